/**
 * The first paint of a returning family's /family page when it has no first-paint snapshot (the
 * first load after an update of Hearth, after a change made on another page, or a page's first
 * visit on this device): the head script reads the family and its newest moments straight from
 * IndexedDB and fills the build's templates of the page (first-paint-templates.tsx) with them, then
 * paints the result exactly as it paints a snapshot (first-paint-snapshot-paint.ts): inert, hidden
 * from assistive technology, swapped for the live page once the app has rendered it. Before, such a
 * load showed the splash until React, the router and the page's code had downloaded and run:
 * Lighthouse LCP 2.5-2.8 s (issue 9 budget: 1.5 s).
 *
 * Everything here runs in the head script, so each exported function is self-contained (no
 * imports, no outer names): the build serialises them with `toString()` (prerender-landing.tsx),
 * and the unit tests check the same code. It only reads: a database that is missing, older or
 * locked, a record it does not understand, a photo that is not an image's data URL or anything
 * that fails leaves the page as before (the splash until the app has rendered).
 *
 * A post card is written here, not taken from a template: its parts vary with the post (type, task,
 * text, one to four photos and '+N'). tests/unit/app/first-paint-from-data.test.tsx renders the
 * app's PostCard for every such shape and fails when this markup differs from it.
 */

/** The build's templates: each page's markup with slots (FIRST_PAINT_SLOTS) for the family's data. */
export interface FirstPaintTemplates {
  /** Per path: the page; on the memories page also one member's filter chip and the page size. */
  [path: string]: { html: string; memberChip?: string; pageSize?: number };
}

/** Characters of Unicode's private use area no family text contains: where data goes. */
export const FIRST_PAINT_SLOTS = {
  familyName: '\uE001',
  posts: '\uE002',
  count: '\uE003',
  memberChips: '\uE004',
  memberName: '\uE010',
  memberInitials: '\uE011',
  memberStyle: '\uE012',
} as const;

/** What the head script reads: the family record's value and the newest posts, as stored. */
export interface FirstPaintData {
  family: unknown;
  posts: unknown[];
  total: number;
}

/**
 * Reads the family (the `familyData` preference) and the newest `limit` posts with their count
 * from Hearth's database `name`, in one read-only transaction, then calls `done` with them, or with
 * null when the database is missing (opening it does not create it), lacks a store, or a read fails.
 */
export function readFirstPaintData(name: string, limit: number, done: (data: FirstPaintData | null) => void): void {
  let answered = false;
  const answer = (data: FirstPaintData | null) => {
    if (answered) return;
    answered = true;
    done(data);
  };
  let request: IDBOpenDBRequest;
  try {
    request = indexedDB.open(name);
  } catch {
    answer(null);
    return;
  }
  // No database yet: abort the creation, so the app creates it with its schema as before.
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onerror = () => answer(null);
  request.onblocked = () => answer(null);
  request.onsuccess = () => {
    const database = request.result;
    database.onversionchange = () => database.close();
    try {
      if (!database.objectStoreNames.contains('preferences') || !database.objectStoreNames.contains('posts')) {
        database.close();
        answer(null);
        return;
      }
      const transaction = database.transaction(['preferences', 'posts'], 'readonly');
      const posts: unknown[] = [];
      let family: unknown = undefined;
      let total = 0;
      const familyRequest = transaction.objectStore('preferences').get('familyData');
      familyRequest.onsuccess = () => {
        const record = familyRequest.result as { value?: unknown } | undefined;
        family = record ? record.value : null;
      };
      const index = transaction.objectStore('posts').index('timestamp');
      const countRequest = index.count();
      countRequest.onsuccess = () => {
        total = countRequest.result;
      };
      const cursor = index.openCursor(null, 'prev');
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current || posts.length >= limit) return;
        posts.push(current.value);
        current.continue();
      };
      transaction.oncomplete = () => {
        database.close();
        answer({ family, posts, total });
      };
      transaction.onerror = () => answer(null);
      transaction.onabort = () => answer(null);
    } catch {
      database.close();
      answer(null);
    }
  };
}

/**
 * The markup of one post's card as PostCard renders it (features/feed/components/post-card.tsx),
 * or null for a post it cannot write (an unknown type, no initials, a photo that is not an image's
 * data URL): then the page is not painted from data. As in a snapshot, times keep their box but are
 * not shown, and photos are not loaded lazily (they are decoded before the paint); only the first
 * `photos` are shown, the others keep their box, empty.
 */
export function firstPaintPostHtml(post: unknown, photos: number = Infinity): string | null {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const value = parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  };
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (!post || typeof post !== 'object') return null;
  const record = post as Record<string, unknown>;
  const labels: Record<string, string> = { text: 'Reflection', photo: 'Photo', mood: 'Mood', gratitude: 'Gratitude' };
  const type = typeof record.type === 'string' ? record.type : '';
  if (!Object.prototype.hasOwnProperty.call(labels, type)) return null;
  const name = text(record.userName) || 'Family member';
  const initials = text(record.memberInitials);
  if (!initials) return null;
  const color = typeof record.memberColor === 'string' && /^#[0-9a-f]{6}$/i.test(record.memberColor) ? record.memberColor : '#f97316';
  const background = luminance(color);
  const ink = contrast(background, luminance('#120d0a')) >= contrast(background, luminance('#ffffff')) ? '#120d0a' : '#ffffff';

  const urls = record.imageUrls;
  const images: unknown[] =
    Array.isArray(urls) && urls.length > 0
      ? urls.filter((url) => typeof url === 'string')
      : typeof record.imageUrl === 'string' && record.imageUrl
        ? [record.imageUrl]
        : [];
  const visible = images.slice(0, 4) as string[];
  if (visible.some((src) => src.indexOf('data:image/') !== 0)) return null;
  const grid = () => {
    if (visible.length === 0) return '';
    const overflow = Math.max(0, images.length - 4);
    let items = '';
    visible.forEach((src, index) => {
      const more = index === visible.length - 1 ? overflow : 0;
      const tall = visible.length === 3 && index === 0;
      const frame =
        'relative block w-full overflow-hidden bg-muted ' +
        (tall ? 'col-span-2 aspect-[2/1]' : visible.length === 1 ? 'aspect-[4/3] max-h-[28rem]' : 'aspect-square');
      items +=
        `<li class="${tall ? 'col-span-2' : ''}"><button type="button" class="${frame} cursor-zoom-in" aria-label="Open photo ${index + 1} of ${images.length} full screen${more > 0 ? `, ${more} more` : ''}">` +
        `<img data-slot="safe-image"${index < photos ? ` src="${escape(src)}"` : ''} alt="Photo shared by ${escape(name)} (${index + 1} of ${images.length})" decoding="async" class="object-cover size-full rounded-none"/>` +
        (more > 0
          ? `<span aria-hidden="true" data-slot="photo-grid-overflow" class="absolute inset-0 flex items-center justify-center bg-black/55 text-3xl font-extrabold text-white">+${more}</span>`
          : '') +
        '</button></li>';
    });
    return (
      `<div data-slot="photo-grid"><ul aria-label="${images.length === 1 ? 'Photo' : `${images.length} photos`}" class="grid gap-1.5 overflow-hidden rounded-xl ${visible.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}">` +
      items +
      '</ul></div>'
    );
  };

  const content = text(record.content);
  const paragraph = content ? `<p class="whitespace-pre-line break-words text-base">${escape(content)}</p>` : '';
  let body: string;
  if (type === 'mood') {
    const mood = typeof record.mood === 'string' ? record.mood : '';
    body =
      '<div class="flex items-center gap-4">' +
      (mood ? `<p data-slot="post-mood" class="shrink-0"><span class="sr-only">Mood: </span><span class="text-5xl leading-none">${escape(mood)}</span></p>` : '') +
      paragraph +
      '</div>';
  } else if (type === 'gratitude') {
    body =
      '<figure data-slot="post-gratitude" class="flex flex-col gap-1 rounded-xl border-l-4 border-primary bg-secondary px-4 py-3 text-secondary-foreground">' +
      '<figcaption class="text-sm font-extrabold"><span aria-hidden="true">💛 </span>Grateful for</figcaption>' +
      `<blockquote class="whitespace-pre-line break-words text-lg font-semibold">${escape(content)}</blockquote></figure>`;
  } else {
    body = paragraph + grid();
  }

  const taskTitle = text(record.taskTitle);
  const taskEmoji = text(record.taskEmoji);
  const task = taskTitle
    ? '<p data-slot="post-task" class="flex items-center gap-2 text-sm font-bold text-muted-foreground">' +
      (taskEmoji ? `<span aria-hidden="true" class="text-lg leading-none">${escape(taskEmoji)}</span>` : '') +
      `<span class="min-w-0 break-words">${escape(taskTitle)}</span></p>`
    : '';

  return (
    `<article data-slot="post-card" data-type="${type}"><div data-slot="card" class="flex flex-col rounded-2xl text-foreground border border-border bg-surface-raised shadow-md p-5 gap-3">` +
    '<header class="flex items-center gap-3">' +
    `<span data-slot="member-avatar" aria-hidden="true" class="relative inline-flex shrink-0 items-center justify-center rounded-full font-extrabold select-none ring-2 ring-surface-raised size-10 text-sm" style="background-color:${color};color:${ink}"><span aria-hidden="true">${escape(initials)}</span></span>` +
    `<div class="min-w-0 flex-1"><h3 class="truncate text-base font-extrabold">${escape(name)}</h3><p class="text-sm text-muted-foreground"><time style="visibility:hidden">&nbsp;</time></p></div>` +
    `<span data-slot="badge" class="inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold [&amp;_svg]:size-3.5 [&amp;_svg]:shrink-0 ${type === 'gratitude' ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-muted-foreground'}">${labels[type]}</span>` +
    '</header>' +
    task +
    body +
    '</div></article>'
  );
}

/**
 * The page at `path` (a key of `templates`) filled with `data`, or null when it cannot be painted
 * from data: no template, no family with members, no moments (the page would show its empty state
 * or onboarding), or a post `postHtml` (firstPaintPostHtml) cannot write. Only the posts of the
 * first screen are written (`shown`): the rest of the list comes with the live page.
 */
export function firstPaintHtmlFromData(
  templates: FirstPaintTemplates,
  path: string,
  data: FirstPaintData,
  shown: number,
  postHtml: (post: unknown, photos?: number) => string | null,
): string | null {
  const slots = { familyName: '\uE001', posts: '\uE002', count: '\uE003', memberChips: '\uE004', memberName: '\uE010', memberInitials: '\uE011', memberStyle: '\uE012' };
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const template = templates[path];
  if (!template) return null;
  const family = data.family as { familyName?: unknown; members?: unknown } | null | undefined;
  if (!family || typeof family.familyName !== 'string' || !Array.isArray(family.members) || family.members.length === 0) return null;
  if (data.posts.length === 0) return null;
  let posts = '';
  // The photos painted: each one is decoded before the paint, and a photo is the family's largest
  // data (the snapshot keeps four small previews); the rest keep their box until the live page.
  let photos = 4;
  for (const post of data.posts.slice(0, shown)) {
    const card = postHtml(post, photos);
    if (card === null) return null;
    photos -= (card.match(/<img [^>]*src=/g) || []).length;
    posts += '<li>' + card + '</li>';
  }
  let chips = '';
  if (template.memberChip) {
    for (const member of family.members as Array<Record<string, unknown>>) {
      if (!member || typeof member.name !== 'string' || typeof member.initials !== 'string') return null;
      const color = typeof member.color === 'string' && /^#[0-9a-f]{6}$/i.test(member.color) ? member.color : null;
      if (!color) return null;
      // The avatar's ink, as the post card's (firstPaintPostHtml draws the same avatar).
      const card = postHtml({ type: 'text', userName: member.name, memberInitials: member.initials, memberColor: color });
      const style = card && /style="([^"]*)"/.exec(card);
      if (!style) return null;
      const memberValues: Record<string, string> = {
        [slots.memberName]: escape(member.name),
        [slots.memberInitials]: escape(member.initials),
        [slots.memberStyle]: style[1]!,
      };
      chips += template.memberChip.replace(/[\uE010-\uE012]/g, (slot) => memberValues[slot]!);
    }
  }
  const total = data.total;
  const count =
    total === 1 ? 'Showing 1 memory' : `Showing 1–${Math.min(template.pageSize ?? total, total).toLocaleString()} of ${total.toLocaleString()} memories`;
  const values: Record<string, string> = {
    [slots.familyName]: escape(family.familyName),
    [slots.posts]: posts,
    [slots.count]: count,
    [slots.memberChips]: chips,
  };
  // One pass over the template: what is filled in is never searched for slots again, so a family's
  // text that holds one of these characters stays text.
  return template.html.replace(/[\uE001-\uE004]/g, (slot) => values[slot]!);
}
