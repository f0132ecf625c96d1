// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createImageInliner, type ImageFetch } from '../../../server/inline-images';
import { createPinnedImageFetch, type ResolveHost } from '../../../server/node-image-fetch';
import { pngBytes, pngDataUrl } from './helpers';

let server: Server;
let port = 0;
const hits: { host: string | undefined; url: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ host: req.headers.host, url: req.url });
    const hop = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/x.png' }).end();
      return;
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  hits.length = 0;
});

function countingResolver(addresses: string[]): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (name: string) => {
    calls.push(name);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const signal = () => new AbortController().signal;

describe('createPinnedImageFetch', () => {
  it('connects to the address it resolved and checked, once, with the name as Host', async () => {
    const resolver = countingResolver(['127.0.0.1']);
    const fetchImage = createPinnedImageFetch(resolver);
    const res = await fetchImage(new URL(`http://img.invalid:${port}/x.png`), { signal: signal(), allowPrivateAddress: true });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pngBytes);
    expect(resolver.calls).toEqual(['img.invalid']);
    expect(hits).toEqual([{ host: `img.invalid:${port}`, url: '/x.png' }]);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['a public and a private answer', ['8.8.8.8', '127.0.0.1']],
    ['metadata', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['no address', []],
  ])('refuses a name resolving to %s without connecting', async (_label, addresses) => {
    const fetchImage = createPinnedImageFetch(countingResolver(addresses));
    await expect(
      fetchImage(new URL(`http://img.invalid:${port}/x.png`), { signal: signal(), allowPrivateAddress: false }),
    ).rejects.toThrow();
    expect(hits).toEqual([]);
  });

  it('refuses literal private addresses without asking the resolver', async () => {
    const resolver = countingResolver(['8.8.8.8']);
    const fetchImage = createPinnedImageFetch(resolver);
    await expect(fetchImage(new URL(`http://127.0.0.1:${port}/x.png`), { signal: signal(), allowPrivateAddress: false })).rejects.toThrow();
    await expect(fetchImage(new URL(`http://[::ffff:127.0.0.1]:${port}/x.png`), { signal: signal(), allowPrivateAddress: false })).rejects.toThrow();
    expect(resolver.calls).toEqual([]);
    expect(hits).toEqual([]);
  });
});

describe('createImageInliner over the pinned fetch', () => {
  const inlinerFor = (fetchImage: ImageFetch, options: { allowedHosts?: string[]; timeoutMs?: number } = {}) =>
    createImageInliner({
      fetchImage,
      timeoutMs: options.timeoutMs ?? 5_000,
      maxBytes: 1024 * 1024,
      // The test server stands in for a provider's own host, which may be private.
      trustedHosts: [`127.0.0.1:${port}`],
      allowedHosts: options.allowedHosts ?? [],
    });

  it('follows at most 2 redirects', async () => {
    const inline = inlinerFor(createPinnedImageFetch(countingResolver([])))();
    await expect(inline(`http://127.0.0.1:${port}/hop/1`)).resolves.toBe(pngDataUrl);
    hits.length = 0;
    await expect(inline(`http://127.0.0.1:${port}/hop/2`)).rejects.toMatchObject({ code: 'INVALID_UPSTREAM_IMAGE' });
    expect(hits.map((hit) => hit.url)).toEqual(['/hop/2', '/hop/1', '/hop/0']);
  });

  it('fetches only allow-listed hosts when AI_IMAGE_HOSTS is set', async () => {
    const resolver = countingResolver(['8.8.8.8']);
    const inline = inlinerFor(createPinnedImageFetch(resolver), { allowedHosts: ['cdn.example'] })();
    await expect(inline('https://other.example/x.png')).rejects.toMatchObject({ code: 'INVALID_UPSTREAM_IMAGE' });
    expect(resolver.calls).toEqual([]);
  });

  it('stops fetching when the browser goes away', async () => {
    const browser = new AbortController();
    const inline = inlinerFor(createPinnedImageFetch(countingResolver([])))(browser.signal);
    const pending = inline(`http://127.0.0.1:${port}/slow`);
    await vi.waitFor(() => expect(hits.map((hit) => hit.url)).toEqual(['/slow']));
    browser.abort();
    await expect(pending).rejects.toMatchObject({ status: 502 });
  });
});
