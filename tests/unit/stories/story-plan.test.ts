// @vitest-environment node
import { batchIndex, widthIndex } from '../../../scripts/story-plan.mjs';

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

describe('batchIndex: the test runner’s own copy of the index', () => {
  it('groups the stories in index order into the given number of titles, each named by its story', () => {
    const titled = {
      v: 5,
      entries: {
        'a--one': { ...story('a--one'), title: 'A', name: 'One' },
        'b--two': { ...story('b--two'), title: 'B', name: 'Two' },
        'b--three': { ...story('b--three'), title: 'B', name: 'Three' },
      },
    };
    const entries = Object.values(batchIndex(titled, 2).entries);
    expect(entries.map((entry) => [entry.id, entry.title, entry.name])).toEqual([
      ['a--one', 'Stories 1', 'A / One'],
      ['b--two', 'Stories 1', 'B / Two'],
      ['b--three', 'Stories 2', 'B / Three'],
    ]);
  });
});
