// The site a returning-family benchmark serves: a copy of a build of the app with the floor page
// (scripts/bench-floor/) beside it under /bench-floor/, and the build's own service worker told to
// precache the floor's files too. Nothing here ships: the floor exists only in this copy, made in a
// temporary folder for one run (docs/decisions/190-bench-floor.md).
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorRoot = new URL('./bench-floor/', import.meta.url).pathname;
export const FLOOR_PATH = '/bench-floor/';
/** The static floor of a first visit (see staticFloor). */
export const STATIC_FLOOR_PATH = `${FLOOR_PATH}static.html`;

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * The floor of a first visit to `/`: the build's own prerendered landing page, its HTML, stylesheet
 * and fonts, with no JavaScript at all (no module script, no head script; the page is marked as the
 * landing page statically). What Lighthouse reports here is what HTML and CSS alone cost.
 */
export function staticFloor(indexHtml) {
  const html = indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<html lang="en"', '<html lang="en" data-hearth-route="landing"');
  if (/<script/.test(html)) throw new Error('The static floor still holds a script');
  return html;
}

/**
 * Copies `dist` (a build) into a new temporary folder, builds the floor into it from `src` (the
 * same checkout's src/, so the floor opens the database that build declares) and adds the floor's
 * files to the precache list of the build's service worker: a navigation to /bench-floor/ is then
 * answered from the worker's cache as the app's pages are. Returns the folder and a remover.
 */
export async function prepareBenchSite(dist, src, name) {
  const dir = mkdtempSync(join(tmpdir(), `hearth-bench-site-${name}-`));
  cpSync(dist, dir, { recursive: true });
  const out = join(dir, FLOOR_PATH);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: floorRoot,
    base: FLOOR_PATH,
    plugins: [react()],
    resolve: { alias: { '@': src } },
    build: { outDir: out, emptyOutDir: true, target: 'es2022', minify: true, reportCompressedSize: false, assetsInlineLimit: 0 },
  });
  const entries = filesUnder(out).map((file) => {
    const url = relative(dir, file);
    const revision = createHash('md5').update(readFileSync(file)).digest('hex');
    return `{url:${JSON.stringify(url)},revision:${JSON.stringify(revision)}}`;
  });
  const worker = join(dir, 'sw.js');
  const code = readFileSync(worker, 'utf8');
  const marker = 'precacheAndRoute([';
  if (!code.includes(marker)) throw new Error(`The build's service worker has no ${marker}: the floor cannot be precached`);
  writeFileSync(worker, code.replace(marker, `${marker}${entries.join(',')},`));
  // The server prefers a Brotli copy: it would be the worker without the floor.
  rmSync(`${worker}.br`, { force: true });
  writeFileSync(join(out, 'static.html'), staticFloor(readFileSync(join(dir, 'index.html'), 'utf8')));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
