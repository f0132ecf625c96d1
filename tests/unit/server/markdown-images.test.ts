// @vitest-environment node
import fc from 'fast-check';
import { inlineChatImages } from '../../../server/answer-images';
import { findMarkdownImageUrls, maxScannedAnswerChars } from '../../../server/markdown-images';

// The pattern the server used before the one-pass scan, kept here as the meaning the scan must match.
const referencePattern = /!\[[^\]]*\]\((https?:\/\/[^\s)]+)\)/gi;
const reference = (text: string) => [...text.matchAll(referencePattern)].map((match) => match[1]);

const refuseFetch = async () => {
  throw new Error('nothing should be fetched');
};

describe('markdown image scan (no quadratic pattern on provider answers)', () => {
  it.each([
    ['1 MB of "!["', '!['.repeat(512 * 1024)],
    ['"![" blocks closed late', `${'!['.repeat(300_000)}]`],
    ['unterminated image links', '![a](http://x'.repeat(80_000)],
    ['links glued together', '](http://a'.repeat(100_000)],
  ])('scans %s in under 50 ms', async (_label, content) => {
    const started = performance.now();
    const answer = await inlineChatImages({ choices: [{ message: { content } }] }, refuseFetch);
    const elapsed = performance.now() - started;
    expect(answer).toEqual({ choices: [{ message: { content } }] });
    expect(elapsed).toBeLessThan(50);
  });

  it.each([
    ['Here: ![1980s](https://cdn.example/a.png) done', ['https://cdn.example/a.png']],
    ['![](HTTP://cdn.example/a.png)', ['HTTP://cdn.example/a.png']],
    ['![a](https://x/1.png)![b](http://x/2.png)', ['https://x/1.png', 'http://x/2.png']],
    ['![a]( https://x/1.png)', []],
    ['![a](ftp://x/1.png)', []],
    ['![a](https://x/1 .png)', []],
    ['![![a](https://x/1.png)', ['https://x/1.png']],
    ['[a](https://x/1.png)', []],
    ['![a](https://)', []],
  ])('finds the images in %j', (text, urls) => {
    expect(findMarkdownImageUrls(text)).toEqual(urls);
  });

  it('finds exactly what the old pattern found, on any text', () => {
    const pieces = fc.constantFrom('!', '[', ']', '(', ')', ' ', 'a', 'http://', 'https://', 'HTTPS://', '\n', '.png');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(findMarkdownImageUrls(text)).toEqual(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('scans only the first part of a huge answer', () => {
    const text = `${'x'.repeat(maxScannedAnswerChars)}![a](https://x/1.png)`;
    expect(findMarkdownImageUrls(text)).toEqual([]);
    expect(findMarkdownImageUrls(`![a](https://x/1.png)${text}`)).toEqual(['https://x/1.png']);
  });
});
