import type { PullResult } from './store-types';

const encoder = new TextEncoder();
const ciphertextEnd = encoder.encode('"}');

/**
 * A pull answer's JSON as bytes. The ciphertexts (most of the answer: a page of photos is megabytes)
 * go in as the bytes the database holds, never decoded into strings and encoded back: a burst of
 * devices pulling their family's photos is otherwise mostly spent copying text. They are b64url,
 * checked when pushed, so they need no escaping inside the JSON string.
 */
export function pullAnswerBytes({ changes, ...rest }: PullResult): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [encoder.encode('{"changes":[')];
  changes.forEach(({ ciphertext, ...fields }, index) => {
    const head = JSON.stringify(fields).slice(0, -1);
    parts.push(encoder.encode(`${index > 0 ? ',' : ''}${head},"ciphertext":"`), ciphertext, ciphertextEnd);
  });
  parts.push(encoder.encode(`],${JSON.stringify(rest).slice(1)}`));
  return joined(parts);
}

function joined(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
