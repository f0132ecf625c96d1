// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NoticePreview } from '@/data/notifications/preview';
import { noticeUrl } from '@/data/notifications/text';
import { withTimeZone } from '../../with-time-zone';

const moment = (patch: Partial<NoticePreview> = {}): NoticePreview => ({
  kind: 'moment', postId: 'post_1', by: 'Ravi', type: 'photo', caption: 'At the beach', at: '2026-11-27T10:00:00.000Z', ...patch,
});

describe('noticeUrl: a tap opens the moment\'s day in Memories, in this device\'s time zone', () => {
  it.each<[string, string, Partial<NoticePreview>, string]>([
    ['a moment, on the day it was shared here', 'Asia/Kolkata', {}, '/family/feeds?view=calendar&month=2026-11&day=2026-11-27'],
    ['a moment shared late on this device\'s day before', 'America/Los_Angeles', { at: '2026-11-27T05:00:00.000Z' }, '/family/feeds?view=calendar&month=2026-11&day=2026-11-26'],
    ['a comment opens the day of the moment, not of the comment', 'Asia/Kolkata', { kind: 'comment', text: 'Hi', momentAt: '2026-10-31T10:00:00.000Z' }, '/family/feeds?view=calendar&month=2026-10&day=2026-10-31'],
  ])('opens %s (%s)', (_what, zone, patch, url) => {
    withTimeZone(zone, () => expect(noticeUrl(moment(patch))).toBe(url));
  });

  it('opens the family home without a preview', () => {
    expect(noticeUrl(null)).toBe('/family');
    expect(noticeUrl(moment({ at: 'yesterday' }))).toBe('/family');
  });

});
