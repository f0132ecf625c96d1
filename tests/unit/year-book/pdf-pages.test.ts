// @vitest-environment node
import { contentBox, fitPhoto, pageGeometry, paginate } from '@/features/year-book/model/pdf-pages';
import { wrapText } from '@/features/year-book/model/pdf-text';
import { defaultOptions, pdfFileName } from '@/features/year-book/model/year-book-options';

// Blocks named by a letter and the height in the name: 'a40' is 40 high.
const atom = (names: string, gapBefore = 0) => ({ blocks: names.split(' ').map((n) => ({ height: Number(n.slice(1)), item: n[0] })), gapBefore });
const layout = (atoms: ReturnType<typeof atom>[], height: number) => paginate(atoms, height).map((page) => page.map((b) => `${b.item}@${b.offset}`).join(' '));

describe('paginate', () => {
  it.each([
    ['everything fits one page', [atom('a40'), atom('b40', 10)], 100, ['a@0 b@50']],
    ['an atom that does not fit starts the next page', [atom('a40'), atom('b30 c30', 10)], 100, ['a@0', 'b@0 c@30']],
    ['the gap is dropped at the top of a page', [atom('a90'), atom('b50', 20)], 100, ['a@0', 'b@0']],
    ['an atom taller than a page splits between its blocks', [atom('a30'), atom('b60 c60 d60', 10)], 100, ['a@0 b@40', 'c@0', 'd@0']],
    ['a tall atom fills what is left before it goes overleaf', [atom('b40 c40 d40')], 100, ['b@0 c@40', 'd@0']],
    ['an exact fit stays on the page', [atom('a50'), atom('b40', 10)], 100, ['a@0 b@60']],
    ['empty atoms take no room', [atom('a50'), { blocks: [], gapBefore: 30 }, atom('b40', 10)], 100, ['a@0 b@60']],
  ])('%s', (_, atoms, height, pages) => {
    expect(layout(atoms, height)).toEqual(pages);
  });

  it('a chapter without blocks is still one page', () => {
    expect(paginate([], 100)).toEqual([[]]);
  });
});

describe('page geometry', () => {
  it.each([
    ['a4', 595.28, 841.89],
    ['letter', 612, 792],
  ] as const)('%s is %d × %d points', (paper, width, height) => {
    const g = pageGeometry(paper);
    expect(g.width).toBeCloseTo(width, 1);
    expect(g.height).toBeCloseTo(height, 1);
  });

  it('binds odd pages on the left and even pages on the right (22 mm inside, 14 mm outside)', () => {
    const g = pageGeometry('a4');
    expect(contentBox(g, 1).x).toBeCloseTo(62.36, 1);
    expect(contentBox(g, 2).x).toBeCloseTo(39.69, 1);
    expect(contentBox(g, 1).width).toBe(contentBox(g, 2).width);
  });
});

describe('fitPhoto', () => {
  it.each([
    ['a small photo keeps its own size (1 px = 0.75 pt)', { width: 200, height: 100 }, { width: 450, height: 500 }, { width: 150, height: 75 }],
    ['a wide photo shrinks to the width', { width: 1800, height: 900 }, { width: 450, height: 500 }, { width: 450, height: 225 }],
    ['a tall photo shrinks to the height', { width: 900, height: 1800 }, { width: 450, height: 500 }, { width: 250, height: 500 }],
    ['an unreadable size draws nothing', { width: 0, height: 10 }, { width: 450, height: 500 }, { width: 0, height: 0 }],
  ])('%s', (_, pixels, box, size) => {
    expect(fitPhoto(pixels, box)).toEqual(size);
  });
});

describe('wrapText', () => {
  const measure = (text: string) => Array.from(text).length; // one unit a character
  it.each([
    ['short text is one line', 'Pancakes on the beach', 30, ['Pancakes on the beach']],
    ['words wrap at the width', 'one two three four', 9, ['one two', 'three', 'four']],
    ['newlines are kept, spaces collapsed', 'first  line\nsecond', 20, ['first line', 'second']],
    ['a word longer than a line breaks', 'abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['blank lines at the ends go', '\n\nhello\n\n', 10, ['hello']],
    ['control characters are dropped', 'a\u0007b', 10, ['ab']],
    ['an emoji with a skin tone is not cut', '👍🏽👍🏽', 3, ['👍🏽', '👍🏽']],
  ])('%s', (_, text, width, lines) => {
    expect(wrapText(text, width, measure)).toEqual(lines);
  });
});

describe('pdfFileName', () => {
  it.each([
    ['The Kumars', {}, 'The Kumars year book 2025.pdf'],
    ['Les Lefèvre-Dupont', {}, 'Les Lefèvre-Dupont year book 2025.pdf'],
    ['../../etc/passwd', {}, 'etc passwd year book 2025.pdf'],
    ['🏡✨', {}, 'Hearth year book 2025.pdf'],
    ['The Kumars', { fromMonth: 3, toMonth: 6 }, 'The Kumars year book March - June 2025.pdf'],
  ])('%s %o', (family, range, name) => {
    expect(pdfFileName(family, { ...defaultOptions(2025), ...range }, 'en-GB')).toBe(name);
  });
});
