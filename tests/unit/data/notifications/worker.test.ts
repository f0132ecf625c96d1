// @vitest-environment node
// What the service worker shows when a push cannot be read: never more than it knows.
import { describe, expect, it } from 'vitest';
import { sealPreview } from '@/data/notifications/preview';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/data/notifications/settings';
import { GENERIC_NOTICE, REMINDER_SHARED_TEXT, REMINDER_TEXT } from '@/data/notifications/text';
import { noticeFor, sameOriginUrl, type DeviceView } from '@/data/notifications/worker';
import { toBase64Url } from '@/data/sync/encoding';
import type { SyncSpace } from '@/data/sync/schema';

const now = new Date('2026-11-27T12:00:00.000Z');
const key = (fill: number) => toBase64Url(new Uint8Array(32).fill(fill));
const space = { spaceId: 'space-1', familyKey: key(1), keyring: [{ epoch: 0, key: key(1) }, { epoch: 1, key: key(2) }] } as unknown as SyncSpace;
const view = (patch: Partial<DeviceView> = {}): DeviceView => ({ space, settings: { ...DEFAULT_NOTIFICATION_SETTINGS, preview: 'full' }, sharedToday: false, ...patch });
const preview = { kind: 'moment' as const, postId: 'post_1', by: 'Ravi', type: 'photo' as const, caption: 'At the beach', at: now.toISOString() };
const family = async (keyring = space.keyring!, spaceId = 'space-1', patch: Record<string, unknown> = {}) => {
  const { epoch, sealed } = await sealPreview(keyring, spaceId, preview);
  return JSON.stringify({ v: 1, k: 'family', e: epoch, c: sealed, n: 1, p: '', ...patch });
};

describe('noticeFor', () => {
  it('shows the whole preview sealed under the current key', async () => {
    expect((await noticeFor(await family(), view(), now)).body).toBe('Ravi shared a photo: At the beach');
  });

  it.each<[string, () => Promise<string | null>, DeviceView | null]>([
    ['no payload', async () => null, view()],
    ['not JSON', async () => '{oops', view()],
    ['an unknown kind', async () => JSON.stringify({ v: 1, k: 'other' }), view()],
    ['no family space on this device', family, view({ space: null })],
    ['another space sealed it', () => family(space.keyring, 'space-2'), view()],
    ['a key this device never had', () => family([{ epoch: 2, key: key(9) }]), view()],
    ['the epoch was changed on the way', () => family(undefined, undefined, { e: 0 }), view()],
    ['the database could not be read', family, null],
  ])('shows the generic text for %s', async (_what, payload, device) => {
    expect(await noticeFor(await payload(), device, now)).toEqual({ title: 'Hearth', body: GENERIC_NOTICE, url: '/family', tag: 'hearth-family' });
  });

  it('says nothing of the moment when the choice is nothing, yet a tap still opens its day', async () => {
    const shown = await noticeFor(await family(), view({ settings: { ...DEFAULT_NOTIFICATION_SETTINGS, preview: 'none' } }), now);
    expect(shown.body).toBe(GENERIC_NOTICE);
    expect(shown.url).toMatch(/^\/family\/feeds\?view=calendar&month=2026-11&day=2026-11-2[78]$/);
  });

  it('shows no preview older than two days (a replay)', async () => {
    expect((await noticeFor(await family(), view(), new Date(now.getTime() + 3 * 86_400_000))).body).toBe(GENERIC_NOTICE);
  });

  it.each([
    [false, REMINDER_TEXT],
    [true, REMINDER_SHARED_TEXT],
  ])('words the reminder by whether the family shared today (%s)', async (sharedToday, body) => {
    expect(await noticeFor(JSON.stringify({ v: 1, k: 'reminder' }), view({ sharedToday }), now)).toEqual({ title: 'Hearth', body, url: '/family', tag: 'hearth-reminder' });
  });
});

describe('sameOriginUrl', () => {
  it.each([
    ['/family/feeds?view=calendar', 'https://hearth.example/family/feeds?view=calendar'],
    ['https://evil.example/family', 'https://hearth.example/family'],
    ['//evil.example/x', 'https://hearth.example/family'],
    [42, 'https://hearth.example/family'],
  ])('%s opens %s', (value, url) => {
    expect(sameOriginUrl(value, 'https://hearth.example')).toBe(url);
  });
});
