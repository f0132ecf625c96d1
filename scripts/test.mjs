// npm test: every check Hearth has, in order from fastest to slowest; stops at the first failure.
import { bin, run } from './run.mjs';

const node = process.execPath;
const steps = [
  ['Type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['Unit tests', bin('vitest'), ['run']],
  ['Story tests', node, ['scripts/test-stories.mjs']],
  ['End-to-end tests', node, ['scripts/test-e2e.mjs']],
];

const only = process.env.HEARTH_TEST_STEPS?.split(',').map((s) => s.trim().toLowerCase());
const results = [];
for (const [name, command, args] of steps) {
  if (only && !only.some((o) => name.toLowerCase().startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { cwd: new URL('..', import.meta.url).pathname });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, code, seconds]);
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) break;
}

console.log('\nSummary');
for (const [name, code, seconds] of results) console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${name}  ${seconds} s`);
const failed = results.some(([, code]) => code !== 0) || results.length < (only ? 1 : steps.length);
process.exit(failed ? 1 : 0);
