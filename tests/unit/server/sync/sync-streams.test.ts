// @vitest-environment node
// One client must not take every live connection: streams are capped per device and per address.
import { describe, expect, it } from 'vitest';
import { base, createSpace, makeDevice, signedRequest, type TestDevice, useSpace } from './sync-helpers';

const space = useSpace();

async function openStream(device: TestDevice, spaceId: string, client = '203.0.113.7') {
  const response = await space.h.app.request(
    await signedRequest('GET', `${base}/spaces/${spaceId}/events`, device, { spaceId, time: space.h.nextTime(), tamper: (h) => void (h['x-test-client'] = client) }),
  );
  return response;
}

describe('live streams are shared out', () => {
  it('gives a device two streams; a third gets 429 TOO_MANY_STREAMS with Retry-After until one closes', async () => {
    const first = await openStream(space.alice, space.spaceId);
    const second = await openStream(space.alice, space.spaceId);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openStream(space.alice, space.spaceId);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(30);
    expect(await third.json()).toMatchObject({ error: { code: 'TOO_MANY_STREAMS', message: expect.stringMatching(/open twice on this device/) } });
    await first.body!.cancel();
    await expect.poll(async () => {
      const again = await openStream(space.alice, space.spaceId);
      await again.body?.cancel();
      return again.status;
    }).toBe(200);
    await second.body!.cancel();
  });

  it('gives a client address SYNC_MAX_STREAMS_PER_ADDRESS streams across its devices; another family keeps its stream', async () => {
    await space.restart({ SYNC_MAX_STREAMS_PER_ADDRESS: '3' });
    const devices = await Promise.all([makeDevice(), makeDevice()]);
    const spaces = await Promise.all(devices.map((device) => createSpace(space.h, device)));
    const open = [
      await openStream(devices[0]!, spaces[0]!, '198.51.100.5'),
      await openStream(devices[0]!, spaces[0]!, '198.51.100.5'),
      await openStream(devices[1]!, spaces[1]!, '198.51.100.5'),
    ];
    expect(open.map((response) => response.status)).toEqual([200, 200, 200]);
    const refused = await openStream(devices[1]!, spaces[1]!, '198.51.100.5');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'TOO_MANY_STREAMS', message: expect.stringMatching(/from this network/) } });
    const neighbour = await openStream(space.alice, space.spaceId, '192.0.2.44');
    expect(neighbour.status).toBe(200);
    await Promise.all([...open, neighbour].map((response) => response.body!.cancel()));
  });
});
