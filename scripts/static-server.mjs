// A tiny static file server on loopback for the built Storybook (story tests and screenshots).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `dir` on loopback. `indexes` maps a name to an index.json text: `/<name>/…` serves `dir`
 * too, but with that index.json (the story tests run one width's share of the stories this way).
 */
export function serveStatic(dir, port = 0, indexes = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, mount, rest] = /^\/([^/]+)(\/.*)$/.exec(url.pathname) ?? [];
    if (mount && Object.hasOwn(indexes, mount) && rest === '/index.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'] }).end(indexes[mount]);
      return;
    }
    const pathname = mount && Object.hasOwn(indexes, mount) ? rest : url.pathname;
    let path = normalize(join(dir, decodeURIComponent(pathname)));
    if (!path.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
