// @vitest-environment node
import { memberCounts } from '@/features/dashboard/model/member-counts';
import { formatBytes, usagePercent } from '@/features/dashboard/model/storage-format';
import type { FamilyMember } from '@/data/types';

const member = (id: string, name: string): FamilyMember => ({ id, name, emoji: '🙂', color: '#f97316', initials: name.slice(0, 2) });

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
    [512, '512 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [23_400_000, '23 MB'],
    [1_234_567_890, '1.2 GB'],
    [5e15, '5000 TB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('usagePercent', () => {
  it.each([
    [0, 1000, 0],
    [1, 0, 0],
    [1, 1_000_000, 0.1],
    [55, 1000, 5.5],
    [333, 1000, 33],
    [2000, 1000, 100],
  ])('%d of %d → %d%%', (usage, quota, percent) => {
    expect(usagePercent(usage, quota)).toBe(percent);
  });
});

describe('memberCounts', () => {
  const members = [member('m1', 'Asha'), member('m2', 'Ravi'), member('m3', 'Mia')];

  it('lists every member in family order, 0 when they have not shared', () => {
    expect(memberCounts({ m2: 4, m1: 2 }, members)).toEqual([
      { member: members[0], count: 2 },
      { member: members[1], count: 4 },
      { member: members[2], count: 0 },
    ]);
  });

  it('sums posts from people outside the family last', () => {
    expect(memberCounts({ m1: 1, gone_1: 3, gone_2: 2 }, members).at(-1)).toEqual({ member: null, count: 5 });
  });

  it('works with no family', () => {
    expect(memberCounts({ x: 2 }, [])).toEqual([{ member: null, count: 2 }]);
  });
});
