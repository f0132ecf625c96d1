import type { PullResult } from './store-types';

const encoder = new TextEncoder();
const start = encoder.encode('{"changes":[');

/**
 * A pull answer's JSON as bytes: the page's changes go in as the database wrote them, never read
 * into objects and strings and encoded back (a page of photos is megabytes, and a burst of devices
 * pulling their family's photos was otherwise mostly spent copying text).
 */
export function pullAnswerBytes({ changesJson, ...rest }: PullResult): Uint8Array<ArrayBuffer> {
  const end = encoder.encode(`],${JSON.stringify(rest).slice(1)}`);
  const answer = new Uint8Array(start.length + changesJson.length + end.length);
  answer.set(start, 0);
  answer.set(changesJson, start.length);
  answer.set(end, start.length + changesJson.length);
  return answer;
}
