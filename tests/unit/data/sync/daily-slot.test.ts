// The daily sharing rules (docs/product.md#daily-allocation) across devices. The allocation counts the day's
// synced moments, so a device learns of the other devices' shares as soon as their moments arrive,
// and two devices that both used the last slot while apart keep both moments; the next share on
// either is refused in the spec's words.
import { describe, expect, it } from 'vitest';
import { allocationWithMoments, type MomentShare } from '@/data/moment-records';
import { getAllocation, getDayShares, shareMoment } from '@/data/moments';
import { applyRemoteChanges, type RemoteChange } from '@/data/sync/apply';
import { splitRecordRef } from '@/data/sync/encoding';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import type { HearthDatabase } from '@/data/db';
import { preferenceKeys, type AllocationRecord, type ShareType } from '@/data/types';
import { allocationMessages, familyShareCount, recordShare, shareBlockReason } from '@/features/moments/model/allocation';
import { freshDb, makePost } from '../helpers';

const FAMILY = 'family_1';
const DATE = '2025-06-15';
const MEMBERS = ['m1', 'm2', 'm3'];
const record = (allocations: AllocationRecord['allocations']): AllocationRecord => ({ date: DATE, familyId: FAMILY, allocations });

describe('allocationWithMoments', () => {
  const cases: Array<[string, AllocationRecord | null, MomentShare[], AllocationRecord | null]> = [
    ['nothing shared today', null, [], null],
    ['the stored record alone', record({ m1: { text: true } }), [], record({ m1: { text: true } })],
    ['moments alone (their record lost to a later copy)', null, [{ userId: 'm2', type: 'photo' }], record({ m2: { photo: true } })],
    ['record and moments agree', record({ m1: { text: true } }), [{ userId: 'm1', type: 'text' }], record({ m1: { text: true } })],
    [
      'a moment from another device adds its flag',
      record({ m1: { text: true } }),
      [{ userId: 'm1', type: 'text' }, { userId: 'm2', type: 'mood' }],
      record({ m1: { text: true }, m2: { mood: true } }),
    ],
    ['a flag without its moment (deleted since) still counts', record({ m3: { gratitude: true } }), [], record({ m3: { gratitude: true } })],
    ['the same member and type twice is one flag', null, [{ userId: 'm1', type: 'photo' }, { userId: 'm1', type: 'photo' }], record({ m1: { photo: true } })],
    ['an unknown type is ignored', null, [{ userId: 'm1', type: 'hologram' as ShareType }], record({})],
  ];
  it.each(cases)('%s', (_name, stored, moments, expected) => {
    expect(allocationWithMoments(stored, moments, FAMILY, DATE)).toEqual(expected);
  });

  it('never changes the stored record', () => {
    const stored = record({ m1: { text: true } });
    allocationWithMoments(stored, [{ userId: 'm1', type: 'mood' }], FAMILY, DATE);
    expect(stored).toEqual(record({ m1: { text: true } }));
  });
});

/** A device with the family of three and sync on (its writes enter the outbox). */
async function device(deviceId: string): Promise<HearthDatabase> {
  const database = freshDb();
  const members = MEMBERS.map((id) => ({ id, name: id, emoji: '👤', color: '#f97316', initials: '' }));
  await database.preferences.put({ key: preferenceKeys.familyData, value: { familyName: 'Test', familyId: FAMILY, members } });
  await database.syncState.put({ key: SYNC_STATE.space, value: { deviceId } as SyncSpace });
  return database;
}

/** What the device sends: its outbox as changes, then emptied (the server is replaced by direct delivery). */
async function drain(database: HearthDatabase): Promise<RemoteChange[]> {
  const changes: RemoteChange[] = [];
  for (const entry of await database.syncOutbox.orderBy('hlc').toArray()) {
    const { table, id } = splitRecordRef(entry.ref);
    const value = (await database.table(table).get(id)) as Record<string, unknown> | undefined;
    changes.push({ hlc: entry.hlc, table, id, deleted: !value, value: value ?? null });
  }
  await database.syncOutbox.clear();
  return changes;
}

let posts = 0;
/** A share exactly as the share dialog makes it: the rules run inside the transaction (use-share-moment.ts). */
function share(database: HearthDatabase, memberId: string, type: ShareType) {
  posts += 1;
  const timestamp = new Date(2025, 5, 15, 9, posts).toISOString();
  return shareMoment(
    {
      familyId: FAMILY,
      date: DATE,
      post: makePost({ id: `post_${posts}`, userId: memberId, type, timestamp }),
      allocation: (current) => {
        const reason = shareBlockReason({ allocation: current, memberId, memberCount: MEMBERS.length, date: DATE, type });
        if (reason) throw new Error(reason);
        return recordShare(current, { date: DATE, familyId: FAMILY, memberId, type });
      },
    },
    database,
  );
}

async function exchange(a: HearthDatabase, b: HearthDatabase) {
  const [fromA, fromB] = [await drain(a), await drain(b)];
  await applyRemoteChanges(a, fromB, 'devA');
  await applyRemoteChanges(b, fromA, 'devB');
}

const todayOn = async (database: HearthDatabase) =>
  allocationWithMoments(await getAllocation(FAMILY, DATE, database), await getDayShares(DATE, database), FAMILY, DATE);

describe('the daily slots across two devices', () => {
  it('a device counts the moments shared on the other one', async () => {
    const [a, b] = [await device('devA'), await device('devB')];
    await share(a, 'm1', 'text');
    await share(a, 'm1', 'photo');
    await exchange(a, b);
    // m1 used both of their slots on A: B refuses a third in the spec's words.
    await expect(share(b, 'm1', 'mood')).rejects.toThrow(allocationMessages.memberLimitMulti);
    expect(await b.posts.count()).toBe(2);
  });

  it('a share made apart counts even when its allocation record lost to the other device\'s copy', async () => {
    const [a, b] = [await device('devA'), await device('devB')];
    await share(a, 'm1', 'text');
    await share(a, 'm1', 'photo');
    await exchange(a, b);
    await share(a, 'm2', 'mood');
    await share(b, 'm3', 'text');
    await exchange(a, b);
    for (const database of [a, b]) {
      // One copy of the record won: it holds 3 of the 4 shares; the moments hold all 4.
      expect(familyShareCount(await getAllocation(FAMILY, DATE, database))).toBe(3);
      expect(familyShareCount(await todayOn(database))).toBe(4);
      await expect(share(database, 'm2', 'gratitude')).rejects.toThrow(allocationMessages.familyCapReached);
      expect(await database.posts.count()).toBe(4);
    }
  });

  it('two devices apart both use the last slot: both moments are kept and the next share is refused', async () => {
    const [a, b] = [await device('devA'), await device('devB')];
    await share(a, 'm1', 'text');
    await share(a, 'm1', 'photo');
    await share(a, 'm2', 'mood');
    await exchange(a, b);
    // Apart (offline), each device sees 3 of 4 and shares the last slot.
    await share(a, 'm2', 'gratitude');
    await share(b, 'm3', 'text');
    await exchange(a, b);

    for (const database of [a, b]) {
      // Nothing is lost: all five moments are on both devices.
      const kept = (await database.posts.orderBy('timestamp').toArray()).map((p) => `${p.userId}:${p.type}`);
      expect(kept).toEqual(['m1:text', 'm1:photo', 'm2:mood', 'm2:gratitude', 'm3:text']);
      // The stored record is one preference and only one copy won...
      expect(familyShareCount(await getAllocation(FAMILY, DATE, database))).toBe(4);
      // ...but the day's moments carry both shares.
      expect(familyShareCount(await todayOn(database))).toBe(5);
      await expect(share(database, 'm3', 'photo')).rejects.toThrow(allocationMessages.familyCapReached);
      expect(await database.posts.count()).toBe(5);
    }
  });
});
