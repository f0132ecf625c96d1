// npm run bench: every speed and size figure Hearth tracks (docs/performance.md), each printed as a
// table by its own script. Budgets are reported with the figure, never hidden; the README keeps the latest.
// `npm run bench -- --against <commit>` also measures that commit's build side by side, alternating,
// in the benchmarks that compare builds (the returning family and Lighthouse).
import { existsSync } from 'node:fs';
import { requireChrome } from './find-chrome.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { run } from './run.mjs';
import { againstArgument } from './bench-against.mjs';

const root = new URL('..', import.meta.url).pathname;
const against = againstArgument();
const againstArgs = against ? ['--against', against] : [];
const benches = [
  ['A returning family: /family and /family/feeds against the floor', 'scripts/bench-returning-family.mjs', ...againstArgs],
  ['Bundle sizes for the first paint', 'scripts/bench-bundle.mjs'],
  ['Daily moment: photo compression and home with 10,000 posts', 'scripts/bench-moments.mjs'],
  ['Voice notes and videos: a 60 s 1080p clip made small on the device', 'scripts/bench-recordings.mjs'],
  ['Memories, export and import', 'scripts/bench-data.mjs'],
  ['Lighthouse (mobile, first visit) beside the floor', 'scripts/bench-lighthouse.mjs', ...againstArgs],
  ['Family sync: a new device joins, a moment travels live', 'scripts/bench-sync.mjs'],
  ['Notifications: a moment shared on one device, its push for another leaving the server', 'scripts/bench-notify.mjs'],
  ['Recordings: a 10 MB video reaching another open device', 'scripts/bench-recording-sync.mjs'],
  ['Family sync server: 100 devices at once', 'scripts/bench-sync-server.mjs'],
  ['Family sync server: one instance (side by side with the next)', 'scripts/bench-sync-instances.mjs', '--instances', '1'],
  ['Family sync server: two instances on one database with Redis', 'scripts/bench-sync-instances.mjs', '--instances', '2'],
  ['Reactions and comments: first card with 50,000 reactions, a tap', 'scripts/bench-reactions.mjs'],
  ['On this day, the calendar and the year book', 'scripts/bench-year-book.mjs'],
  ['Voice notes and videos: first card with 200 videos in the database against none', 'scripts/bench-returning-videos.mjs'],
];

await requireChrome();
if ((await buildIfStale()) !== 0) process.exit(1);
console.log(`Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
let failures = 0;
for (const [name, script, ...args] of benches) {
  if (!existsSync(`${root}${script}`)) continue;
  console.log(`\n## ${name}`);
  const code = await run(process.execPath, [script, ...args], { cwd: root });
  if (code !== 0) failures += 1;
}
process.exit(failures > 0 ? 1 : 0);
