// npm start: build the app if needed, then serve it and the API with the Hono server.
import { buildIfStale, distDir } from './build-if-stale.mjs';
import { bin, run } from './run.mjs';

const code = await buildIfStale();
if (code !== 0) {
  console.error('The build failed, so Hearth cannot start. See the errors above.');
  process.exit(code);
}
process.exit(
  await run(bin('tsx'), [new URL('../server/node.ts', import.meta.url).pathname], {
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR || distDir },
  }),
);
