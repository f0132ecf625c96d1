import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';

/**
 * Serves the built app from any file source (the Node entry reads `dist/`; an edge adapter can
 * pass its asset store), with the SPA fallback and cache rules of the brief.
 */

export interface StaticFile {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  size: number;
}

/** Reads a file by its path relative to the app root (no leading slash, never `..`); null if absent. */
export type ReadStaticFile = (relativePath: string) => Promise<StaticFile | null>;

export const immutableCache = 'public, max-age=31536000, immutable';
// The app shell and the service worker must be revalidated so an update reaches families at once.
const revalidatedFiles = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function cacheControlFor(relativePath: string): string {
  // Vite puts content-hashed files under assets/: their name changes whenever their content does.
  if (relativePath.startsWith('assets/')) return immutableCache;
  if (revalidatedFiles.has(relativePath) || relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The request path as a safe relative path, or null when it tries to leave the root. */
export function safeRelativePath(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  if (segments.slice(0, -1).some((segment) => segment === '')) return null;
  return segments.join('/');
}

function looksLikeFile(relativePath: string): boolean {
  const last = relativePath.split('/').pop() ?? '';
  return last.includes('.');
}

function acceptsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/html');
}

/**
 * Whether the request's Accept-Encoding allows Brotli. Every current browser sends it (over HTTPS;
 * Chromium also on localhost); `br;q=0` refuses it.
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * `brotli`: the build's Brotli copy of the file (`<file>.br`, written by vite.config.ts), sent
 * as is. Brotli at its highest level is about 13% smaller than the gzip this server makes on the fly,
 * which on a slow phone network is the JavaScript a first visit waits for.
 */
function send(c: Context, relativePath: string, file: StaticFile, brotli: StaticFile | null = null): Response {
  const sent = brotli ?? file;
  c.header('Content-Type', getMimeType(relativePath) ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControlFor(relativePath));
  c.header('Content-Length', String(sent.size));
  if (brotli) {
    c.header('Content-Encoding', 'br');
    c.header('Vary', 'Accept-Encoding');
  }
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return sent.body instanceof Uint8Array ? c.body(sent.body, 200) : c.body(sent.body, 200);
}

/** Where the build names the app shell's scripts (vite.config.ts, appShellScripts). */
export const appShellFile = 'app-shell.json';
const appShellScript = /^\/assets\/[\w.-]+\.js$/;
const maxAppShellScripts = 16;

/**
 * The `Link` header that has the browser fetch the app shell's scripts with the page: on a first
 * visit to any address but `/`, the entry script asks for them as soon as it runs, and fetching
 * them beside it saves that round trip. Null unless the file lists only scripts under /assets/.
 */
export function appShellLinkHeader(json: string): string | null {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(json) as { modulepreload?: unknown }).modulepreload;
  } catch {
    return null;
  }
  if (!Array.isArray(scripts) || scripts.length === 0 || scripts.length > maxAppShellScripts) return null;
  if (!scripts.every((script): script is string => typeof script === 'string' && appShellScript.test(script))) return null;
  return scripts.map((script) => `<${script}>; rel=modulepreload`).join(', ');
}

async function readText(file: StaticFile): Promise<string> {
  return file.body instanceof Uint8Array ? new TextDecoder().decode(file.body) : new Response(file.body).text();
}

// Storybook's MSW worker lives in public/ for the stories only; the app never registers it.
const storybookOnlyFiles = new Set(['mockserviceworker.js']);

export function staticRoutes(read: ReadStaticFile): Hono {
  const routes = new Hono();
  routes.use(compress());
  routes.get('*', async (c) => {
    const relative = safeRelativePath(c.req.path);
    if (relative === null || storybookOnlyFiles.has(relative.toLowerCase())) return c.text('Not found', 404);
    const target = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
    const brotliCopy = (path: string) => (acceptsBrotli(c.req.header('accept-encoding')) ? read(`${path}.br`) : Promise.resolve(null));
    const file = await read(target);
    if (file) return send(c, target, file, await brotliCopy(target));
    // A missing file is a 404; any other page a browser asks for is a client route of the SPA.
    if (looksLikeFile(relative) || !acceptsHtml(c)) return c.text('Not found', 404);
    const [index, shell] = await Promise.all([read('index.html'), read(appShellFile)]);
    if (!index) return c.text('Hearth has not been built yet: run npm run build.', 503);
    // Only client routes: the landing page `/` starts the app at the visitor's first tap.
    const link = shell ? appShellLinkHeader(await readText(shell)) : null;
    if (link) c.header('Link', link);
    return send(c, 'index.html', index, await brotliCopy('index.html'));
  });
  return routes;
}
