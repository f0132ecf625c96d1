// Another commit's build for the benchmarks to run side by side with this one (`--against <commit>`,
// a tag, a hash or HEAD~3): the commit's files are exported with `git archive` into a temporary
// folder (the repository's worktrees and branches are left alone), this checkout's node_modules is
// linked in (no install; a commit with other dependencies is reported, and may fail to build), and
// it is built there. Its own server (server/node.ts of that commit) serves it, so its sync speaks
// the protocol of its day.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Reads `--against <commit>` (or `--against=<commit>`) from `argv`. */
export function againstArgument(argv = process.argv.slice(2)) {
  const index = argv.findIndex((arg) => arg === '--against' || arg.startsWith('--against='));
  if (index === -1) return null;
  const value = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  if (!value) throw new Error('--against needs a commit, a tag or a branch');
  return value;
}

export async function buildAgainst(commit) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const hash = git('rev-parse', '--verify', `${commit}^{commit}`);
  const short = hash.slice(0, 7);
  const dir = mkdtempSync(join(tmpdir(), `hearth-against-${short}-`));
  execFileSync('sh', ['-c', `git archive --format=tar ${hash} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (existsSync(join(dir, 'package-lock.json')) && readFileSync(join(dir, 'package-lock.json'), 'utf8') !== readFileSync(join(root, 'package-lock.json'), 'utf8')) {
    console.log(`Note: ${short} locks other dependency versions; it is built with this checkout's node_modules.`);
  }
  const dist = join(dir, 'dist');
  console.log(`Building ${short} (${git('log', '-1', '--format=%s', hash).slice(0, 80)})…`);
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', dist], { cwd: dir });
  if (code !== 0) throw new Error(`${short} did not build`);
  return { name: short, root: dir, dist, src: join(dir, 'src'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
