// @vitest-environment node
import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { startServer, type RunningServer } from '../../../server/node';
import { capturingLogger, pngBytes, pngDataUrl, postJson } from './helpers';

/**
 * SSRF: answer image URLs whose host NAME leads to the server's own machine. A target
 * server on loopback counts every request it gets; a refused fetch must never reach it.
 */

interface Target {
  server: Server;
  port: number;
  hits: string[];
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function startTarget(): Promise<Target> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes);
  });
  return { server, hits, port: await listen(server) };
}

/** A provider on loopback (so its own host is trusted) answering with the image URL under test. */
async function startProvider(answerImageUrl: () => string, redirectTo: () => string) {
  const server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: redirectTo() }).end();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `![x](${answerImageUrl()})` } }] }));
    });
  });
  return { server, port: await listen(server) };
}

const chatBody = {
  model: 'vision/model-1',
  messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: pngDataUrl } }] }],
};

describe('answer images whose host leads to a non-public address', () => {
  let target: Target;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let hearth: RunningServer;
  let imageUrl = '';
  let redirectUrl = '';
  let machineNameIsLoopback = false;

  beforeAll(async () => {
    target = await startTarget();
    provider = await startProvider(
      () => imageUrl,
      () => redirectUrl,
    );
    machineNameIsLoopback = (await lookup(hostname(), { all: true }).catch(() => [])).some((a) => a.address.startsWith('127.'));
    hearth = await startServer({
      env: { AI_GATEWAY_BASE_URL: `http://127.0.0.1:${provider.port}`, DATABASE_URL: ':memory:', STATIC_DIR: '/nonexistent' },
      port: 0,
      logger: capturingLogger(),
      // A name no real DNS knows, pointed at loopback: what a hostile DNS record would do.
      resolveHost: async (name) => (name === 'rebind.test' ? [{ address: '127.0.0.1', family: 4 }] : lookup(name, { all: true })),
    });
  });

  afterAll(async () => {
    await hearth.close();
    target.server.close();
    provider.server.close();
  });

  async function askWithImage(url: string): Promise<Response> {
    imageUrl = url;
    const request = postJson('/api/ai/v1/chat/completions', chatBody);
    return fetch(`${hearth.url}/api/ai/v1/chat/completions`, { method: 'POST', headers: request.headers, body: await request.text() });
  }

  const cases: [string, () => string][] = [
    ['a name that resolves to loopback', () => `http://rebind.test:${target.port}/x.png`],
    ['localhost', () => `http://localhost:${target.port}/x.png`],
    ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${target.port}/x.png`],
    ['a NAT64 address of loopback', () => `http://[64:ff9b::7f00:1]:${target.port}/x.png`],
    ['a redirect to a name that resolves to loopback', () => {
      redirectUrl = `http://rebind.test:${target.port}/x.png`;
      return `http://127.0.0.1:${provider.port}/redirect`;
    }],
    ['a redirect to loopback', () => {
      redirectUrl = `http://127.0.0.1:${target.port}/x.png`;
      return `http://127.0.0.1:${provider.port}/redirect`;
    }],
  ];

  it.each(cases)('refuses %s and never reaches the target', async (_label, url) => {
    const res = await askWithImage(url());
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_UPSTREAM_IMAGE' } });
    expect(target.hits).toEqual([]);
  });

  it('refuses the machine\'s own name from /etc/hosts', async (context) => {
    if (!machineNameIsLoopback) context.skip();
    const res = await askWithImage(`http://${hostname()}:${target.port}/x.png`);
    expect(res.status).toBe(502);
    expect(target.hits).toEqual([]);
  });
});
