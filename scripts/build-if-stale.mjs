// Builds the app when dist/ is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'build', 'tailwind.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Where the built app goes: dist/ unless HEARTH_DIST_DIR names another folder (parallel test runs). */
export const distDir = process.env.HEARTH_DIST_DIR || join(root, 'dist');

export async function buildIfStale() {
  const builtAt = newestMtime(join(distDir, 'index.html'));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt > 0 && builtAt >= sourcesAt) return 0;
  console.log(builtAt === 0 ? 'Building Hearth…' : 'Sources changed since the last build: rebuilding Hearth…');
  return run(bin('vite'), ['build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', distDir], { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildIfStale());
