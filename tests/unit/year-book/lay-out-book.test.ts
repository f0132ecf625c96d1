// @vitest-environment node
import { layOutBook, longestStreak } from '@/features/year-book/model/lay-out-book';
import { bookTitle, defaultOptions, normaliseOptions } from '@/features/year-book/model/year-book-options';
import { canPrint } from '@/features/year-book/model/can-print';
import { makePost, photo } from '../data/helpers';

const iso = (m: number, d: number, h = 12) => new Date(2025, m - 1, d, h).toISOString();

describe('layOutBook', () => {
  const posts = [
    makePost({ id: 'a', timestamp: iso(1, 5), content: 'Snow day', taskTitle: 'Build a snowman', taskEmoji: '⛄', likes: 2, comments: 1 }),
    makePost({ id: 'b', timestamp: iso(3, 1), type: 'photo', imageUrls: [photo(1), photo(2)], userId: 'm2', userName: 'Ravi' }),
    makePost({ id: 'c', timestamp: iso(3, 2), type: 'mood', mood: '😊', content: '' }),
    makePost({ id: 'd', timestamp: iso(3, 3), type: 'photo', imageUrls: [photo(3), 'javascript:alert(1)'] }),
  ];

  it('makes one chapter a month in order, with the numbers of the year', async () => {
    const progress: number[] = [];
    const book = await layOutBook(posts, 'The Kapoors', defaultOptions(2025), { chunk: 2, onProgress: (done) => progress.push(done), locale: 'en-GB' });
    expect(book.title).toBe('2025');
    expect(book.chapters.map((c) => [c.title, c.moments.map((m) => m.id)])).toEqual([['January', ['a']], ['March', ['b', 'c', 'd']]]);
    expect(book.numbers).toEqual({ moments: 4, photos: 3, longestStreak: 3, busiestMonth: 'March' });
    expect(book.coverPhoto).toBe(photo(1));
    expect(book.chapters[0]?.moments[0]).toMatchObject({ challenge: '⛄ Build a snowman', reactions: 2, comments: 1 });
    expect(progress).toEqual([0, 2, 4, 4]);
  });

  it('keeps only the chosen members and types, and the chosen cover', async () => {
    const book = await layOutBook(posts, 'F', { ...defaultOptions(2025), memberIds: ['member_1'], types: ['photo', 'text'], coverPostId: 'd' });
    expect(book.chapters.flatMap((c) => c.moments.map((m) => m.id))).toEqual(['a', 'd']);
    expect(book.coverPhoto).toBe(photo(3));
    expect(book.numbers.photos).toBe(1);
  });

  it('an empty year has no chapters and no busiest month', async () => {
    const book = await layOutBook([], 'F', defaultOptions(2025));
    expect(book.chapters).toEqual([]);
    expect(book.numbers).toEqual({ moments: 0, photos: 0, longestStreak: 0, busiestMonth: null });
  });
});

describe('book rules', () => {
  it.each<[string[], number]>([
    [[], 0],
    [[iso(1, 1), iso(1, 1, 20)], 1],
    [[iso(2, 27), iso(2, 28), iso(3, 1), iso(3, 3)], 3],
    [[iso(3, 29), iso(3, 30), iso(3, 31)], 3],
  ])('longest streak of %j is %i', (timestamps, streak) => expect(longestStreak(timestamps)).toBe(streak));

  it.each<[number, number, string]>([
    [1, 12, '2025'],
    [3, 3, 'March 2025'],
    [3, 6, 'March – June 2025'],
  ])('months %i–%i are titled %s', (fromMonth, toMonth, title) =>
    expect(bookTitle({ ...defaultOptions(2025), fromMonth, toMonth }, 'en-GB')).toBe(title));

  it('swaps reversed months and clamps odd ones', () => {
    expect(normaliseOptions({ ...defaultOptions(2025), fromMonth: 9, toMonth: 14 })).toMatchObject({ fromMonth: 9, toMonth: 12 });
    expect(normaliseOptions({ ...defaultOptions(2025), fromMonth: 6, toMonth: 2 })).toMatchObject({ fromMonth: 2, toMonth: 6 });
  });

  it.each<[string, boolean]>([
    ['Mozilla/5.0 (Macintosh) Chrome/130', true],
    ['Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400]', false],
    ['Mozilla/5.0 (Linux; Android 14; wv) Chrome/120', false],
    ['Mozilla/5.0 Instagram 300', false],
  ])('%s can print: %s', (userAgent, expected) => expect(canPrint({ print: () => undefined, navigator: { userAgent } })).toBe(expected));

  it('a browser without print cannot print', () => expect(canPrint({ navigator: { userAgent: 'x' } })).toBe(false));
});
