// @vitest-environment node
import { runIndex, widthIndex } from '../../../scripts/story-plan.mjs';

const story = (id: string, tags: string[] = []) => ({ id, type: 'story' as const, tags });
const index = {
  v: 5,
  entries: {
    'a--plain': story('a--plain'),
    'a--ticking': story('a--ticking', ['no-visual']),
    'a--phone': story('a--phone'),
    'a--phone-ticking': story('a--phone-ticking', ['no-visual']),
    'a--wide': story('a--wide'),
    'screen-states--docs': { id: 'screen-states--docs', type: 'docs' as const },
  },
};
const pinned = { 'a--phone': 'mobile', 'a--phone-ticking': 'mobile', 'a--wide': 'desktop' };
const ids = (width: string, grep?: RegExp) => Object.keys(widthIndex(index, width, { pinned, grep }).entries);

describe('widthIndex: the stories each width visits', () => {
  it.each([
    ['mobile', ['a--plain', 'a--phone', 'a--phone-ticking', 'screen-states--docs']],
    ['desktop', ['a--plain', 'a--ticking', 'a--wide', 'screen-states--docs']],
  ])('at %s: pinned to the other width and no-visual away from home are left out', (width, expected) => {
    expect(ids(width)).toEqual(expected);
  });

  it('keeps only the story ids the pattern matches (docs entries stay)', () => {
    expect(ids('desktop', /wide|plain/)).toEqual(['a--plain', 'a--wide', 'screen-states--docs']);
  });

  it('treats an unknown pinned value as not pinned', () => {
    expect(Object.keys(widthIndex(index, 'mobile', { pinned: { 'a--wide': 'tablet' } }).entries)).toContain('a--wide');
  });
});

describe('runIndex: the test runner’s own index for one run at both widths', () => {
  const titled = (count: number) => ({
    v: 5,
    entries: Object.fromEntries(
      Array.from({ length: count }, (_, at) => [`s--${at}`, { ...story(`s--${at}`), title: `S${at}`, name: `Story ${at}` }]),
    ),
  });
  const files = (index: ReturnType<typeof runIndex>) => {
    const sizes: Record<string, number> = {};
    for (const entry of Object.values(index.entries)) sizes[entry.title ?? ''] = (sizes[entry.title ?? ''] ?? 0) + 1;
    return sizes;
  };

  it('keeps every story of every width once, in index order, named by its own title and name', () => {
    const run = runIndex({ mobile: titled(3), desktop: titled(2) }, { perFile: 2 });
    expect(Object.values(run.entries).map((entry) => [entry.id, entry.title, entry.name])).toEqual([
      ['s--0', 'mobile 1', 'S0 / Story 0'],
      ['s--1', 'mobile 1', 'S1 / Story 1'],
      ['s--2', 'mobile 2', 'S2 / Story 2'],
      ['s--0', 'desktop 1', 'S0 / Story 0'],
      ['s--1', 'desktop 1', 'S1 / Story 1'],
    ]);
  });

  it('makes falling file sizes, at most maxFiles per width, and leaves docs entries out', () => {
    const withDocs = { ...titled(100), entries: { ...titled(100).entries, 'screen-states--docs': { id: 'screen-states--docs', type: 'docs' as const } } };
    expect(files(runIndex({ mobile: withDocs }, { perFile: 10, maxFiles: 4 }))).toEqual({ 'mobile 1': 40, 'mobile 2': 30, 'mobile 3': 20, 'mobile 4': 10 });
    expect(files(runIndex({ desktop: titled(7) }))).toEqual({ 'desktop 1': 7 });
  });
});
