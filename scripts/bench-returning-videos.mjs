// Voice notes and videos benchmark, in headless Chromium against the BUILT app (npm start's server):
// a returning family's first moment card on the home and in Memories, with 200 videos in the
// database beside the same family without them (target: within 10%, ratio at most 1.1). Lists never
// read a recording (docs/decisions/148-recordings-read-when-near.md): a video costs a list its post
// (with a poster of a few KB), never its bytes.
//
// The two families live side by side in two origins (two servers of the same build on BENCH_PORT and
// BENCH_PORT + 1, one tab each), with the same 1,200 moments, one every 3 hours back from now; in
// the second, every 6th moment is a video (200 in all) whose recording, 1 MB of bytes that do not
// compress, is kept in `mediaBlobs` as the app keeps it (200 MB in all); in the first those 200 are
// words. Loads alternate between the two, after the same settling pause and warm-up loads; the time
// is taken in the page, at the first frame painted after the first moment card entered it.
//
// Usage: node scripts/bench-returning-videos.mjs   (BENCH_PORT, default 4482; RUNS, default 11 per case;
// BENCH_VIDEO_BYTES, default 1048576; BENCH_CONTROL=1 fills both origins WITHOUT videos, to see how
// far the two origins differ on their own; BENCH_STRICT=1 fails past the target)
/* global window, document, indexedDB, requestAnimationFrame, MutationObserver */
import { chromium } from 'playwright';
import { startBenchServer } from './bench-server.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { benchFamily, importFamily } from './seed-family.mjs';
import { median } from './bench-stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4482);
const RUNS = Number(process.env.RUNS ?? 11);
const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 1024 * 1024);
const MOMENTS = 1_200;
const VIDEO_EVERY = 6;
const CONTROL = process.env.BENCH_CONTROL === '1';
const SETTLE_MS = 10_000;
const PATHS = ['/family', '/family/feeds'];
const FAMILY = benchFamily('The Recording Family', 'benchvid', ['Asha', 'Ravi', 'Mia']);

/** Runs in every page before the app: stamps the first frame painted after the first moment card appears. */
function watchFirstCard() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main article[data-slot="post-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__hearthFirstCardPainted = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Writes the moments, and with `withVideos` every 6th as a video with its recording, in raw IndexedDB. */
async function seed(page, withVideos) {
  await page.evaluate(
    async ({ family, withVideos, moments, every, videoBytes }) => {
      const open = () => new Promise((resolve, reject) => { const r = indexedDB.open('Hearth'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      const db = await open();
      const poster = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
      // Bytes that do not compress, as a real video's do (xorshift, fixed seed).
      let x = 2463534242;
      const bytesOf = () => {
        const bytes = new Uint8Array(videoBytes);
        for (let i = 0; i < bytes.length; i += 1) {
          x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
          bytes[i] = x & 0xff;
        }
        return bytes;
      };
      const now = Date.now();
      // Recordings in transactions of 20, so no single transaction holds hundreds of megabytes.
      const posts = [];
      const recordings = [];
      for (let i = 0; i < moments; i += 1) {
        const id = `post_${String(i).padStart(5, '0')}`;
        const member = family.members[i % family.members.length];
        const base = { id, userId: member.id, userName: member.name, userImage: member.emoji, content: `Moment ${i + 1}: a few minutes together.`, timestamp: new Date(now - i * 3 * 3_600_000).toISOString(), likes: 0, comments: 0, memberColor: member.color, memberInitials: member.initials };
        if (withVideos && i % every === 0) {
          const mediaId = `media_${i.toString(16).padStart(32, '0')}`;
          posts.push({ ...base, type: 'video', media: { id: mediaId, mimeType: 'video/webm', bytes: videoBytes, durationMs: 30_000, width: 1280, height: 720, posterUrl: poster } });
          recordings.push({ id: mediaId, postId: id });
        } else posts.push({ ...base, type: 'text' });
      }
      const write = (stores, fill) => new Promise((resolve, reject) => { const tx = db.transaction(stores, 'readwrite'); fill(tx); tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
      await write(['posts', 'mediaBlobs'], (tx) => { tx.objectStore('posts').clear(); tx.objectStore('mediaBlobs').clear(); for (const post of posts) tx.objectStore('posts').put(post); });
      for (let i = 0; i < recordings.length; i += 20) {
        const batch = recordings.slice(i, i + 20).map((r) => ({ ...r, blob: new Blob([bytesOf()], { type: 'video/webm' }) }));
        await write(['mediaBlobs'], (tx) => { for (const r of batch) tx.objectStore('mediaBlobs').put(r); });
      }
      db.close();
      return recordings.length;
    },
    { family: FAMILY, withVideos, moments: MOMENTS, every: VIDEO_EVERY, videoBytes: VIDEO_BYTES },
  );
}

async function firstCard(page, url) {
  await page.bringToFront();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__hearthFirstCardPainted === 'number', null, { timeout: 60_000 });
  return page.evaluate(() => window.__hearthFirstCardPainted);
}

await requireChrome();
if ((await buildIfStale()) !== 0) process.exit(1);
const servers = [await startBenchServer(PORT, 'recordings-a'), await startBenchServer(PORT + 1, 'recordings-b')];
const browser = await chromium.launch({ args: CHROMIUM_FLAGS, executablePath: process.env.CHROME_PATH });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchFirstCard);
  const cases = [
    { name: 'without', base: servers[0].base, withVideos: false, page: await context.newPage() },
    { name: 'with', base: servers[1].base, withVideos: !CONTROL, page: await context.newPage() },
  ];
  for (const { page, ...c } of cases) {
    await importFamily(page, c.base, FAMILY);
    await seed(page, c.withVideos);
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  const held = await cases[1].page.evaluate(() => new Promise((resolve, reject) => {
    const r = indexedDB.open('Hearth');
    r.onerror = () => reject(r.error);
    r.onsuccess = () => { const q = r.result.transaction('mediaBlobs').objectStore('mediaBlobs').count(); q.onsuccess = () => { r.result.close(); resolve(q.result); }; };
  }));
  if (held !== (CONTROL ? 0 : MOMENTS / VIDEO_EVERY)) throw new Error(`expected ${MOMENTS / VIDEO_EVERY} recordings in the second origin, found ${held}`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const times = {};
  for (const path of PATHS) {
    for (let i = 0; i < 3; i += 1) for (const c of cases) await firstCard(c.page, `${c.base}${path}`);
    for (let i = 0; i < RUNS; i += 1) {
      for (const c of i % 2 === 0 ? cases : [...cases].reverse()) (times[`${path} ${c.name}`] ??= []).push(await firstCard(c.page, `${c.base}${path}`));
    }
  }
  let over = false;
  for (const path of PATHS) {
    const without = median(times[`${path} without`]);
    const withV = median(times[`${path} with`]);
    const paired = median(times[`${path} with`].map((t, i) => t / times[`${path} without`][i]));
    over ||= withV / without > 1.1;
    const label = CONTROL ? 'the same moments in the second origin (control)' : `200 videos (${(held * VIDEO_BYTES / 1024 / 1024).toFixed(0)} MB) in the database`;
    console.log(`${path}: first moment card painted ${without.toFixed(0)} ms without videos, ${withV.toFixed(0)} ms with ${label} (ratio of medians ${(withV / without).toFixed(2)}, median of paired ratios ${paired.toFixed(2)}; ${RUNS} alternated loads each; target <= 1.10)`);
  }
  if (over && process.env.BENCH_STRICT === '1') process.exitCode = 1;
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
