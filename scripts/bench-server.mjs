// Hearth's production server for a benchmark: the built app and the API on `port`, with a
// throwaway database (its file is `database`) and `env` added to this process's environment.
// Returns once /api/health answers; `stop()` ends it and removes the database. `staticDir` serves
// another folder than the build (the bench's site with its floor page), `serverRoot` runs another
// checkout's server (the previous release side by side, scripts/bench-against.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir } from './build-if-stale.mjs';
import { bin } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;

export async function startBenchServer(port, name, env = {}, { staticDir = distDir, serverRoot = root } = {}) {
  const database = join(tmpdir(), `hearth-${name}-${process.pid}.db`);
  const child = spawn(bin('tsx'), [join(serverRoot, 'server/node.ts')], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), STATIC_DIR: staticDir, DATABASE_URL: `file:${database}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, database };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`Hearth's server did not answer on ${base} within 60 s`);
}
