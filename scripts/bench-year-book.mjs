// On this day, calendar and year book benchmarks in headless Chromium, through the app's own modules bundled by Vite:
//   1. 10,000 moments over five years: the home's "On this day" query (loadOnThisDay) and one month
//      of the Memories calendar (loadCalendarMonth) in the data layer; target under 20 ms (median).
//   2. A year of 1,000 moments with 500 photos (~60 KB JPEG data URLs): reading the year
//      (postsBetween), laying it out (layOutBook) and rendering the book's pages (BookPages) until
//      every photo is decoded; target under 5 s. The longest main-thread task is reported too.
//   3. The same book as a PDF made on the device (makeBookPdf, what "Download the PDF" runs): the
//      time, the file size and the longest main-thread task while it is made (no target in the issue).
// Nothing here ships to families.
//
// Usage: node scripts/bench-year-book.mjs   (CHROME_PATH)
/* global window, OffscreenCanvas, FileReader */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const RUNS = 5;
const TARGET_QUERY_MS = 20;
const TARGET_BOOK_MS = 5000;

async function buildPage() {
  // Inside the project so the entry resolves react from node_modules.
  const dir = join(root, 'node_modules', '.cache', `hearth-bench-year-book-${process.pid}`);
  const src = join(dir, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(join(src, 'index.html'), '<!doctype html><html><body><div id="book"></div><script type="module" src="./entry.tsx"></script></body></html>');
  writeFileSync(
    join(src, 'entry.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { flushSync } from 'react-dom';",
      "import { createHearthDatabase } from '@/data/db';",
      "import { postsBetween } from '@/data/posts-by-time';",
      "import { loadOnThisDay } from '@/features/on-this-day/api/use-on-this-day';",
      "import { layOutBook } from '@/features/year-book/model/lay-out-book';",
      "import { bookRange, defaultOptions } from '@/features/year-book/model/year-book-options';",
      "import { BookPages } from '@/features/year-book/components/book-pages';",
      "import '@/features/year-book/components/year-book.css';",
      "import { makeBookPdf } from '@/features/year-book/device/make-book-pdf';",
      "import { localMonthsRange } from '@/lib/local-days';",
      "import { timestampsBetween, lastTimestampBefore, firstTimestampFrom } from '@/data/posts-by-time';",
      'const calendarMonth = async (db, year, month) => { const r = localMonthsRange(year, month); return Promise.all([timestampsBetween(r.from, r.to, db), lastTimestampBefore(r.from, db), firstTimestampFrom(r.to, db)]); };',
      'const renderBook = (book) => { const root = createRoot(document.getElementById("book")); flushSync(() => root.render(<BookPages book={book} />)); return Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))); };',
      '(window as unknown as Record<string, unknown>).hearth = { createHearthDatabase, postsBetween, loadOnThisDay, layOutBook, bookRange, defaultOptions, calendarMonth, renderBook, makeBookPdf };',
      "document.body.dataset.ready = 'yes';",
    ].join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    root: src,
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022', minify: true, reportCompressedSize: false },
  });
  return { dir, dist: join(dir, 'dist') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const page$ = await buildPage();
  const server = await serveStatic(page$.dist);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/index.html`);
    await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
    const result = await page.evaluate(async (runs) => {
      const h = window.hearth;
      const member = (i) => ({ userId: `member_${i % 4}`, userName: ['Asha', 'Ravi', 'Mia', 'Leo'][i % 4], userImage: '', likes: i % 3, comments: i % 2 });
      // 1. 10,000 text moments, evenly over five years before 15 June 2026.
      const queryDb = h.createHearthDatabase(`bench-otd-${Date.now()}`);
      const end = new Date(2026, 5, 15).getTime();
      const span = 5 * 365 * 86_400_000;
      await queryDb.posts.bulkAdd(Array.from({ length: 10_000 }, (_, i) => ({ id: `q${i}`, type: 'text', content: `Moment ${i}`, timestamp: new Date(end - span + (i * span) / 10_000).toISOString(), ...member(i) })));
      const time = async (fn) => { const t = performance.now(); await fn(); return performance.now() - t; };
      const card = []; const month = [];
      for (let r = 0; r < runs; r += 1) {
        card.push(await time(() => h.loadOnThisDay(new Date(2026, 5, 15, 9), queryDb)));
        month.push(await time(() => h.calendarMonth(queryDb, 2024, 3 + r)));
      }
      await queryDb.delete();
      // 2. A year of 1,000 moments, 500 with a ~60 KB photo (five different images).
      const canvas = new OffscreenCanvas(1200, 900);
      const ctx = canvas.getContext('2d');
      const photos = [];
      for (let p = 0; p < 5; p += 1) {
        for (let k = 0; k < 400; k += 1) { ctx.fillStyle = `hsl(${(k * 37 + p * 60) % 360} 70% ${30 + (k % 40)}%)`; ctx.fillRect((k * 97) % 1200, (k * 53) % 900, 120, 90); }
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
        photos.push(await new Promise((resolve) => { const reader = new FileReader(); reader.onload = () => resolve(reader.result); reader.readAsDataURL(blob); }));
      }
      const bookDb = h.createHearthDatabase(`bench-book-${Date.now()}`);
      const yearStart = new Date(2025, 0, 1).getTime();
      await bookDb.posts.bulkAdd(Array.from({ length: 1000 }, (_, i) => ({ id: `b${i}`, type: i % 2 ? 'text' : 'photo', content: `A day to remember, number ${i}`, ...(i % 2 ? {} : { imageUrls: [photos[i % 5]] }), timestamp: new Date(yearStart + i * 31_500_000).toISOString(), ...member(i) })));
      let longest = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) longest = Math.max(longest, e.duration); }).observe({ type: 'longtask', buffered: false });
      const options = h.defaultOptions(2025);
      const range = h.bookRange(options);
      const t0 = performance.now();
      const posts = await h.postsBetween(range.from, range.to, undefined, bookDb);
      const t1 = performance.now();
      const book = await h.layOutBook(posts, 'The Benchmark Family', options);
      const t2 = performance.now();
      await h.renderBook(book);
      const t3 = performance.now();
      await new Promise((r) => setTimeout(r, 100));
      const bookLongest = longest;
      longest = 0;
      let progressCalls = 0;
      // A family's photos all differ: give each its own data URL (same bytes) so none is shared in the PDF.
      let photoIndex = 0;
      const unique = (src) => src.replace('data:image/jpeg;', `data:image/jpeg;n=${(photoIndex += 1)};`);
      const pdfBook = { ...book, chapters: book.chapters.map((c) => ({ ...c, moments: c.moments.map((m) => ({ ...m, photos: m.photos.map(unique) })) })) };
      const t4 = performance.now();
      const pdf = await h.makeBookPdf(pdfBook, 'a4', { signal: new AbortController().signal, onProgress: () => { progressCalls += 1; } });
      const t5 = performance.now();
      await new Promise((r) => setTimeout(r, 100));
      await bookDb.delete();
      return { card, month, read: t1 - t0, layout: t2 - t1, render: t3 - t2, total: t3 - t0, photoKb: Math.round(photos[0].length / 1024), moments: book.numbers.moments, photos: book.numbers.photos, longest: bookLongest, pdf: t5 - t4, pdfMb: pdf.size / 1024 / 1024, pdfLongest: longest, progressCalls };
    }, RUNS);
    const ok = (value, target) => (value < target ? 'ok' : 'MISSED');
    console.log('On this day and year book benchmarks (headless Chromium; medians of', RUNS, 'runs)');
    console.log(`On this day (10,000 moments, 5 years): median ${median(result.card).toFixed(1)} ms, slowest ${Math.max(...result.card).toFixed(1)} ms — target < ${TARGET_QUERY_MS} ms: ${ok(median(result.card), TARGET_QUERY_MS)}`);
    console.log(`Calendar month: median ${median(result.month).toFixed(1)} ms, slowest ${Math.max(...result.month).toFixed(1)} ms — target < ${TARGET_QUERY_MS} ms: ${ok(median(result.month), TARGET_QUERY_MS)}`);
    console.log(`Year book (${result.moments} moments, ${result.photos} photos of ~${result.photoKb} KB): read ${result.read.toFixed(0)} ms, lay out ${result.layout.toFixed(0)} ms, render + decode ${result.render.toFixed(0)} ms, total ${result.total.toFixed(0)} ms — target < ${TARGET_BOOK_MS} ms: ${ok(result.total, TARGET_BOOK_MS)}; longest task ${result.longest.toFixed(0)} ms`);
    console.log(`Year book PDF (same book, A4): made in ${result.pdf.toFixed(0)} ms, ${result.pdfMb.toFixed(1)} MB, ${result.progressCalls} progress updates; longest task ${result.pdfLongest.toFixed(0)} ms`);
    process.exitCode = median(result.card) < TARGET_QUERY_MS && median(result.month) < TARGET_QUERY_MS && result.total < TARGET_BOOK_MS ? 0 : 1;
  } finally {
    await browser.close();
    await server.close?.();
    rmSync(page$.dir, { recursive: true, force: true });
  }
}

await main();
