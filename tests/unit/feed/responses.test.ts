import { describe, expect, it } from 'vitest';
import type { Comment, FamilyMember, Reaction } from '@/data/types';
import {
  ACTING_MEMBER_MS,
  actingMemberAt,
  commentCountLabel,
  reactionLabel,
  responderOf,
  summarizeReactions,
  visibleComments,
} from '@/features/feed/model/responses';

const asha: FamilyMember = { id: 'm1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' };
const ravi: FamilyMember = { id: 'm2', name: 'Ravi', emoji: '🚲', color: '#14b8a6', initials: 'RA' };
const reaction = (memberId: string, emoji: Reaction['emoji']): Reaction => ({ id: `${memberId}${emoji}`, postId: 'p', memberId, emoji, timestamp: '2026-01-01T00:00:00.000Z' });
const comment = (n: number): Comment => ({ id: `c${n}`, postId: 'p', memberId: 'm1', text: `${n}`, timestamp: `2026-01-01T00:0${n}:00.000Z` });

describe('summarizeReactions', () => {
  it('counts each reaction, marks the acting member’s as pressed and names who, a former member as "Family member"', () => {
    const summary = summarizeReactions([reaction('m1', '❤️'), reaction('gone', '❤️'), reaction('m2', '😂')], [asha, ravi], 'm2');
    expect(summary.map((s) => [s.emoji, s.count, s.pressed])).toEqual([
      ['❤️', 2, false],
      ['😂', 1, true],
      ['😮', 0, false],
      ['👏', 0, false],
      ['🙏', 0, false],
      ['🥹', 0, false],
    ]);
    expect(summary[0]!.who.map((w) => w.name)).toEqual(['Asha', 'Family member']);
  });
});

describe('labels', () => {
  it.each([
    [{ name: 'heart', count: 0 }, 'React with heart, 0 reactions'],
    [{ name: 'heart', count: 1 }, 'React with heart, 1 reaction'],
    [{ name: 'touched', count: 2 }, 'React with touched, 2 reactions'],
  ])('%o -> %s', (summary, label) => expect(reactionLabel(summary)).toBe(label));

  it.each([
    [0, 'Comment'],
    [1, '1 comment'],
    [3, '3 comments'],
  ])('%i comments -> %s', (count, label) => expect(commentCountLabel(count)).toBe(label));
});

describe('visibleComments', () => {
  const thread = [1, 2, 3, 4].map(comment);
  it.each([
    [thread.slice(0, 2), false, ['c1', 'c2']],
    [thread, false, ['c3', 'c4']],
    [thread, true, ['c1', 'c2', 'c3', 'c4']],
    [[], false, []],
  ])('collapses long threads to the newest two, oldest first', (comments, expanded, ids) => {
    expect(visibleComments(comments, expanded).map((c) => c.id)).toEqual(ids);
  });
});

describe('actingMemberAt', () => {
  const at = 1_000_000;
  it.each([
    ['nobody chose yet', null, at, [asha, ravi], null],
    ['chosen a minute ago', { memberId: 'm2', at }, at + 60_000, [asha, ravi], 'm2'],
    ['the page clock is a little behind the choice', { memberId: 'm2', at }, at - 30_000, [asha, ravi], 'm2'],
    ['chosen longer ago than the window', { memberId: 'm2', at }, at + ACTING_MEMBER_MS + 1, [asha, ravi], null],
    ['the member left the family', { memberId: 'm2', at }, at, [asha], 'm1'],
    ['a family of one is never asked', null, at, [asha], 'm1'],
    ['the chosen member was deleted', { memberId: 'm9', at }, at, [asha, ravi], null],
  ])('%s', (_, choice, now, members, expected) => {
    expect(actingMemberAt(choice, now, members)).toBe(expected);
  });

  it('responderOf names a member or "Family member"', () => {
    expect(responderOf('m1', [asha]).name).toBe('Asha');
    expect(responderOf('x', [asha])).toEqual({ name: 'Family member', initials: '?', known: false });
  });
});

describe('toggledLocally (the card before the write commits)', () => {
  it('adds the tapped reaction, or takes the member’s own back, leaving the others', async () => {
    const { toggledLocally } = await import('@/features/feed/api/use-reactions');
    const now = new Date('2026-01-01T00:00:00.000Z');
    const start = [reaction('m1', '❤️'), reaction('m2', '❤️')];
    const added = toggledLocally(start, { postId: 'p', memberId: 'm1', emoji: '😂' }, now);
    expect(added.map((r) => [r.memberId, r.emoji])).toEqual([['m1', '❤️'], ['m2', '❤️'], ['m1', '😂']]);
    const removed = toggledLocally(start, { postId: 'p', memberId: 'm2', emoji: '❤️' }, now);
    expect(removed.map((r) => r.memberId)).toEqual(['m1']);
  });
});
