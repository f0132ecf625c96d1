import { cursorAfterOwnPush } from '@/data/sync/cursor';

describe("a device's cursor after its own push", () => {
  it.each([
    ['moves past its own changes when nothing came in between', 10, { lastSeq: 13, stored: 3 }, 13],
    ['moves from the very start', 0, { lastSeq: 1, stored: 1 }, 1],
    ['stays when another device pushed in between', 10, { lastSeq: 15, stored: 3 }, 10],
    ['stays when it had not pulled everything yet', 8, { lastSeq: 13, stored: 3 }, 8],
    ['stays when nothing was stored (nothing newer)', 13, { lastSeq: 13, stored: 0 }, 13],
    ['stays on an answer that is not a push answer', 10, { lastSeq: Number.NaN, stored: 3 }, 10],
    ['never moves back', 20, { lastSeq: 13, stored: 3 }, 20],
  ])('%s', (_name, cursor, answer, expected) => {
    expect(cursorAfterOwnPush(cursor, answer)).toBe(expected);
  });
});
