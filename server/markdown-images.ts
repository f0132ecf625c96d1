/**
 * Finds the http(s) URLs of markdown images (`![alt](https://...)`) in a provider's text answer,
 * in one pass. It finds exactly what `/!\[[^\]]*\]\((https?:\/\/[^\s)]+)\)/gi` finds, but that
 * pattern backtracks over every `![` to the next `]`, which took seconds on 80 KB of `![`; this
 * scan reads each character a bounded number of times.
 */

/** Only the start of an answer is scanned: an image link is never buried deeper in a real answer. */
export const maxScannedAnswerChars = 256 * 1024;

// Sticky patterns that each match at one place only: neither can backtrack across the text.
const urlScheme = /https?:\/\//iy;
const urlBody = /[^\s)]+/y;

function matchLength(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex - at : 0;
}

export function findMarkdownImageUrls(answer: string): string[] {
  const text = answer.length > maxScannedAnswerChars ? answer.slice(0, maxScannedAnswerChars) : answer;
  const urls: string[] = [];
  let position = 0;
  // The first `]` after the latest `![`: every `![` before it closes there, so it is found once.
  let close = -1;
  // A URL body that ran into whitespace or the end: any body starting inside it ends there too.
  let deadStart = -1;
  let deadEnd = -1;
  for (;;) {
    const open = text.indexOf('![', position);
    if (open < 0) break;
    if (close < open + 2) close = text.indexOf(']', open + 2);
    if (close < 0) break;
    // Every `![` up to `close` shares this `]`, so one failure fails them all: go on after it.
    position = close + 1;
    if (text[close + 1] !== '(') continue;
    const urlStart = close + 2;
    const scheme = matchLength(urlScheme, text, urlStart);
    if (scheme === 0) continue;
    const bodyStart = urlStart + scheme;
    if (bodyStart >= deadStart && bodyStart <= deadEnd) continue;
    const bodyEnd = bodyStart + matchLength(urlBody, text, bodyStart);
    if (bodyEnd > bodyStart && text[bodyEnd] === ')') {
      urls.push(text.slice(urlStart, bodyEnd));
      position = bodyEnd + 1;
    } else {
      deadStart = bodyStart;
      deadEnd = bodyEnd;
    }
  }
  return urls;
}
