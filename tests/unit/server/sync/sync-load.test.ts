// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runSyncLoad, type LoadAnswer, type LoadRequest } from '../../../../scripts/sync-load.mjs';
import { base, call, useSpace } from './sync-helpers';

const space = useSpace();

/** The load's requests, answered by the app in this process. */
async function sendToApp({ method, url, headers, body }: LoadRequest): Promise<LoadAnswer> {
  const response = await space.h.app.request(url, { method, headers, body });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('sync server under load', () => {
  it('serves 100 devices pushing and pulling at once with bounded memory', async () => {
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    try {
      const result = await runSyncLoad({ send: sendToApp, spaces: 10, devicesPerSpace: 10, pushesPerDevice: 1 });
      expect(result.devices).toBe(100);
      expect(result.push.count).toBe(100);
      // Every device pulled everything its space pushed so far; nothing failed (failures throw).
      expect(result.pull.count).toBeGreaterThanOrEqual(100);
      console.info(
        `sync load: 100 devices, push p50 ${result.push.p50.toFixed(0)} ms p95 ${result.push.p95.toFixed(0)} ms, ` +
          `pull p50 ${result.pull.p50.toFixed(0)} ms p95 ${result.pull.p95.toFixed(0)} ms, ` +
          `${(result.wallMs / 1000).toFixed(1)} s, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB (+${((peakRss - rssBefore) / 2 ** 20).toFixed(0)} MB)`,
      );
      expect(peakRss - rssBefore).toBeLessThan(300 * 2 ** 20);
    } finally {
      clearInterval(sampler);
    }
    // The space of the fixture is untouched by the others' load.
    const pulled = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/changes`, space.alice, { spaceId: space.spaceId });
    expect(pulled.json).toMatchObject({ changes: [], lastSeq: 0, hasMore: false });
  }, 60_000);
});
