// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatHlc, parseHlc, receiveHlc, shouldApplyRemote, tickHlc } from '@/data/sync/hlc';
import { isSyncedRecord } from '@/data/sync/synced-tables';
import { parseEvents } from '@/data/sync/event-stream';

const h = (wallMs: number, counter: number, deviceId = 'A') => formatHlc({ wallMs, counter, deviceId });

describe('hybrid logical clock', () => {
  it.each([
    ['first change takes the wall clock', null, 1000, h(1000, 0)],
    ['a later wall clock resets the counter', h(900, 5), 1000, h(1000, 0)],
    ['same millisecond counts up', h(1000, 0), 1000, h(1000, 1)],
    ['a wall clock gone backwards still moves forward', h(2000, 3), 1000, h(2000, 4)],
    ['a full counter moves to the next millisecond', h(1000, 999_999), 1000, h(1001, 0)],
  ])('tick: %s', (_name, last, now, expected) => {
    expect(tickHlc(last, now, 'A')).toBe(expected);
  });

  it.each([
    ['remote ahead of us', h(1000, 0), h(5000, 7, 'B'), 1000, h(5000, 8)],
    ['our wall clock ahead of both', h(1000, 0), h(2000, 0, 'B'), 9000, h(9000, 0)],
    ['same millisecond everywhere', h(1000, 4), h(1000, 2, 'B'), 1000, h(1000, 5)],
  ])('receive: %s', (_name, last, remote, now, expected) => {
    const next = receiveHlc(last, remote, now, 'A');
    expect(next).toBe(expected);
    expect(next > remote.replace(/-B$/, '-A') || next > remote).toBe(true);
  });

  it('orders as strings: time, then counter, then device', () => {
    expect(h(1000, 0, 'B') > h(999, 99, 'Z')).toBe(true);
    expect(h(1000, 1, 'A') > h(1000, 0, 'Z')).toBe(true);
    expect(h(1000, 1, 'B') > h(1000, 1, 'A')).toBe(true);
  });

  it('parses only clock values', () => {
    expect(parseHlc(h(12, 3, 'dev_1'))).toEqual({ wallMs: 12, counter: 3, deviceId: 'dev_1' });
    expect(parseHlc('12-3-dev')).toBeNull();
  });

  it.each([
    [undefined, h(1, 0), true],
    [h(1, 0), h(2, 0), true],
    [h(2, 0), h(1, 0), false],
    [h(1, 0), h(1, 0), false],
  ])('merge: local %s, remote %s → apply %s', (local, remote, apply) => {
    expect(shouldApplyRemote(local, remote)).toBe(apply);
  });
});

describe('what syncs', () => {
  it.each([
    ['posts', 'post_1', true],
    ['recipes', 'r', true],
    ['preferences', 'familyData', true],
    ['preferences', 'reflections_f_2025-01-01', true],
    ['preferences', 'moment_allocation_f_2025-01-01', true],
    ['preferences', 'offlineChoice', false],
    ['preferences', 'lastBackupAt', false],
    ['syncState', 'space', false],
  ])('%s/%s → %s', (table, id, synced) => {
    expect(isSyncedRecord(table, id)).toBe(synced);
  });
});

describe('event stream', () => {
  it('reads complete changes events and keeps the rest', () => {
    const { lastSeqs, rest } = parseEvents('event: changes\ndata: {"lastSeq":3}\n\n: ping\n\nevent: changes\ndata: {"lastSeq":4}\n\nevent: chan');
    expect(lastSeqs).toEqual([3, 4]);
    expect(rest).toBe('event: chan');
  });
});
