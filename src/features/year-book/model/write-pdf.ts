// The year book as a PDF file, for browsers that cannot print (in-app browsers). It is made
// from the same laid-out book as the preview, page by page with a turn for the page in between, and
// loaded only when a family asks for it (pdf-lib is large; docs/decisions/048-year-book-pdf.md).

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type { YearBook } from './lay-out-book';
import { chapterAtoms, TYPE, type PdfItem } from './pdf-blocks';
import { embedPhoto, INK, makeTypesetter, MUTED, type ConvertPhoto, type PaintCharacter, type Typesetter } from './pdf-draw';
import { contentBox, mm, pageGeometry, paginate, type PageGeometry, type PlacedBlock } from './pdf-pages';
import { wrapText } from './pdf-text';
import type { PaperSize } from './year-book-options';

export interface WritePdfInput {
  book: YearBook;
  paper: PaperSize;
  /** Font files (TTF, OTF, WOFF, WOFF2) in order of preference; Helvetica when empty. */
  fonts: readonly Uint8Array[];
  convertPhoto?: ConvertPhoto;
  paintCharacter?: PaintCharacter;
  /** Moments drawn so far out of all of them. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  nextTurn?: () => Promise<void>;
}

// A message, not setTimeout(0): browsers hold nested timers back 4 ms each, 2 s over 500 pages.
const defaultTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

interface Writer {
  doc: PDFDocument;
  geometry: PageGeometry;
  type: Typesetter;
  photos: Map<string, PDFImage | null>;
}

function addPage(w: Writer): { page: PDFPage; box: ReturnType<typeof contentBox> } {
  const page = w.doc.addPage([w.geometry.width, w.geometry.height]);
  const number = w.doc.getPageCount();
  return { page, box: contentBox(w.geometry, number) };
}

/** Page numbers at the foot of every page but the cover, as the print stylesheet. */
async function numberPages(w: Writer): Promise<void> {
  const pages = w.doc.getPages();
  for (let i = 1; i < pages.length; i += 1) {
    const label = String(i + 1);
    const box = contentBox(w.geometry, i + 1);
    const x = box.x + (box.width - w.type.width(label, 10)) / 2;
    await w.type.draw(pages[i] as PDFPage, label, { x, y: w.geometry.bottom / 2, size: 10, color: MUTED });
  }
}

async function drawCentred(w: Writer, page: PDFPage, box: { x: number; width: number }, text: string, y: number, size: number, color = INK): Promise<void> {
  for (const [i, line] of wrapText(text, box.width, (t) => w.type.width(t, size)).entries()) {
    await w.type.draw(page, line, { x: box.x + (box.width - w.type.width(line, size)) / 2, y: y - i * size * 1.2, size, color });
  }
}

async function drawCover(w: Writer, book: YearBook): Promise<void> {
  const { page, box } = addPage(w);
  const photo = book.coverPhoto ? w.photos.get(book.coverPhoto) : undefined;
  const fitted = photo ? photo.scaleToFit(Math.min(box.width, photo.width * 0.75), Math.min(mm(150), photo.height * 0.75)) : null;
  // The cover's pieces as one column, centred on the page like the printed cover.
  const column = TYPE.coverFamily * 1.4 + TYPE.coverTitle * 1.3 + (fitted ? fitted.height + mm(6) : 0) + mm(12) + TYPE.body * 1.5;
  let y = box.y - Math.max(0, (box.height - column) / 2);
  await drawCentred(w, page, box, book.familyName, y - TYPE.coverFamily, TYPE.coverFamily);
  y -= TYPE.coverFamily * 1.4 + mm(6);
  await drawCentred(w, page, box, book.title, y - TYPE.coverTitle, TYPE.coverTitle);
  y -= TYPE.coverTitle * 1.3 + mm(6);
  if (photo && fitted) {
    page.drawImage(photo, { x: box.x + (box.width - fitted.width) / 2, y: y - fitted.height, ...fitted });
    y -= fitted.height + mm(6);
  }
  await drawCentred(w, page, box, 'Our year in moments', y - TYPE.body, TYPE.body, MUTED);
}

async function drawBlocks(w: Writer, blocks: PlacedBlock<PdfItem>[]): Promise<void> {
  const { page, box } = addPage(w);
  for (const { item, offset } of blocks) {
    const top = box.y - offset;
    if (item.kind === 'photo') {
      const image = w.photos.get(item.src);
      if (image) page.drawImage(image, { x: box.x, y: top - item.height, width: item.width, height: item.height });
    } else if (item.kind === 'title') {
      await w.type.draw(page, item.text, { x: box.x, y: top - item.size, size: item.size, color: INK });
      page.drawLine({ start: { x: box.x, y: top - item.size * 1.3 }, end: { x: box.x + box.width, y: top - item.size * 1.3 }, thickness: 0.75, color: MUTED, opacity: 0.4 });
    } else {
      const color = item.kind === 'text' && item.tone === 'ink' ? INK : MUTED;
      await w.type.draw(page, item.text, { x: box.x, y: top - item.size * 1.15, size: item.size, color });
    }
  }
}

async function drawClosing(w: Writer, book: YearBook): Promise<void> {
  const { page, box } = addPage(w);
  const { numbers } = book;
  let y = box.y - TYPE.chapterTitle;
  await w.type.draw(page, 'Our year in numbers', { x: box.x, y, size: TYPE.chapterTitle, color: INK });
  y -= TYPE.chapterTitle * 0.3 + mm(14);
  const cells: [string, string][] = [
    ['Moments', numbers.moments.toLocaleString()],
    ['Photos', numbers.photos.toLocaleString()],
    ['Longest streak', numbers.longestStreak === 1 ? '1 day' : `${numbers.longestStreak} days`],
    ['Busiest month', numbers.busiestMonth ?? '—'],
  ];
  for (const [i, [label, value]] of cells.entries()) {
    const x = box.x + (i % 2) * (box.width / 2);
    const top = y - Math.floor(i / 2) * (TYPE.number * 1.3 + TYPE.numberLabel * 1.5 + mm(6));
    await w.type.draw(page, label, { x, y: top - TYPE.numberLabel, size: TYPE.numberLabel, color: MUTED });
    await w.type.draw(page, value, { x, y: top - TYPE.numberLabel * 1.5 - TYPE.number, size: TYPE.number, color: INK });
  }
  y -= 2 * (TYPE.number * 1.3 + TYPE.numberLabel * 1.5 + mm(6)) + mm(4);
  await w.type.draw(page, 'Made with Hearth, on our own device.', { x: box.x, y: y - TYPE.body, size: TYPE.body, color: MUTED });
}

/** The book as PDF bytes: a cover, a chapter a month (each on new pages), the year's numbers. */
export async function writeBookPdf({ book, paper, fonts, convertPhoto, paintCharacter, onProgress, signal, nextTurn = defaultTurn }: WritePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${book.familyName} year book ${book.title}`);
  doc.setCreator('Hearth');
  doc.setProducer('Hearth');
  const w: Writer = { doc, geometry: pageGeometry(paper), type: await makeTypesetter(doc, fonts, paintCharacter), photos: new Map() };
  const total = book.numbers.moments;
  const turn = async (done: number) => {
    onProgress?.(done, total);
    await nextTurn();
    signal?.throwIfAborted();
  };
  const embed = async (src: string) => {
    if (!w.photos.has(src)) w.photos.set(src, await embedPhoto(doc, src, convertPhoto));
  };

  await turn(0);
  if (book.coverPhoto) await embed(book.coverPhoto);
  await drawCover(w, book);
  const box = contentBox(w.geometry, 1);
  const ctx = {
    width: box.width,
    pageHeight: box.height,
    wrap: (text: string, size: number, width: number) => wrapText(text, width, (t) => w.type.width(t, size)),
    photoSize: (src: string) => w.photos.get(src) ?? null,
  };
  let done = 0;
  for (const chapter of book.chapters) {
    for (const moment of chapter.moments) for (const src of moment.photos) await embed(src);
    const pages = paginate(chapterAtoms(chapter, ctx), box.height);
    for (const [i, blocks] of pages.entries()) {
      await drawBlocks(w, blocks);
      await turn(done + Math.round((chapter.moments.length * (i + 1)) / pages.length));
    }
    done += chapter.moments.length;
  }
  await drawClosing(w, book);
  await numberPages(w);
  await turn(total);
  // Written in slices so a book of hundreds of photos does not freeze the page while it is saved.
  return doc.save({ objectsPerTick: 20 });
}
