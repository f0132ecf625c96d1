// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { EnvSource } from '../../../../server/config';
import type { TestDevice } from '../sync/sync-helpers';
import { makePushHarness, sealedOf, topicOf, type PushHarness } from './push-helpers';

const MOMENTS = topicOf('moments');
const minute = 60_000;
let h: PushHarness;
afterEach(async () => h.close());

async function family(env: EnvSource = {}, registration: Record<string, unknown> = {}) {
  h = await makePushHarness(env);
  const bob = await h.addDevice();
  const subscription = h.standIn.subscription();
  const answer = await h.call('PUT', '/push', bob, { endpoint: subscription.endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [], ...registration });
  expect(answer.status).toBe(204);
  return { bob, subscription, path: new URL(subscription.endpoint).pathname };
}

const notify = (fill: number) => h.call('POST', '/notify', h.alice, { topic: MOMENTS, epoch: 0, sealed: sealedOf(fill) });
const payloads = () => h.standIn.received.map((push) => JSON.parse(push.plaintext ?? '{}') as { k: string; c?: string; n?: number });
async function settle() {
  await h.push.idle();
  await h.push.runDue();
  await h.push.idle();
}

describe('bounded delivery', () => {
  it('coalesces a burst: the first at once, what follows within the gap as one, carrying the newest preview', async () => {
    await family({ PUSH_COALESCE_SECONDS: '60' });
    for (let fill = 1; fill <= 4; fill += 1) await notify(fill);
    await settle();
    expect(payloads()).toEqual([expect.objectContaining({ c: sealedOf(1), n: 1 })]);
    h.clock.now += 59_000;
    await settle();
    expect(h.standIn.received).toHaveLength(1);
    h.clock.now += 1_000;
    await settle();
    expect(payloads()).toEqual([expect.objectContaining({ c: sealedOf(1), n: 1 }), expect.objectContaining({ c: sealedOf(4), n: 3 })]);
  });

  it('holds a device to its pushes an hour; the rest go out as one when the hour is over', async () => {
    await family({ PUSH_PER_DEVICE_PER_HOUR: '3' });
    for (let fill = 1; fill <= 7; fill += 1) {
      await notify(fill);
      await settle();
    }
    expect(h.standIn.received).toHaveLength(3);
    h.clock.now += 59 * minute;
    await settle();
    expect(h.standIn.received).toHaveLength(3);
    h.clock.now += minute;
    await settle();
    expect(payloads().at(-1)).toMatchObject({ c: sealedOf(7), n: 4 });
    expect(h.standIn.received).toHaveLength(4);
  });

  it('keeps quiet hours: what arrives in them waits until they end', async () => {
    // 12:00 UTC now; quiet from 11:30 to 12:30 UTC (the device's local 22:30 to 23:30, say).
    await family({}, { schedule: [{ from: 0, reminder: null, quiet: [690, 750] }] });
    await notify(1);
    await notify(2);
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    h.clock.now += 29 * minute;
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    h.clock.now += minute;
    await settle();
    expect(payloads()).toEqual([expect.objectContaining({ c: sealedOf(2), n: 2 })]);
  });

  it('sends a notice held for quiet hours as soon as the device ends them, without waiting for a tick', async () => {
    const { bob, subscription } = await family({}, { schedule: [{ from: 0, reminder: null, quiet: [690, 750] }] });
    await notify(1);
    await h.push.idle();
    expect(h.standIn.received).toHaveLength(0);
    const answer = await h.call('PUT', '/push', bob, { endpoint: subscription.endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [] });
    expect(answer.status).toBe(204);
    await h.push.idle();
    expect(payloads()).toEqual([expect.objectContaining({ c: sealedOf(1), n: 1 })]);
  });

  it('backs off after a failure instead of retrying at once, and tries once more later', async () => {
    const { path } = await family();
    h.standIn.answer(path, 503);
    await notify(1);
    await settle();
    expect(h.standIn.received).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) {
      h.clock.now += 10_000;
      await settle();
    }
    expect(h.standIn.received).toHaveLength(1);
    h.standIn.answer(path, 201);
    h.clock.now += 10_000;
    await settle();
    expect(h.standIn.received).toHaveLength(2);
    expect(JSON.parse(h.standIn.received[1]!.plaintext!)).toMatchObject({ c: sealedOf(1), n: 1 });
  });

  it('drops a held notice older than its time to live', async () => {
    const { bob } = await family({ PUSH_TTL_SECONDS: '3600' }, { schedule: [{ from: 0, reminder: null, quiet: [0, 1439] }] });
    await notify(1);
    expect(await h.pushStore.get(h.spaceId, bob.deviceId)).toMatchObject({ pendingCount: 1 });
    h.clock.now += 61 * minute;
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    expect(await h.pushStore.get(h.spaceId, bob.deviceId)).toMatchObject({ pendingCount: 0, pendingSealed: null });
  });
});

describe('the daily reminder', () => {
  // 12:00 UTC now; the device chose its local 19:30, which is 14:00 UTC (UTC+5:30).
  const schedule = [{ from: 0, reminder: 14 * 60, quiet: null }];

  it('leaves the server at the chosen minute, not before, and once a day', async () => {
    const { bob } = await family({}, { schedule });
    expect((await h.call('GET', '/push', bob)).json).toMatchObject({ nextReminderAt: '2026-11-27T14:00:00.000Z' });
    h.clock.now = Date.UTC(2026, 10, 27, 13, 59, 59);
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    h.clock.now = Date.UTC(2026, 10, 27, 14, 0, 0);
    await settle();
    expect(payloads()).toEqual([expect.objectContaining({ k: 'reminder' })]);
    expect(h.standIn.received[0]!.headers.ttl).toBe('3600');
    h.clock.now += 10 * minute;
    await settle();
    expect(h.standIn.received).toHaveLength(1);
    h.clock.now = Date.UTC(2026, 10, 28, 14, 0, 30);
    await settle();
    expect(h.standIn.received).toHaveLength(2);
  });

  it('follows the device into summer time: the next segment of its schedule', async () => {
    const change = Date.UTC(2026, 10, 28, 0, 0);
    const { bob } = await family({}, { schedule: [{ from: 0, reminder: 14 * 60, quiet: null }, { from: change, reminder: 13 * 60, quiet: null }] });
    h.clock.now = Date.UTC(2026, 10, 27, 14, 1);
    expect((await h.call('GET', '/push', bob)).json).toMatchObject({ nextReminderAt: '2026-11-28T13:00:00.000Z' });
    h.clock.now = Date.UTC(2026, 10, 28, 13, 0);
    await settle();
    expect(payloads()).toEqual([expect.objectContaining({ k: 'reminder' })]);
  });

  it('stays quiet on a day the device already saw the family share', async () => {
    await family({}, { schedule, skipReminderUntil: Date.UTC(2026, 10, 27, 18, 30) });
    h.clock.now = Date.UTC(2026, 10, 27, 14, 0);
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    h.clock.now = Date.UTC(2026, 10, 28, 14, 0);
    await settle();
    expect(h.standIn.received).toHaveLength(1);
  });

  it('is not sent for a minute already past when the time is set, nor long after a downtime', async () => {
    h = await makePushHarness();
    const bob: TestDevice = await h.addDevice();
    const subscription = h.standIn.subscription();
    // Set at 12:00 for 11:50 UTC: today's has passed.
    await h.call('PUT', '/push', bob, { endpoint: subscription.endpoint, keys: subscription.keys, topics: [], schedule: [{ from: 0, reminder: 710, quiet: null }] });
    await settle();
    expect(h.standIn.received).toHaveLength(0);
    // The server was down from before 11:50 until 12:10 the next day: too late, skipped.
    h.clock.now = Date.UTC(2026, 10, 28, 12, 10);
    await settle();
    expect(h.standIn.received).toHaveLength(0);
  });
});
