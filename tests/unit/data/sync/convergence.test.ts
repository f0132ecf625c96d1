// Property: random changes on three devices, delivered late, duplicated and reordered,
// always converge to the same database. Real Dexie databases, the real outbox middleware and the
// real apply step; only the server is replaced by direct delivery.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRemoteChanges, type RemoteChange } from '@/data/sync/apply';
import { splitRecordRef } from '@/data/sync/encoding';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import type { HearthDatabase } from '@/data/db';
import { freshDb, makePost } from '../helpers';

const DEVICES = ['devA', 'devB', 'devC'];
const IDS = ['p1', 'p2', 'p3'];

type Step =
  | { kind: 'write'; device: number; id: number; text: string }
  | { kind: 'delete'; device: number; id: number }
  | { kind: 'deliver'; device: number; pick: number; duplicate: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), device: fc.nat(2), id: fc.nat(2), text: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant('delete' as const), device: fc.nat(2), id: fc.nat(2) }),
  fc.record({ kind: fc.constant('deliver' as const), device: fc.nat(2), pick: fc.nat(20), duplicate: fc.boolean() }),
);

/** What the device would send: its outbox, read as changes, then emptied. */
async function drain(database: HearthDatabase): Promise<RemoteChange[]> {
  const entries = await database.syncOutbox.orderBy('hlc').toArray();
  const changes: RemoteChange[] = [];
  for (const entry of entries) {
    const { table, id } = splitRecordRef(entry.ref);
    const value = (await database.table(table).get(id)) as Record<string, unknown> | undefined;
    changes.push({ hlc: entry.hlc, table, id, deleted: !value, value: value ?? null });
  }
  await database.syncOutbox.clear();
  return changes;
}

describe('three devices converge', () => {
  it('whatever the order, lateness or duplication of deliveries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const dbs = DEVICES.map(() => freshDb());
        await Promise.all(dbs.map((database, i) => database.syncState.put({ key: SYNC_STATE.space, value: { deviceId: DEVICES[i] } as SyncSpace })));
        const inbox: RemoteChange[][] = DEVICES.map(() => []);
        const send = async (from: number) => {
          const changes = await drain(dbs[from]!);
          for (let to = 0; to < DEVICES.length; to++) if (to !== from) inbox[to]!.push(...changes);
        };
        for (const s of steps) {
          const database = dbs[s.device]!;
          if (s.kind === 'write') {
            await database.posts.put(makePost({ id: IDS[s.id]!, content: `${DEVICES[s.device]}:${s.text}` }));
            await send(s.device);
          } else if (s.kind === 'delete') {
            await database.posts.delete(IDS[s.id]!);
            await send(s.device);
          } else if (inbox[s.device]!.length > 0) {
            const queue = inbox[s.device]!;
            const index = s.pick % queue.length;
            const change = queue[index]!;
            if (!s.duplicate) queue.splice(index, 1);
            await applyRemoteChanges(database, [change], DEVICES[s.device]!);
          }
        }
        // Everything still in flight arrives, newest first to stress the order.
        for (let to = 0; to < DEVICES.length; to++) await applyRemoteChanges(dbs[to]!, [...inbox[to]!].reverse(), DEVICES[to]!);
        const states = await Promise.all(dbs.map((database) => database.posts.orderBy('id').toArray()));
        expect(states[1]).toEqual(states[0]);
        expect(states[2]).toEqual(states[0]);
        await Promise.all(dbs.map((database) => database.delete()));
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
