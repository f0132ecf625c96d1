// Fixture builders for family data and posts, shared by the feed, memories, dashboard and home
// stories, unit tests and e2e seeds. Deterministic: no Math.random, no Date.now().
import {
  preferenceKeys,
  type CompletedTask,
  type CookingSession,
  type FamilyData,
  type FamilyMember,
  type Post,
  type Preference,
  type ShareType,
} from '@/data/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The stories' fixed clock: Sunday 15 June 2025, 14:30 local time. */
export const FIXED_NOW = new Date(2025, 5, 15, 14, 30, 0);

export const demoMembers: FamilyMember[] = [
  { id: 'member_1700000000000_asha', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
  { id: 'member_1700000000001_ravi', name: 'Ravi Kumar', emoji: '🚲', color: '#14b8a6', initials: 'RK' },
  { id: 'member_1700000000002_mia', name: 'Mia', emoji: '🦄', color: '#eab308', initials: 'MI' },
  { id: 'member_1700000000003_leo', name: 'Leo', emoji: '⚽', color: '#3b82f6', initials: 'LE' },
];

export const demoFamily: FamilyData = {
  familyName: 'The Kumars',
  familyId: 'family_1700000000000_demo',
  members: demoMembers,
};

export function familyPreference(family: FamilyData = demoFamily): Preference {
  return { key: preferenceKeys.familyData, value: family };
}

export function memberAt(index: number): FamilyMember {
  return demoMembers[((index % demoMembers.length) + demoMembers.length) % demoMembers.length] as FamilyMember;
}

/** ISO timestamp `ms` before `now`. */
export function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}
export const minutesAgo = (now: Date, minutes: number) => before(now, minutes * MINUTE);
export const hoursAgo = (now: Date, hours: number) => before(now, hours * HOUR);
export const daysAgo = (now: Date, days: number) => before(now, days * DAY);

const PALETTES = [
  ['#f97316', '#fde68a'],
  ['#14b8a6', '#cffafe'],
  ['#a855f7', '#fce7f3'],
  ['#3b82f6', '#dbeafe'],
  ['#10b981', '#fef9c3'],
  ['#f59e0b', '#ffedd5'],
] as const;

/**
 * A small, real image as a data URL (an SVG scene: sky, sun and hills), different for each `n`,
 * so photo grids and the viewer show distinguishable pictures without binary files.
 */
export function demoPhoto(n: number): string {
  const [a, b] = PALETTES[n % PALETTES.length] ?? PALETTES[0];
  const sunX = 60 + ((n * 37) % 180);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/>` +
    `<stop offset="1" stop-color="${a}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>` +
    `<circle cx="${sunX}" cy="70" r="30" fill="#fff7ed" opacity="0.9"/>` +
    `<path d="M0 200 Q80 ${140 + (n % 4) * 10} 160 190 T320 180 V240 H0Z" fill="${a}" opacity="0.85"/>` +
    `<text x="300" y="228" font-family="sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="end">${n + 1}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function demoPhotos(count: number, start = 0): string[] {
  return Array.from({ length: count }, (_, i) => demoPhoto(start + i));
}

/** A post shared by `member`, with the member's colour and initials as the share dialog stores them. */
export function makePost(overrides: Partial<Post> & { id: string }, member: FamilyMember = memberAt(0)): Post {
  return {
    userId: member.id,
    userName: member.name,
    userImage: member.emoji,
    type: 'text',
    content: 'We built a blanket fort and told stories inside it.',
    timestamp: FIXED_NOW.toISOString(),
    likes: 0,
    comments: 0,
    memberColor: member.color,
    memberInitials: member.initials,
    ...overrides,
  };
}

const TEXTS = [
  'We built a blanket fort and told stories inside it.',
  'Leo taught everyone his secret handshake.',
  'Evening walk to the park; we counted eleven dogs.',
  'Board game night: Mia won twice and did a victory dance.',
  'We cooked pancakes together and made a big mess.',
];
const GRATITUDES = [
  'Grandma calling us just to say hello.',
  'A sunny Saturday with nowhere to be.',
  'Ravi fixing my bike without being asked.',
];
const MOODS = ['😊', '😂', '🥰', '😌', '🤗', '😆', '🙂', '😍', '🤩', '😇'];

/**
 * `count` varied posts, newest first: types cycle text, photo, mood, gratitude; members cycle; one
 * post every `spacingHours` hours back from `now`. Ids are `post_<index>` (zero-padded).
 */
// The types the sample posts take turns through: the four without a recording, so that a voice note
// or video (which needs its bytes in the database) appears only in the stories made for it.
const SAMPLE_TYPES: readonly ShareType[] = ['text', 'photo', 'mood', 'gratitude'];

export function samplePosts(count: number, now: Date = FIXED_NOW, spacingHours = 7): Post[] {
  return Array.from({ length: count }, (_, i) => {
    const type = SAMPLE_TYPES[i % SAMPLE_TYPES.length] ?? 'text';
    const member = memberAt(Math.floor(i / SAMPLE_TYPES.length) + i);
    const base = {
      id: `post_${String(i).padStart(5, '0')}`,
      type,
      timestamp: hoursAgo(now, i * spacingHours + 0.25),
    };
    switch (type) {
      case 'photo': {
        const imageUrls = demoPhotos(1 + (i % 3), i);
        return makePost({ ...base, content: 'Our afternoon in pictures', imageUrls, imageUrl: imageUrls[0] }, member);
      }
      case 'mood':
        return makePost({ ...base, content: 'Feeling cosy after dinner', mood: MOODS[i % MOODS.length] }, member);
      case 'gratitude':
        return makePost({ ...base, content: GRATITUDES[i % GRATITUDES.length] ?? '' }, member);
      default:
        return makePost({ ...base, content: TEXTS[i % TEXTS.length] ?? '' }, member);
    }
  });
}

/** One post a day for `days` consecutive local days ending `endDaysAgo` days before `now` (at 10:00 local). */
export function dailyPosts(days: number, now: Date = FIXED_NOW, endDaysAgo = 0, idPrefix = 'daily'): Post[] {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - endDaysAgo - i, 10, 0);
    const member = memberAt(i);
    const type = SAMPLE_TYPES[i % SAMPLE_TYPES.length] ?? 'text';
    return makePost(
      {
        id: `${idPrefix}_${String(i).padStart(4, '0')}`,
        type,
        timestamp: at.toISOString(),
        content: type === 'gratitude' ? (GRATITUDES[i % GRATITUDES.length] ?? '') : (TEXTS[i % TEXTS.length] ?? ''),
        ...(type === 'mood' ? { mood: MOODS[i % MOODS.length] } : {}),
        ...(type === 'photo' ? { imageUrls: demoPhotos(2, i), imageUrl: demoPhoto(i) } : {}),
      },
      member,
    );
  });
}

/** `count` completed daily moments, one a day going back from `now`. */
export function completedTasks(count: number, now: Date = FIXED_NOW): CompletedTask[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `task_${String(i).padStart(4, '0')}`,
    userId: memberAt(i).id,
    completedAt: new Date(now.getFullYear(), now.getMonth(), now.getDate() - i, 19, 0).toISOString(),
    taskTitle: 'Family weather report',
  }));
}

/** `count` cooking sessions (recipes cooked), one a week going back from `now`. */
export function cookingSessions(count: number, now: Date = FIXED_NOW): CookingSession[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `session_${String(i).padStart(4, '0')}`,
    recipeId: 'default-dal',
    recipeName: 'Grandma Dal',
    date: new Date(now.getFullYear(), now.getMonth(), now.getDate() - i * 7, 18, 0).toISOString(),
    photos: [],
    familyNotes: 'Everyone chopped something.',
    familyId: demoFamily.familyId,
  }));
}

/** The preference recording when the last backup was exported (for the 14-day backup reminder). */
export function lastBackupPreference(at: Date): Preference {
  return { key: preferenceKeys.lastBackupAt, value: at.toISOString() };
}
