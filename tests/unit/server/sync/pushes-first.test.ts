// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushesFirst } from '../../../../server/sync/pushes-first';
import { base, call, createSpace, fakeCiphertext, hlc, makeDevice, makeSyncApp, recordKeyOf, signedRequest, type SyncHarness, type TestDevice } from './sync-helpers';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Whether `promise` has settled once every pending callback and timer due now has run. */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = false;
  void promise?.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return promise === undefined || done;
}

describe('createPushesFirst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a pull start at once when no push is in flight, before and after pushes', async () => {
    const gate = createPushesFirst(250);
    expect(gate.pullMayStart()).toBeUndefined();
    await gate.push(async () => 'answered');
    await expect(gate.push(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(gate.pullMayStart()).toBeUndefined();
  });

  it.each([
    ['answered', async (held: Promise<void>) => held],
    ['refused', async (held: Promise<void>) => held.then(() => Promise.reject(new Error('SPACE_FULL')))],
  ])('holds a pull until the last push in flight is %s', async (_outcome, work) => {
    const gate = createPushesFirst(250);
    const first = deferred();
    const second = deferred();
    const pushes = [gate.push(() => work(first.promise)).catch(() => {}), gate.push(() => work(second.promise)).catch(() => {})];
    const pull = gate.pullMayStart();
    expect(await settled(pull)).toBe(false);
    first.resolve();
    expect(await settled(pull)).toBe(false);
    second.resolve();
    await Promise.all(pushes);
    expect(await settled(pull)).toBe(true);
  });

  it('never holds a pull longer than its longest wait, however many pushes keep coming', async () => {
    const gate = createPushesFirst(250);
    const endless = deferred();
    void gate.push(() => endless.promise);
    const pull = gate.pullMayStart();
    await vi.advanceTimersByTimeAsync(249);
    expect(await settled(pull)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(pull)).toBe(true);
    // A pull that gave up waiting is not started again, and no timer is left behind by one that did not.
    const next = gate.pullMayStart();
    endless.resolve();
    expect(await settled(next)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never holds a pull when its longest wait is zero', () => {
    const gate = createPushesFirst(0);
    void gate.push(() => new Promise(() => {}));
    expect(gate.pullMayStart()).toBeUndefined();
  });
});

describe('a pull while a push is in flight', () => {
  let h: SyncHarness;
  let alice: TestDevice;
  let spaceId: string;
  afterEach(async () => h.close());

  const start = async (pullYieldMs: number) => {
    h = await makeSyncApp({}, { pullYieldMs });
    alice = await makeDevice();
    spaceId = await createSpace(h, alice);
  };
  /** Holds every push inside the store until released; `reached` resolves when one gets there. */
  const holdPushes = () => {
    const reached = deferred();
    const release = deferred();
    const store = h.store;
    const pushChanges = store.pushChanges.bind(store);
    store.pushChanges = async (...args) => {
      reached.resolve();
      await release.promise;
      return pushChanges(...args);
    };
    return { reached: reached.promise, release: release.resolve };
  };
  const change = { recordKey: recordKeyOf('moment'), hlc: hlc(1000), ciphertext: fakeCiphertext(40, 1) };
  const path = () => `${base}/spaces/${spaceId}/changes`;

  it('is answered after the push, with what the push stored', async () => {
    await start(60_000);
    const held = holdPushes();
    const answered: string[] = [];
    const pushing = call(h, 'POST', path(), alice, { spaceId, body: { changes: [change] } }).then((r) => (answered.push('push'), r));
    await held.reached;
    const pulling = call(h, 'GET', `${path()}?after=0`, alice, { spaceId }).then((r) => (answered.push('pull'), r));
    // Unheld, the pull would be answered within these milliseconds; held, it has not even been checked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toEqual([]);
    held.release();
    const [pushed, pulled] = await Promise.all([pushing, pulling]);
    expect(answered).toEqual(['push', 'pull']);
    expect(pushed).toEqual({ status: 200, json: { lastSeq: 1, stored: 1 } });
    expect(pulled.json).toMatchObject({ changes: [{ seq: 1, recordKey: change.recordKey }], lastSeq: 1 });
  });

  it('does not wait for a push whose body is still arriving: a slow upload is not the server\'s work', async () => {
    await start(60_000);
    const signed = await signedRequest('POST', path(), alice, { spaceId, body: { changes: [change] }, time: h.nextTime() });
    let upload!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        upload = controller;
        controller.enqueue(new TextEncoder().encode('{"changes":['));
      },
    });
    const headers = new Headers(signed.headers);
    headers.delete('content-length');
    const uploading = h.app.request(new Request(signed.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
    // Were the upload counted, this pull would wait the whole minute and the test would time out.
    const pulled = await call(h, 'GET', `${path()}?after=0`, alice, { spaceId });
    expect(pulled).toMatchObject({ status: 200, json: { changes: [], lastSeq: 0 } });
    upload.error(new Error('The phone lost its connection.'));
    expect((await uploading).status).toBeGreaterThanOrEqual(400);
  });

  it('is answered without it once it has waited its longest', async () => {
    await start(20);
    const held = holdPushes();
    const pushing = call(h, 'POST', path(), alice, { spaceId, body: { changes: [change] } });
    await held.reached;
    const pulled = await call(h, 'GET', `${path()}?after=0`, alice, { spaceId });
    expect(pulled).toMatchObject({ status: 200, json: { changes: [], lastSeq: 0 } });
    held.release();
    expect((await pushing).status).toBe(200);
  });
});
