import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_SLOTS,
  firstPaintHtmlFromData,
  firstPaintPostHtml,
  readFirstPaintData,
  type FirstPaintData,
  type FirstPaintTemplates,
} from '@/app/first-paint-from-data';
import { renderFirstPaintTemplates } from '@/app/first-paint-templates';
import { firstPaintTemplatesHtml } from '@/app/prerender-landing';
import { readNewestPosts } from '@/data/first-paint-reads';
import { saveFamilyData } from '@/data/preferences';
import { type FamilyData, type Post } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { PostCard } from '@/features/feed/components/post-card';
import { freshDb, makePost } from '../data/helpers';

const photo = (n: number) => `data:image/jpeg;base64,${'A'.repeat(8)}${n}`;
const base = (overrides: Partial<Post>): Post =>
  makePost({ id: 'post_1', userName: 'Asha', memberColor: '#a855f7', memberInitials: 'AS', timestamp: '2026-11-20T10:00:00.000Z', ...overrides });

/**
 * Every shape of card PostCard draws: each type, with and without words and a task (with and
 * without its emoji), one to four photos and '+N' over the fourth, old posts with one imageUrl,
 * a text post carrying photos, every member colour (the initials' ink), and text that is markup.
 */
const SHAPES: [string, Post][] = [
  ['a reflection with a task and its emoji', base({ type: 'text', content: 'We talked about <b>our day</b> & "more"', taskTitle: 'Would you rather', taskEmoji: '🤔' })],
  ['a reflection with a task and no emoji', base({ type: 'text', content: 'Line one\nline two', taskTitle: 'Recipe roulette' })],
  ['a reflection with no words', base({ type: 'text', content: '   ' })],
  ['a text post carrying photos (older data)', base({ type: 'text', content: 'Old', imageUrls: [photo(1), photo(2)] })],
  ['a photo with words', base({ type: 'photo', content: 'At the park', imageUrls: [photo(1)] })],
  ['an old photo post with imageUrl only', base({ type: 'photo', content: '', imageUrl: photo(1) })],
  ['two photos', base({ type: 'photo', content: '', imageUrls: [photo(1), photo(2)] })],
  ['three photos (the first one wide)', base({ type: 'photo', content: '', imageUrls: [photo(1), photo(2), photo(3)] })],
  ['four photos', base({ type: 'photo', content: 'Four', imageUrls: [1, 2, 3, 4].map(photo) })],
  ['seven photos (+3 over the fourth)', base({ type: 'photo', content: '', imageUrls: [1, 2, 3, 4, 5, 6, 7].map(photo) })],
  ['a mood with words', base({ type: 'mood', content: 'Sleepy but happy', mood: '😴' })],
  ['a mood without words', base({ type: 'mood', content: '', mood: '😊' })],
  ['a mood without its emoji', base({ type: 'mood', content: 'Hmm', mood: '' })],
  ['a gratitude note', base({ type: 'gratitude', content: 'Grandma <3 for the soup' })],
  ['a gratitude note from a task', base({ type: 'gratitude', content: 'Sunshine', taskTitle: 'Three good things', taskEmoji: '🌞' })],
  ['a post with no name', base({ type: 'text', content: 'Who?', userName: '  ' })],
  ['a post with a colour that is not one', base({ type: 'text', content: 'x', memberColor: 'purple' })],
  ...MEMBER_COLORS.map((color): [string, Post] => [`a post by a ${color.name} member`, base({ type: 'text', content: 'Hi', memberColor: color.hex })]),
  ['a post by a white member', base({ type: 'text', content: 'Hi', memberColor: '#ffffff' })],
  ['a post by a black member', base({ type: 'text', content: 'Hi', memberColor: '#000000' })],
];

/**
 * What a first paint may differ in from the live card (first-paint-snapshot.ts does the same to a
 * snapshot): no ids or references to them, times blank (painted later than saved), photos not
 * lazy and not marked for a snapshot's previews.
 */
function normalised(html: string): Element {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const element of container.querySelectorAll('*')) {
    for (const name of ['id', 'aria-labelledby', 'loading', 'data-snapshot-photo']) element.removeAttribute(name);
  }
  for (const time of container.querySelectorAll('time')) {
    for (const name of [...time.getAttributeNames()]) time.removeAttribute(name);
    time.textContent = '';
  }
  return container;
}

describe('firstPaintPostHtml (a card written by the head script)', () => {
  it.each(SHAPES)('draws %s exactly as PostCard does', (_shape, post) => {
    const live = renderToStaticMarkup(<PostCard post={post} now={new Date('2026-11-21T00:00:00.000Z')} />);
    const written = firstPaintPostHtml(post);
    expect(written).not.toBeNull();
    const expected = normalised(live);
    const actual = normalised(written!);
    if (!actual.isEqualNode(expected)) expect(actual.innerHTML).toBe(expected.innerHTML);
    expect(actual.isEqualNode(expected)).toBe(true);
  });

  it('hides the time but keeps its line, and never loads a photo lazily', () => {
    const container = document.createElement('div');
    container.innerHTML = firstPaintPostHtml(base({ type: 'photo', content: '', imageUrls: [photo(1)] }))!;
    expect(container.querySelector('time')?.getAttribute('style')).toBe('visibility:hidden');
    expect(container.querySelector('time')?.textContent).toBe('\u00a0');
    expect(container.querySelector('img')?.hasAttribute('loading')).toBe(false);
  });

  it('keeps a family\'s words as words: nothing in a post becomes markup or an attribute', () => {
    const container = document.createElement('div');
    const tricky = base({
      type: 'photo',
      userName: 'Asha" onmouseover="alert(1)',
      content: '<img src=x onerror=alert(1)>',
      imageUrls: ['data:image/png;base64,AAAA" onerror="alert(1)'],
    });
    container.innerHTML = firstPaintPostHtml(tricky)!;
    expect(container.querySelectorAll('[onerror], [onmouseover]')).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('p.text-base')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('h3')?.textContent).toBe('Asha" onmouseover="alert(1)');
  });

  it.each([
    ['an unknown type', base({ type: 'video' as Post['type'] })],
    ['no initials (the app computes them)', base({ memberInitials: '' })],
    ['a photo that is not an image\'s data URL (the card shows a notice)', base({ type: 'photo', imageUrls: ['https://example.org/a.jpg'] })],
    ['a record that is not an object', 'corrupt' as unknown as Post],
  ])('writes nothing for %s', (_case, post) => {
    expect(firstPaintPostHtml(post)).toBeNull();
  });
});

const family: FamilyData = {
  familyName: 'The <Rivera> Family',
  familyId: 'family_1_rivera',
  members: [
    { id: 'member_1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
    { id: 'member_2', name: 'Ravi & Co', emoji: '🚲', color: '#14b8a6', initials: 'RA' },
  ],
};
const S = FIRST_PAINT_SLOTS;
const TEMPLATES: FirstPaintTemplates = {
  '/family': { html: `<p>${S.familyName}</p><ul>${S.posts}</ul>` },
  '/family/feeds': {
    html: `<p>${S.familyName}</p><div>${S.memberChips}</div><p class="count">${S.count}</p><ul>${S.posts}</ul>`,
    memberChip: `<button><span style="${S.memberStyle}">${S.memberInitials}</span>${S.memberName}</button>`,
    pageSize: 15,
  },
};
const posts = (n: number) => Array.from({ length: n }, (_, i) => base({ id: `post_${i}`, type: 'text', content: `Moment ${i + 1}` }));
const data = (overrides: Partial<FirstPaintData> = {}): FirstPaintData => ({ family, posts: posts(3), total: 3, ...overrides });
const fill = (path: string, d: FirstPaintData) => firstPaintHtmlFromData(TEMPLATES, path, d, 2, firstPaintPostHtml);

describe('firstPaintHtmlFromData (the page the head script paints)', () => {
  it("fills the family's name and its newest moments, only as many as the first screen shows", () => {
    const container = document.createElement('div');
    container.innerHTML = fill('/family', data())!;
    expect(container.querySelector('p')?.textContent).toBe('The <Rivera> Family');
    expect([...container.querySelectorAll('li article p.text-base')].map((p) => p.textContent)).toEqual(['Moment 1', 'Moment 2']);
  });

  it('writes a filter chip for each member, with their colour and initials, and the count of all memories', () => {
    const container = document.createElement('div');
    container.innerHTML = fill('/family/feeds', data({ total: 1000 }))!;
    const chips = [...container.querySelectorAll('button')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['ASAsha', 'RARavi & Co']);
    expect(chips[0]?.querySelector('span')?.getAttribute('style')).toBe('background-color:#a855f7;color:#120d0a');
    expect(container.querySelector('.count')?.textContent).toBe(`Showing 1–15 of ${(1000).toLocaleString()} memories`);
  });

  it.each([
    [1, 'Showing 1 memory'],
    [7, 'Showing 1–7 of 7 memories'],
  ])('counts %i memories as the memories page does', (total, text) => {
    const container = document.createElement('div');
    container.innerHTML = fill('/family/feeds', data({ posts: posts(Math.min(total, 3)), total }))!;
    expect(container.querySelector('.count')?.textContent).toBe(text);
  });

  it.each([
    ['a page without a template', '/family/manage', data()],
    ['no family (onboarding)', '/family', data({ family: null })],
    ['a family without members', '/family', data({ family: { ...family, members: [] } })],
    ['a record that is not a family', '/family', data({ family: 'corrupt' })],
    ['no moments yet (the page shows its guide)', '/family', data({ posts: [], total: 0 })],
    ['a moment it cannot write', '/family', data({ posts: [base({ type: 'video' as Post['type'] })] })],
    ['a member it cannot draw', '/family/feeds', data({ family: { ...family, members: [{ ...family.members[0]!, color: 'red' }] } })],
  ])('paints nothing for %s', (_case, path, d) => {
    expect(fill(path, d)).toBeNull();
  });

  it("fills each slot once: a family's text holding a slot's character is not filled again", () => {
    const container = document.createElement('div');
    const odd = { ...family, familyName: `The ${S.posts} Family`, members: [{ ...family.members[0]!, name: `Asha ${S.memberInitials}` }] };
    container.innerHTML = fill('/family/feeds', data({ family: odd, posts: [base({ type: 'text', content: `Count ${S.count}` })] }))!;
    expect(container.querySelector('p')?.textContent).toBe(`The ${S.posts} Family`);
    expect(container.querySelector('button')?.textContent).toBe(`AS${'Asha '}${S.memberInitials}`);
    expect(container.querySelector('article p.text-base')?.textContent).toBe(`Count ${S.count}`);
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });

  it('paints four photos at most, the first ones; the others keep their box until the live page', () => {
    const container = document.createElement('div');
    const three = base({ type: 'photo', content: '', imageUrls: [photo(1), photo(2), photo(3)] });
    container.innerHTML = fill('/family', data({ posts: [three, { ...three, id: 'post_2' }] }))!;
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    expect(images.map((image) => image.hasAttribute('src'))).toEqual([true, true, true, true, false, false]);
  });

  it('runs on its own, as the head script runs it (no outer names)', () => {
    const own = <T,>(fn: T) => new Function(`return (${String(fn)})`)() as T;
    const html = own(firstPaintHtmlFromData)(TEMPLATES, '/family', data(), 2, own(firstPaintPostHtml));
    expect(html).toBe(fill('/family', data()));
  });
});

describe('readFirstPaintData (plain IndexedDB, in the head script)', () => {
  const read = (name: string, limit: number) => new Promise<FirstPaintData | null>((resolve) => readFirstPaintData(name, limit, resolve));

  it('reads the family and the newest moments as the app reads them, with the count of all', async () => {
    const database = freshDb();
    await saveFamilyData(family, database);
    await database.posts.bulkAdd(
      Array.from({ length: 12 }, (_, i) => makePost({ id: `post_${String(i).padStart(2, '0')}`, timestamp: new Date(Date.UTC(2026, 0, 1, i)).toISOString() })),
    );
    const answer = await read(database.name, 3);
    expect(answer?.family).toEqual(family);
    expect(answer?.total).toBe(12);
    expect(answer?.posts).toEqual((await readNewestPosts(3, database.name))?.posts);
  });

  it('answers null, and creates nothing, when the database is missing', async () => {
    const name = `hearth-missing-${Date.now()}`;
    expect(await read(name, 3)).toBeNull();
    expect((await indexedDB.databases()).some((listed) => listed.name === name)).toBe(false);
  });

  it('answers no family and no moments for a database without them', async () => {
    const database = freshDb();
    await database.open();
    expect(await read(database.name, 3)).toEqual({ family: null, posts: [], total: 0 });
  });
});

describe('renderFirstPaintTemplates (at build time)', () => {
  it("renders the app's own /family pages with a slot for each part of the family's data", async () => {
    const templates = await renderFirstPaintTemplates();
    const home = templates['/family']!;
    const feeds = templates['/family/feeds']!;
    expect(home.html).toContain('>Family Home</h1>');
    expect(feeds.html).toContain('>Family Memories</h1>');
    for (const slot of [S.familyName, S.posts]) {
      expect(home.html).toContain(slot);
      expect(feeds.html).toContain(slot);
    }
    expect(feeds.html).toContain(S.count);
    expect(feeds.html).toContain(S.memberChips);
    expect(feeds.memberChip).toContain(S.memberStyle);
    expect(feeds.pageSize).toBe(15);
    // Nothing that points into the live page beside it, no passing state, no template data left.
    for (const { html } of [home, feeds]) {
      expect(html).not.toMatch(/ (id|for|aria-labelledby|aria-describedby|aria-controls)="/);
      expect(html).not.toContain('data-snapshot-skip');
      expect(html).not.toContain('Template');
    }
  });

  it('fills into the page a family sees: its name in the header, its moments in the feed', async () => {
    const templates = await renderFirstPaintTemplates();
    const container = document.createElement('div');
    container.innerHTML = firstPaintHtmlFromData(templates, '/family', data(), 3, firstPaintPostHtml)!;
    expect(container.querySelector('[data-slot="page-header-family"]')?.textContent).toBe('The <Rivera> Family');
    expect(container.querySelectorAll('[data-testid="feed-preview"] [data-slot="post-card"]')).toHaveLength(3);
    container.innerHTML = firstPaintHtmlFromData(templates, '/family/feeds', data({ total: 40 }), 3, firstPaintPostHtml)!;
    expect([...container.querySelectorAll('[data-slot="chip"]')].map((chip) => chip.textContent)).toContain('RARavi & Co');
    expect(container.textContent).toContain('Showing 1–15 of 40 memories');
  });
});

describe('firstPaintTemplatesHtml (the templates in index.html)', () => {
  it('is a data block the head script reads back whole, which no markup in it can end', () => {
    const templates: FirstPaintTemplates = { '/family': { html: '<p>a</p></script><script>alert(1)</script>' } };
    const container = document.createElement('div');
    container.innerHTML = firstPaintTemplatesHtml(templates);
    const block = container.querySelector('script');
    expect(container.children).toHaveLength(1);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(templates);
  });
});
