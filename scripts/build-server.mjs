// npm run build:server: the production server as one ES module, dist-server/node.js, run by
// `node dist-server/node.js` (the Docker image) with production dependencies only: packages stay
// imports (`packages: 'external'`), so only `dependencies` of package.json may be imported.
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles server/node.ts into `outDir` (default dist-server/). */
export async function buildServer(outDir = `${root}dist-server`) {
  await build({
    entryPoints: [`${root}server/node.ts`],
    outfile: `${outDir}/node.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The database's threads are loaded by their URL beside the server (server/node-database-thread.ts),
  // with the modules they import, in the same folders as in server/.
  mkdirSync(`${outDir}/sync`, { recursive: true });
  for (const file of ['node-database-worker.mjs', 'node-prepared-statements.mjs', 'sync/push-write.mjs']) copyFileSync(`${root}server/${file}`, `${outDir}/${file}`);
  return `${outDir}/node.js`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = await buildServer(process.argv[2]);
  console.log(`Built ${file}`);
}
