// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NoticePreview } from '@/data/notifications/preview';
import { GENERIC_NOTICE, isStale, noticeText, type PreviewChoice } from '@/data/notifications/text';

const at = '2026-11-27T10:00:00.000Z';
const moment = (patch: Partial<NoticePreview> = {}): NoticePreview => ({ kind: 'moment', postId: 'post_1', by: 'Ravi', type: 'photo', caption: 'At the beach', at, ...patch });

describe('noticeText', () => {
  it.each<[string, NoticePreview | null, PreviewChoice, number, string]>([
    ['a photo, whole preview', moment(), 'full', 1, 'Ravi shared a photo: At the beach'],
    ['a photo, name only', moment(), 'name', 1, 'Ravi shared a moment'],
    ['a photo, nothing', moment(), 'none', 1, GENERIC_NOTICE],
    ['a photo without a caption', moment({ caption: '' }), 'full', 1, 'Ravi shared a photo'],
    ['a text moment', moment({ type: 'text', caption: 'We baked bread' }), 'full', 1, 'Ravi shared a moment: We baked bread'],
    ['a mood', moment({ type: 'mood', emoji: '😊', caption: 'Sunny' }), 'full', 1, 'Ravi shared their mood 😊: Sunny'],
    ['a gratitude', moment({ type: 'gratitude', caption: 'For Nani' }), 'full', 1, 'Ravi shared a gratitude: For Nani'],
    ['a reaction', moment({ kind: 'reaction', emoji: '❤️' }), 'full', 1, 'Ravi reacted ❤️ to your moment: At the beach'],
    ['a reaction, name only', moment({ kind: 'reaction', emoji: '❤️' }), 'name', 1, 'Ravi reacted to your moment'],
    ['a comment', moment({ kind: 'comment', text: 'So lovely' }), 'full', 1, 'Ravi commented on your moment: “So lovely”'],
    ['a comment, name only', moment({ kind: 'comment', text: 'So lovely' }), 'name', 1, 'Ravi commented on your moment'],
    ['several coalesced', moment(), 'full', 3, 'Ravi shared a photo: At the beach (and 2 more)'],
    ['several, nothing', moment(), 'none', 3, GENERIC_NOTICE],
    ['a preview that did not open', null, 'full', 1, GENERIC_NOTICE],
  ])('%s', (_what, preview, choice, count, text) => {
    expect(noticeText(preview, choice, count)).toBe(text);
  });

  it('treats a preview older than two days as no news', () => {
    expect(isStale(moment(), Date.parse(at) + 47 * 3_600_000)).toBe(false);
    expect(isStale(moment(), Date.parse(at) + 49 * 3_600_000)).toBe(true);
    expect(isStale(moment({ at: 'yesterday' }), Date.parse(at))).toBe(true);
  });
});
