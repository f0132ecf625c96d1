// Benchmark of making a video small on the device, in headless Chromium against the BUILT app
// served by Hearth's own server: a 60 s 1080p H.264 clip (30 fps, with stereo sound) picked in the
// real share dialog, from the file input's change event until the converted preview is in the page
// (mediabunny's first load, reading, decoding, scaling to 720p, encoding at 1.2 Mbps and the
// poster). Peak memory is the largest proportional memory (PSS) of Chromium's processes together
// while it converts, less what they held just before (scripts/process-memory.mjs). The clip is made
// with ffmpeg (skipped without it).
//
// Usage: node scripts/bench-recordings.mjs   (BENCH_PORT, CHROME_PATH, HEARTH_DIST_DIR)
// Functions passed to page.evaluate run in the browser:
/* global document, requestAnimationFrame */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { openShareDialog } from './bench-family-pages.mjs';
import { startBenchServer } from './bench-server.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { launchedChromiumPid, treeMemory } from './process-memory.mjs';
import { benchFamily, seedFamily } from './seed-family.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4496);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 2;
const FAMILY = benchFamily('The Benchmark Family', 'benchrec');

if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.log('ffmpeg is not installed: the 1080p test clip cannot be made, so this benchmark is skipped.');
  process.exit(0);
}

const clip = join(tmpdir(), `hearth-bench-1080p-${process.pid}.mp4`);
// A moving test picture and a tone: it encodes like a busy clip, not like a still.
execFileSync('ffmpeg', [
  '-loglevel', 'error', '-y',
  '-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:r=30:d=60',
  '-f', 'lavfi', '-i', 'sine=frequency=330:duration=60:sample_rate=48000',
  '-ac', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', clip,
]);
const clipBytes = statSync(clip).size;

async function convertOnce(browser, browserPid) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedFamily(page, BASE, { family: FAMILY, count: 0, firstAt: Date.UTC(2025, 0, 1), stepMs: 60_000 });
  await page.goto(`${BASE}/family`);
  const dialog = await openShareDialog(page);
  await dialog.getByRole('radio', { name: /Video/ }).click();
  const input = dialog.getByTestId('moment-recording-input');
  await input.waitFor({ state: 'attached' });
  const before = treeMemory(browserPid);
  const peak = { rss: before.rss, pss: before.pss, byType: before.byType };
  const sampler = setInterval(() => {
    const now = treeMemory(browserPid);
    peak.rss = Math.max(peak.rss, now.rss);
    if (now.pss > peak.pss) Object.assign(peak, { pss: now.pss, byType: now.byType });
  }, 100);
  await page.evaluate(() => {
    const started = performance.now();
    const check = () => {
      if (document.querySelector('[data-testid="recording-preview"]')) document.body.dataset.benchConverted = String(performance.now() - started);
      else if (document.querySelector('[data-testid="video-field"] [role="alert"]')) document.body.dataset.benchConverted = 'failed';
      else requestAnimationFrame(check);
    };
    // Started just before the file goes in: the change event and the conversion follow at once.
    requestAnimationFrame(check);
  });
  await input.setInputFiles(clip);
  const handle = await page.waitForFunction(() => document.body.dataset.benchConverted ?? null, null, { timeout: 600_000 });
  clearInterval(sampler);
  const result = await handle.jsonValue();
  if (result === 'failed') throw new Error(`The conversion failed: ${await dialog.getByRole('alert').textContent()}`);
  const text = await dialog.getByText(/^Ready to share:/).textContent();
  await context.close();
  return { ms: Number(result), peak, before, text };
}

await requireChrome();
if ((await buildIfStale()) !== 0) process.exit(1);
const { stop } = await startBenchServer(PORT, 'bench-recordings');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const browserPid = launchedChromiumPid();
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await convertOnce(browser, browserPid));
  const mb = (bytes) => `${(bytes / 1_000_000).toFixed(0)} MB`;
  const change = (bytes) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;
  console.log(`Clip: 60 s, 1920x1080, 30 fps, H.264 8 Mbps + AAC stereo, ${(clipBytes / 1_000_000).toFixed(1)} MB`);
  for (const [i, run] of runs.entries()) {
    const types = Object.entries(run.peak.byType)
      .map(([type, bytes]) => `${type} ${mb(bytes)} (${change(bytes - (run.before.byType[type] ?? 0))})`)
      .join(', ');
    console.log(
      `  run ${i + 1}: ${(run.ms / 1000).toFixed(1)} s to the converted preview (${run.text}); peak memory, proportional (PSS) ` +
        `${change(run.peak.pss - run.before.pss)} (${types} at that peak); summed resident (RSS, shared pages counted in each process) ${change(run.peak.rss - run.before.rss)}`,
    );
  }
} finally {
  await browser.close();
  stop();
  rmSync(clip, { force: true });
}
