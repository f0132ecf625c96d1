import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/data/sync/client';

// After a long time offline the live stream's back-off reaches 30 s; coming back
// online must reconnect at once, not after the rest of that wait.
const attempts: number[] = [];
vi.mock('@/data/sync/client', async (importOriginal) => {
  const original = await importOriginal<typeof Client>();
  return {
    ...original,
    syncFetch: vi.fn(async () => {
      attempts.push(Date.now());
      throw new TypeError('Failed to fetch');
    }),
  };
});

const { SyncEngine } = await import('@/data/sync/engine');
const { SYNC_STATE } = await import('@/data/sync/schema');
const { freshDb } = await import('../helpers');

async function liveEngine() {
  const database = freshDb();
  const space = { spaceId: 'space', deviceId: 'devA', familyKey: 'A'.repeat(43), memberId: null, signing: { privateKey: {} } };
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  const engine = new SyncEngine(database);
  // As after load(): the space and its keys (the stream never needs the keys themselves).
  Object.assign(engine, { space, keys: {} });
  return engine;
}

afterEach(() => {
  vi.useRealTimers();
  attempts.length = 0;
});

describe('the live stream after a long time offline', () => {
  it('backs off up to 30 s while offline, and reconnects at once when woken', async () => {
    const engine = await liveEngine();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    engine.startLive();
    // 1 + 2 + 4 + 8 + 16 + 30 s of failures: the wait has reached its ceiling.
    await vi.advanceTimersByTimeAsync(61_000 + 100);
    expect(attempts).toHaveLength(7);
    expect(engine.getStatus().state).toBe('offline');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toHaveLength(7);
    engine.reconnectLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(8);
    // The next wait starts again from 1 s.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toHaveLength(9);
    engine.stop();
  });

  it('without a wake, the next try waits for the back-off', async () => {
    const engine = await liveEngine();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    engine.startLive();
    await vi.advanceTimersByTimeAsync(61_100);
    engine.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(7);
  });
});
