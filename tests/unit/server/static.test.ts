// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeFileReader } from '../../../server/node';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, appShellLinkHeader, cacheControlFor, safeRelativePath } from '../../../server/static';
import { makeApp } from './helpers';

const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const appJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist: string;
beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'hearth-static-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), appJs);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(appJs));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(dist, 'assets', 'logo-def456.png'), new Uint8Array([137, 80, 78, 71]));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Hearth"}');
  writeFileSync(join(dist, 'favicon.ico'), new Uint8Array([0, 0, 1, 0]));
  writeFileSync(join(dist, 'app-shell.json'), JSON.stringify({ modulepreload: ['/assets/start-abc.js', '/assets/react-vendor-def.js'] }));
  writeFileSync(join(root, 'secret.txt'), 'outside the app');
});
afterAll(() => {
  rmSync(join(dist, '..'), { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const appWithDist = () => makeApp({ readStaticFile: createNodeFileReader(dist) }).app;

describe('static files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/logo-def456.png', 'image/png', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/registerSW.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/favicon.ico', 'image/x-icon', 'public, max-age=3600'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cache) => {
    const res = await appWithDist().request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the file content', async () => {
    expect(await (await appWithDist().request('/')).text()).toBe(indexHtml);
    expect(await (await appWithDist().request('/assets/index-abc123.js')).text()).toBe(appJs);
  });

  it('compresses text files for clients that accept gzip', async () => {
    const res = await appWithDist().request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toBe(appJs);
  });

  it("sends the build's Brotli copy to clients that accept it, for files and the SPA fallback", async () => {
    for (const [path, body] of [['/assets/index-abc123.js', appJs], ['/family', indexHtml]] as const) {
      const res = await appWithDist().request(path, { headers: { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
    }
  });

  it('falls back to gzip on the fly without a Brotli copy or when Brotli is refused', async () => {
    const noCopy = await appWithDist().request('/registerSW.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(noCopy.headers.get('content-encoding')).not.toBe('br');
    const refused = await appWithDist().request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(['/family', '/family/feeds', '/family/activities/', '/onam', '/family/co-drawing?x=1'])(
    'answers the client route %s with index.html (SPA fallback)',
    async (path) => {
      const res = await appWithDist().request(path, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    },
  );

  it('preloads the app shell with every client route, and not with the landing page', async () => {
    const shell = '</assets/start-abc.js>; rel=modulepreload, </assets/react-vendor-def.js>; rel=modulepreload';
    for (const path of ['/family', '/family/feeds', '/onam']) {
      expect((await appWithDist().request(path, { headers: html })).headers.get('link')).toBe(shell);
    }
    for (const path of ['/', '/index.html', '/assets/index-abc123.js']) {
      expect((await appWithDist().request(path, { headers: html })).headers.get('link')).toBeNull();
    }
  });

  it('answers a client route without the header when the build names no app shell', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'hearth-bare-'));
    writeFileSync(join(bare, 'index.html'), indexHtml);
    const res = await makeApp({ readStaticFile: createNodeFileReader(bare) }).app.request('/family', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBeNull();
    rmSync(bare, { recursive: true, force: true });
  });

  it.each([
    ['a missing hashed file', '/assets/index-old999.js', html],
    ['a missing file at the root', '/robots.txt', html],
    ['a client route asked for without HTML', '/family', { accept: 'application/json' }],
    ['a path leaving the root', '/../secret.txt', html],
    ['an encoded path leaving the root', '/%2e%2e/secret.txt', html],
    ['a doubly encoded path leaving the root', '/%252e%252e/secret.txt', html],
    ['an encoded backslash', '/assets%5c..%5c..%5csecret.txt', html],
  ])('answers 404 for %s', async (_label, path, headers) => {
    const res = await appWithDist().request(path, { headers });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('outside the app');
  });

  it('answers unknown /api paths with JSON, never the SPA', async () => {
    const res = await appWithDist().request('/api/nothing', { headers: html });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers HEAD with headers only', async () => {
    const res = await appWithDist().request('/assets/index-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(appJs.length));
    expect(await res.text()).toBe('');
  });

  it('says the app is not built when there is no index.html', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'hearth-empty-'));
    const res = await makeApp({ readStaticFile: createNodeFileReader(empty) }).app.request('/family', { headers: html });
    expect(res.status).toBe(503);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('appShellLinkHeader', () => {
  it.each([
    ['two scripts', { modulepreload: ['/assets/a-1.js', '/assets/b_2.js'] }, '</assets/a-1.js>; rel=modulepreload, </assets/b_2.js>; rel=modulepreload'],
    ['no list', {}, null],
    ['an empty list', { modulepreload: [] }, null],
    ['a script outside /assets/', { modulepreload: ['/sw.js'] }, null],
    ['another origin', { modulepreload: ['https://example.com/assets/a.js'] }, null],
    ['a header injection', { modulepreload: ['/assets/a.js>; rel=preload, </x.js'] }, null],
    ['a line break', { modulepreload: ['/assets/a.js\r\nSet-Cookie: x=1'] }, null],
    ['a stylesheet', { modulepreload: ['/assets/index.css'] }, null],
    ['a number', { modulepreload: [1] }, null],
    ['more scripts than a shell has', { modulepreload: Array.from({ length: 17 }, (_, i) => `/assets/c${i}.js`) }, null],
  ])('%s', (_label, file, header) => {
    expect(appShellLinkHeader(JSON.stringify(file))).toBe(header);
  });

  it('refuses a file that is not JSON', () => {
    expect(appShellLinkHeader('<html>')).toBeNull();
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['assets/index-abc.js', 'public, max-age=31536000, immutable'],
    ['assets/fonts/nunito-abc.woff2', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['registerSW.js', 'no-cache'],
    ['manifest.webmanifest', 'no-cache'],
    ['offline.html', 'no-cache'],
    ['icons/icon-192.png', 'public, max-age=3600'],
  ])('%s -> %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('safeRelativePath', () => {
  it.each([
    ['/', ''],
    ['/index.html', 'index.html'],
    ['/assets/a.js', 'assets/a.js'],
    ['/family/', 'family/'],
    ['/caf%C3%A9.png', 'café.png'],
    ['/../x', null],
    ['/a/./b', null],
    ['/a//b', null],
    ['/a%5cb', null],
    ['/a%00b', null],
    ['/%E0%A4%A', null],
  ])('%s -> %s', (path, expected) => {
    expect(safeRelativePath(path)).toBe(expected);
  });
});
