// Data benchmarks of Memories and the dashboard, in headless Chromium:
//   1. Memories with 10,000 posts stored: every filter combination and first/middle/last page,
//      answered by the data layer's `queryPosts` (target: under 50 ms per query), and the same
//      through the BUILT app's Memories page (click on a filter or 'Next page' until the new list is
//      in the page; reported beside it).
//   2. 1,000 posts with 3 small photos each (real ~20 KB JPEG data URLs, as the share dialog
//      stores them): 'Export Family Data' on the built dashboard until the success alert, and the
//      exported file imported back through onboarding's import until its success alert (target:
//      under 3 s each). The page must stay responsive: a 'longtask' PerformanceObserver and a 10 ms
//      heartbeat report the longest main-thread block during each.
//   3. The same export (createBackupFile) and import (importBackup of the file as a Blob: read and
//      validated in its worker, then written) called directly, so a slow UI path and a slow data
//      path can be told apart; and the dashboard's counts (postStats) over those 1,000 photo posts.
// Part 1's and 3's data-layer calls run in a page built here by Vite from the app's own src/data
// modules (the app bundle does not expose them); parts 1 (UI) and 2 run against the built app served
// by Hearth's server. Nothing here ships to families.
//
// Usage: node scripts/bench-data.mjs   (BENCH_PORT, CHROME_PATH, HEARTH_DIST_DIR, BENCH_STRICT=1, BENCH_PARTS)
/* global window, document, indexedDB, MutationObserver, OffscreenCanvas, FileReader */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';
import { median } from './bench-stats.mjs';
import { startBenchServer } from './bench-server.mjs';
import { waitForHearthDatabase } from './seed-family.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4498);
const BASE = `http://127.0.0.1:${PORT}`;
const QUERY_POSTS = 10_000;
const PHOTO_POSTS = 1_000;
const PHOTOS_EACH = 3;
const QUERY_RUNS = 5;
const TARGET_QUERY_MS = 50;
const TARGET_EXPORT_IMPORT_MS = 3000;
// A page feels responsive when no single task blocks input for longer than this (RAIL: 100 ms to
// answer input; a little more for a one-off action the family started).
const TARGET_LONGEST_TASK_MS = 200;
// BENCH_PARTS=queries,ui,backup (default all) runs only some parts, e.g. while working on one.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'queries,ui,backup').split(',').map((p) => p.trim()));

const FAMILY = {
  familyName: 'The Benchmark Family',
  familyId: 'family_1750000000000_benchdat',
  members: [
    { id: 'member_1750000000001_benchd01', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
    { id: 'member_1750000000002_benchd02', name: 'Ravi', emoji: '🚲', color: '#14b8a6', initials: 'RA' },
    { id: 'member_1750000000003_benchd03', name: 'Mia', emoji: '🦄', color: '#eab308', initials: 'MI' },
    { id: 'member_1750000000004_benchd04', name: 'Leo', emoji: '⚽', color: '#3b82f6', initials: 'LE' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Browser-side helpers (serialised into the pages with page.evaluate / addInitScript).

/** Installed before anything runs: records long tasks and the longest gap of a 10 ms heartbeat. */
function installResponsivenessProbe() {
  const state = { tasks: [], lastBeat: 0, maxGap: 0, running: false };
  window.__probe = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: the heartbeat still measures.
  }
  setInterval(() => {
    const now = performance.now();
    if (state.running && state.lastBeat > 0) state.maxGap = Math.max(state.maxGap, now - state.lastBeat);
    state.lastBeat = now;
  }, 10);
  window.__probeStart = () => {
    state.running = true;
    state.maxGap = 0;
    state.lastBeat = performance.now();
    state.since = performance.now();
  };
  window.__probeStop = () => {
    state.running = false;
    const tasks = state.tasks.filter((t) => t.start >= state.since);
    return {
      longestTask: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      longTasks: tasks.length,
      maxHeartbeatGap: state.maxGap,
    };
  };
}

/** Three small real JPEGs (600x450, quality 0.6, as compressImage makes them), as data URLs. */
async function makePhotos() {
  const photos = [];
  for (let n = 0; n < 3; n += 1) {
    const canvas = new OffscreenCanvas(600, 450);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 600, 450);
    gradient.addColorStop(0, ['#f97316', '#14b8a6', '#a855f7'][n]);
    gradient.addColorStop(1, '#fde68a');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 600, 450);
    // Some detail so the JPEG is photo-sized rather than a flat colour.
    let seed = 7 + n;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 400; i += 1) {
      ctx.fillStyle = `hsla(${Math.floor(random() * 360)}, 70%, 55%, 0.5)`;
      ctx.beginPath();
      ctx.arc(random() * 600, random() * 450, 4 + random() * 30, 0, Math.PI * 2);
      ctx.fill();
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.6 });
    photos.push(
      await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsDataURL(blob);
      }),
    );
  }
  return photos;
}

/** `count` posts spread over the last year, members and types cycling; photo posts carry `photos`. */
function makePosts({ family, count, photos, photosEach, now, allPhotos }) {
  const types = ['text', 'photo', 'mood', 'gratitude'];
  const span = 365 * 24 * 60 * 60 * 1000;
  const posts = [];
  for (let i = 0; i < count; i += 1) {
    const member = family.members[(i * 7 + Math.floor(i / 4)) % family.members.length];
    const type = allPhotos ? 'photo' : types[i % 4];
    const images = type === 'photo' ? Array.from({ length: photosEach }, (_, k) => photos[(i + k) % photos.length]) : undefined;
    posts.push({
      id: `post_${1750000000000 + i}_${String(i).padStart(8, '0')}`,
      userId: member.id,
      userName: member.name,
      userImage: member.emoji,
      type,
      content: `Moment ${i + 1}: we spent a few minutes together and talked about our day.`,
      ...(images ? { imageUrl: images[0], imageUrls: images } : {}),
      ...(type === 'mood' ? { mood: '😊' } : {}),
      timestamp: new Date(now - Math.floor((i / count) * span) - 60_000).toISOString(),
      likes: 0,
      comments: 0,
      memberColor: member.color,
      memberInitials: member.initials,
    });
  }
  return posts;
}

/** Writes records straight into the app's 'Hearth' database (opened by the app first). */
function writeHearth({ stores }) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('Hearth');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const database = request.result;
      let tx;
      try {
        // Throws when a store is missing (the app has not created its database): fail, not hang.
        tx = database.transaction(Object.keys(stores), 'readwrite');
      } catch (error) {
        database.close();
        reject(error);
        return;
      }
      for (const [store, records] of Object.entries(stores)) {
        const objectStore = tx.objectStore(store);
        for (const record of records) objectStore.put(record);
      }
      tx.oncomplete = () => {
        database.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The data-layer page: the app's src/data modules bundled by Vite with a tiny entry.

async function buildDataPage() {
  const dir = join(tmpdir(), `hearth-bench-data-${process.pid}`);
  const src = join(dir, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(join(src, 'index.html'), '<!doctype html><html><body><script type="module" src="./entry.ts"></script></body></html>');
  writeFileSync(
    join(src, 'entry.ts'),
    [
      "import { createHearthDatabase } from '@/data/db';",
      "import { postStats, queryPosts } from '@/data/posts';",
      "import { createBackupFile, importBackup } from '@/data/backup/backup';",
      '(window as unknown as Record<string, unknown>).hearthData = { createHearthDatabase, queryPosts, postStats, createBackupFile, importBackup };',
      "document.body.dataset.ready = 'yes';",
    ].join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    root: src,
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022', minify: true, reportCompressedSize: false },
  });
  return { dir, dist: join(dir, 'dist') };
}

async function benchDataLayer(browser, url) {
  const page = await browser.newPage();
  await page.addInitScript(installResponsivenessProbe);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });

  // 1. Queries over 10,000 posts.
  const queries = !PARTS.has('queries') ? null : await page.evaluate(
    async ({ family, count, runs, makePostsSource }) => {
      const makePosts = new Function(`return (${makePostsSource})`)();
      const { createHearthDatabase, queryPosts } = window.hearthData;
      const db = createHearthDatabase('HearthBenchQueries', { onVersionChange: () => undefined });
      await db.delete();
      await db.open();
      const now = Date.now();
      const posts = makePosts({ family, count, photos: ['data:image/jpeg;base64,AA=='], photosEach: 1, now, allPhotos: false });
      for (let i = 0; i < posts.length; i += 2000) await db.posts.bulkAdd(posts.slice(i, i + 2000));
      const member = family.members[1].id;
      const startOfDay = (days) => {
        const d = new Date(now);
        return new Date(d.getFullYear(), d.getMonth(), d.getDate() - days).toISOString();
      };
      const filters = [
        ['no filter', {}],
        ['member', { memberId: member }],
        ['type', { type: 'photo' }],
        ['period: last 30 days', { since: startOfDay(29) }],
        ['member + type', { memberId: member, type: 'gratitude' }],
        ['member + type + last year', { memberId: member, type: 'mood', since: startOfDay(365) }],
        ['type + last 7 days', { type: 'text', since: startOfDay(6) }],
      ];
      const rows = [];
      for (const [label, filter] of filters) {
        const { total } = await queryPosts(filter, { offset: 0, limit: 15 }, db);
        const lastPage = Math.max(0, Math.ceil(total / 15) - 1);
        for (const [where, pageIndex] of [['first', 0], ['middle', Math.floor(lastPage / 2)], ['last', lastPage]]) {
          const times = [];
          let shown = 0;
          for (let r = 0; r < runs; r += 1) {
            const t0 = performance.now();
            const result = await queryPosts(filter, { offset: pageIndex * 15, limit: 15 }, db);
            times.push(performance.now() - t0);
            shown = result.posts.length;
          }
          rows.push({ label: `${label}, ${where} page (${pageIndex + 1} of ${lastPage + 1}, ${total} posts)`, times, shown });
        }
      }
      db.close();
      await db.delete();
      return rows;
    },
    { family: FAMILY, count: QUERY_POSTS, runs: QUERY_RUNS, makePostsSource: makePosts.toString() },
  );

  // 3. Export and import of 1,000 photo posts through the data layer.
  const exportImport = !PARTS.has('backup') ? null : await page.evaluate(
    async ({ family, count, photosEach, makePostsSource, makePhotosSource }) => {
      const makePosts = new Function(`return (${makePostsSource})`)();
      const makePhotos = new Function(`return (${makePhotosSource})`)();
      const { createHearthDatabase, createBackupFile, importBackup, postStats } = window.hearthData;
      const db = createHearthDatabase('HearthBenchExport', { onVersionChange: () => undefined });
      await db.delete();
      await db.open();
      const photos = await makePhotos();
      const posts = makePosts({ family, count, photos, photosEach, now: Date.now(), allPhotos: true });
      for (let i = 0; i < posts.length; i += 100) await db.posts.bulkAdd(posts.slice(i, i + 100));
      await db.preferences.put({ key: 'familyData', value: family });

      // The dashboard's numbers over 1,000 photo posts (median of 3; the photo count is the costly part).
      const statsTimes = [];
      let photoCount = 0;
      for (let r = 0; r < 3; r += 1) {
        const t = performance.now();
        photoCount = (await postStats(new Date(), db)).photoCount;
        statsTimes.push(performance.now() - t);
      }
      statsTimes.sort((a, b) => a - b);
      const statsMs = statsTimes[1];

      window.__probeStart();
      let t0 = performance.now();
      const { blob } = await createBackupFile(new Date(), db);
      const exportMs = performance.now() - t0;
      const exportProbe = window.__probeStop();

      await db.posts.clear();
      await db.preferences.clear();

      // As onboarding hands it over: the file itself (a Blob), read and validated in a worker.
      window.__probeStart();
      t0 = performance.now();
      await importBackup(blob, db);
      const importMs = performance.now() - t0;
      const importProbe = window.__probeStop();
      const restored = await db.posts.count();
      db.close();
      await db.delete();
      return {
        statsMs,
        photoCount,
        exportMs,
        exportProbe,
        importMs,
        importProbe,
        restored,
        bytes: blob.size,
        photoBytes: photos.map((p) => p.length),
      };
    },
    {
      family: FAMILY,
      count: PHOTO_POSTS,
      photosEach: PHOTOS_EACH,
      makePostsSource: makePosts.toString(),
      makePhotosSource: makePhotos.toString(),
    },
  );
  await page.close();
  return { queries, exportImport };
}

// ---------------------------------------------------------------------------------------------
// The built app.

/** Opens /family so the app creates its database, then writes the family and `posts` into it. */
async function seedApp(page, posts) {
  await page.goto(`${BASE}/family`);
  await waitForHearthDatabase(page);
  await page.evaluate(writeHearth, { stores: { preferences: [{ key: 'familyData', value: FAMILY }] } });
  for (let i = 0; i < posts.length; i += 250) {
    await page.evaluate(writeHearth, { stores: { posts: posts.slice(i, i + 250) } });
  }
}

/** Clicks the control and returns ms until the 'Showing …' line changes and the list is settled. */
async function timeMemoriesStep(page, role, name) {
  return page.getByRole(role, { name, exact: true }).evaluate(
    (target) =>
      new Promise((resolve, reject) => {
        const summary = () => Array.from(document.querySelectorAll('p')).find((p) => /^Showing /.test(p.textContent ?? ''));
        const before = summary()?.textContent;
        const t0 = performance.now();
        setTimeout(() => reject(new Error(`The list did not change within 15 s (still "${summary()?.textContent}")`)), 15_000);
        const observer = new MutationObserver(() => {
          const list = document.querySelector('ul[aria-label="Family memories"]');
          if (summary()?.textContent !== before && list && !list.className.includes('opacity')) {
            observer.disconnect();
            resolve(performance.now() - t0);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        target.click();
      }),
  );
}

async function benchMemoriesUi(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const posts = await page.evaluate(makePosts, {
    family: FAMILY,
    count: QUERY_POSTS,
    photos: ['data:image/jpeg;base64,AA=='],
    photosEach: 1,
    now: Date.now(),
    allPhotos: false,
  });
  await seedApp(page, posts);
  await page.goto(`${BASE}/family/feeds`);
  await page.getByText(/^Showing 1–15 of 10[,.\u00a0\u202f]?000 memories$/).waitFor();
  const steps = [
    ['button', 'Next page'],
    ['button', 'Next page'],
    ['radio', 'Photo'],
    ['radio', 'Ravi'],
    ['radio', 'Last 30 days'],
    ['radio', 'Everyone'],
    ['radio', 'All types'],
    ['radio', 'Last year'],
    ['button', 'Next page'],
  ];
  const rows = [];
  for (const [role, name] of steps) {
    // Let the previous render settle so each step is measured on its own.
    await page.waitForTimeout(150);
    const label = `${role === 'radio' ? 'filter' : 'click'} '${name}'`;
    try {
      rows.push({ label, ms: await timeMemoriesStep(page, role, name) });
    } catch (error) {
      throw new Error(`Memories step ${label}: ${error.message}`);
    }
  }
  await context.close();
  return rows;
}

async function benchExportImportUi(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript(installResponsivenessProbe);
  await page.goto(`${BASE}/family`);
  const photos = await page.evaluate(makePhotos);
  const posts = await page.evaluate(makePosts, {
    family: FAMILY,
    count: PHOTO_POSTS,
    photos,
    photosEach: PHOTOS_EACH,
    now: Date.now(),
    allPhotos: true,
  });
  await seedApp(page, posts);

  const opened = Date.now();
  await page.goto(`${BASE}/family/dashboard`);
  const exportButton = page.getByRole('button', { name: 'Export Family Data' });
  await exportButton.waitFor();
  await page.getByText('Moments shared').waitFor({ timeout: 60_000 });
  const dashboardMs = Date.now() - opened;
  // The counts card shows once every number is in, the photo count included.
  const photosShown = await page.locator('dt', { hasText: /^Photos$/ }).locator('xpath=..').locator('dd').textContent();
  await page.evaluate(() => window.__probeStart());
  const t0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  await page.getByRole('alertdialog', { name: 'Backup exported' }).waitFor();
  const exportMs = Date.now() - t0;
  const exportProbe = await page.evaluate(() => window.__probeStop());
  const filePath = join(tmpdir(), `hearth-bench-export-${process.pid}.txt`);
  await download.saveAs(filePath);
  const bytes = readFileSync(filePath).length;
  await page.getByRole('button', { name: 'OK' }).click();

  // Import into an empty device through onboarding.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction(['posts', 'preferences', 'completedTasks', 'recipes', 'cookingSessions'], 'readwrite');
          for (const name of tx.objectStoreNames) tx.objectStore(name).clear();
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
  );
  await page.goto(`${BASE}/family`);
  await page.getByRole('button', { name: 'Import a backup' }).waitFor();
  await page.evaluate(() => window.__probeStart());
  const t1 = Date.now();
  // Over 50 MB: Playwright hands the file over by path, as a file picker would.
  await page.locator('input[type="file"]').setInputFiles(filePath);
  await page.getByRole('alertdialog').getByText(/imported successfully/).waitFor({ timeout: 60_000 });
  const importMs = Date.now() - t1;
  const importProbe = await page.evaluate(() => window.__probeStop());
  const restored = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('Hearth');
        request.onsuccess = () => {
          const count = request.result.transaction('posts').objectStore('posts').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
  );
  await context.close();
  rmSync(filePath, { force: true });
  return { dashboardMs, photosShown, exportMs, exportProbe, importMs, importProbe, restored, bytes };
}

// ---------------------------------------------------------------------------------------------

const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const fmt = (ms) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

function table(rows) {
  const width = Math.max(...rows.map((r) => r[0].length), 10);
  console.log(`\n${'Measure'.padEnd(width)} | ${'Result'.padStart(10)} | ${'Target'.padStart(10)} | OK`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(10)}-|-${'-'.repeat(10)}-|----`);
  let allMet = true;
  for (const [label, value, target, unitFmt = fmt] of rows) {
    const met = target === null || value < target;
    allMet &&= met;
    console.log(
      `${label.padEnd(width)} | ${unitFmt(value).padStart(10)} | ${(target === null ? '-' : `< ${unitFmt(target)}`).padStart(10)} | ${target === null ? '' : met ? 'yes' : 'NO'}`,
    );
  }
  return allMet;
}

async function main() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) process.exit(1);
  const dataPage = await buildDataPage();
  const staticServer = await serveStatic(dataPage.dist);
  const { stop: stopServer } = await startBenchServer(PORT, 'bench-data');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  let allMet = true;
  try {
    console.log(`Hearth data benchmarks (headless Chromium, ${QUERY_POSTS.toLocaleString('en')} posts for queries; ${PHOTO_POSTS.toLocaleString('en')} posts x ${PHOTOS_EACH} photos for backups)`);
    if (PARTS.has('queries') || PARTS.has('backup')) {
      const { queries, exportImport } = await benchDataLayer(browser, `${staticServer.url}/index.html`);
      if (queries) {
        console.log('\n1. Memories queries, data layer (queryPosts; median and slowest of', QUERY_RUNS, 'runs)');
        allMet =
          table(
            // The target is on the median; the slowest run is shown because on a shared machine
            // one run in five can be held up by other processes.
            queries.flatMap((q) => [
              [`${q.label}: median`, median(q.times), TARGET_QUERY_MS],
              [`${q.label}: slowest`, Math.max(...q.times), null],
            ]),
          ) && allMet;
      }
      if (exportImport) {
        console.log('\n3. Backup through the data layer directly');
        allMet =
          table([
            [`postStats (dashboard counts; ${exportImport.photoCount} photos counted)`, exportImport.statsMs, null],
            ['createBackupFile (the export)', exportImport.exportMs, TARGET_EXPORT_IMPORT_MS],
            ['  longest main-thread task', exportImport.exportProbe.longestTask, TARGET_LONGEST_TASK_MS],
            ['importBackup (the file as a Blob)', exportImport.importMs, TARGET_EXPORT_IMPORT_MS],
            ['  longest main-thread task', exportImport.importProbe.longestTask, TARGET_LONGEST_TASK_MS],
          ]) && allMet;
        console.log(
          `   file ${mb(exportImport.bytes)}; photos ${exportImport.photoBytes.map((b) => `${Math.round(b / 1000)} KB`).join(', ')} (data URLs); ${exportImport.restored} posts restored`,
        );
      }
    }

    if (PARTS.has('ui')) {
      console.log('\n1b. Memories page of the built app with 10,000 posts: click until the new list is in the page');
      const ui = await benchMemoriesUi(browser);
      table(ui.map((row) => [row.label, row.ms, null]));
    }

    if (PARTS.has('backup')) {
      console.log(`\n2. Backup of ${PHOTO_POSTS} posts x ${PHOTOS_EACH} photos through the built app`);
      const appRun = await benchExportImportUi(browser);
      allMet =
        table([
          [`Dashboard opened until its numbers show (${appRun.photosShown} photos; informative)`, appRun.dashboardMs, null],
          ["'Export Family Data' until the success alert", appRun.exportMs, TARGET_EXPORT_IMPORT_MS],
          ['  longest main-thread task during export', appRun.exportProbe.longestTask, TARGET_LONGEST_TASK_MS],
          ['  longest heartbeat gap during export', appRun.exportProbe.maxHeartbeatGap, TARGET_LONGEST_TASK_MS],
          ['Import of that file in onboarding until its alert', appRun.importMs, TARGET_EXPORT_IMPORT_MS],
          ['  longest main-thread task during import', appRun.importProbe.longestTask, TARGET_LONGEST_TASK_MS],
          ['  longest heartbeat gap during import', appRun.importProbe.maxHeartbeatGap, TARGET_LONGEST_TASK_MS],
        ]) && allMet;
      console.log(
        `   file ${mb(appRun.bytes)}; ${appRun.restored} posts restored; long tasks (>50 ms): export ${appRun.exportProbe.longTasks}, import ${appRun.importProbe.longTasks}`,
      );
    }
    console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed (see NO above).');
    if (!allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    await browser.close();
    await staticServer.close();
    stopServer();
    rmSync(dataPage.dir, { recursive: true, force: true });
  }
}

await main();
