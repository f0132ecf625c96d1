// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server app must run unchanged on another Hono adapter, so only the Node
// entry (node.ts and the node-*.ts modules it alone imports) may use Node APIs or Node-only packages.
const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const portable = sourceFiles(serverDir)
  .map((file) => relative(serverDir, file))
  .filter((file) => file !== 'node.ts' && !file.startsWith('node-') && !file.endsWith('.test.ts'));

describe('server portability', () => {
  it('imports the Node-only modules from the Node entry alone', () => {
    for (const file of portable) {
      expect(readFileSync(join(serverDir, file), 'utf8')).not.toMatch(/from ['"]\.{1,2}\/(.*\/)?node(-[a-z-]+)?['"]/);
    }
  });

  it('finds the app modules', () => {
    expect(portable).toEqual(expect.arrayContaining(['app.ts', 'config.ts', 'store.ts', 'routes/ai.ts', 'routes/family.ts']));
  });

  it.each(portable)('%s uses no Node API', (file) => {
    const source = readFileSync(join(serverDir, file), 'utf8');
    expect(source).not.toMatch(/from ['"]node:/);
    expect(source).not.toMatch(/from ['"]@hono\/node-server/);
    // Type-only imports of the libSQL client are fine; its runtime differs per platform.
    expect(source).not.toMatch(/^import (?!type )[^;]*from ['"]@libsql\/client/m);
    expect(source).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
