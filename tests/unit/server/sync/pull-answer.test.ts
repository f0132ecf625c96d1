// @vitest-environment node
import { pullAnswerBytes } from '../../../../server/sync/pull-answer';
import type { PullResult, StoredChange } from '../../../../server/sync/store-types';

const text = new TextEncoder();
const end = { lastSeq: 7, hasMore: false, keyEpoch: 2, rekeyDue: true, deviceCount: 3 };

function change(seq: number, ciphertext: string, extra: Partial<StoredChange> = {}): StoredChange {
  return { seq, recordKey: `key-${seq}`, hlc: `000000000000001-00000${seq}-dev`, ciphertext: text.encode(ciphertext), ...extra };
}

/** The answer as clients read it: what JSON of the same result with text ciphertexts would say. */
function asJson({ changes, ...rest }: PullResult) {
  return { changes: changes.map((c) => ({ ...c, ciphertext: new TextDecoder().decode(c.ciphertext) })), ...rest };
}

describe('a pull answer written as bytes', () => {
  it.each<[string, PullResult]>([
    ['no change', { changes: [], ...end }],
    ['one change', { changes: [change(1, 'AbC-_09')], ...end }],
    ['changes of later key epochs and formats', { changes: [change(1, 'x', { epoch: 1 }), change(2, 'y', { epoch: 2, format: 2 })], ...end }],
    ['an empty ciphertext', { changes: [change(4, '')], ...end, hasMore: true }],
    ['a photo-sized ciphertext', { changes: [change(5, 'Q'.repeat(3 * 1024 * 1024)), change(6, 'z')], ...end }],
  ])('reads back as the same JSON: %s', (_name, result) => {
    const bytes = pullAnswerBytes(result);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(asJson(result));
  });

  it('ends with where the next pull starts, as devices read it', () => {
    const answer = new TextDecoder().decode(pullAnswerBytes({ changes: [change(1, 'abc')], ...end }));
    expect(answer.endsWith('],"lastSeq":7,"hasMore":false,"keyEpoch":2,"rekeyDue":true,"deviceCount":3}')).toBe(true);
  });
});
