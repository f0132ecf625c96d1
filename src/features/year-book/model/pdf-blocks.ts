// A chapter's moments as blocks for the PDF: the same pieces, order and wording as the preview
// (book-moment.tsx, book-pages.tsx), sized like the print stylesheet (1 CSS px = 0.75 pt).

import type { BookChapter, BookMoment } from './lay-out-book';
import { challengeLine, countsLine, SHORT_MOMENT_CHARS, wordsLine } from './moment-lines';
import { fitPhoto, mm, type Atom, type Block } from './pdf-pages';

export const TYPE = {
  body: 12,
  meta: 10.2,
  mood: 24,
  chapterTitle: 24,
  coverFamily: 18,
  coverTitle: 36,
  number: 24,
  numberLabel: 10.8,
} as const;

const LINE = 1.5;
const GAP = mm(2);
const MOMENT_GAP = mm(8);
const TITLE_GAP = mm(6);
/** As `.book-photo { max-height: 200mm }` in print. */
export const MAX_PHOTO_HEIGHT = mm(200);

export type PdfItem =
  | { kind: 'text'; text: string; size: number; tone: 'ink' | 'muted' }
  | { kind: 'title'; text: string; size: number }
  | { kind: 'photo'; src: string; width: number; height: number }
  | { kind: 'missing-photo'; text: string; size: number };

export interface BlockContext {
  width: number;
  /** The height of a page's content box: nothing taller goes on a page. */
  pageHeight: number;
  wrap: (text: string, size: number, width: number) => string[];
  /** A photo's size in pixels, or null when it could not be read. */
  photoSize: (src: string) => { width: number; height: number } | null;
}

export interface PdfAtom {
  blocks: Atom<PdfItem>;
  gapBefore: number;
}

function textBlocks(text: string, size: number, tone: 'ink' | 'muted', ctx: BlockContext, gapAfter: number): Block<PdfItem>[] {
  const lines = ctx.wrap(text, size, ctx.width);
  return lines.map((line, i) => ({
    height: size * LINE + (i === lines.length - 1 ? gapAfter : 0),
    item: { kind: 'text', text: line, size, tone },
  }));
}

function photoBlock(src: string, ctx: BlockContext, metaHeight: number): Block<PdfItem> {
  const pixels = ctx.photoSize(src);
  if (!pixels) return { height: TYPE.meta * LINE + GAP, item: { kind: 'missing-photo', text: 'A photo that could not be added to the PDF', size: TYPE.meta } };
  // A photo fits a page with the line above it, so it is never split or clipped.
  const box = { width: ctx.width, height: Math.min(MAX_PHOTO_HEIGHT, ctx.pageHeight - metaHeight - GAP) };
  const { width, height } = fitPhoto(pixels, box);
  return { height: height + GAP, item: { kind: 'photo', src, width, height } };
}

/** One moment: its atoms (one when short, else the heading with its first piece, then each piece). */
export function momentAtoms(moment: BookMoment, ctx: BlockContext): PdfAtom[] {
  const meta = textBlocks(`${moment.who} · ${moment.when}`, TYPE.meta, 'muted', ctx, GAP);
  const metaHeight = meta.reduce((sum, b) => sum + b.height, 0);
  const pieces: Block<PdfItem>[][] = [];
  for (const photo of moment.photos) pieces.push([photoBlock(photo, ctx, metaHeight)]);
  // Paper cannot play a recording: a video prints as its poster over its line, a voice note as its line.
  const recording = moment.recording;
  if (recording) {
    if (recording.poster) pieces.push([photoBlock(recording.poster, ctx, metaHeight)]);
    pieces.push(textBlocks(recording.line, TYPE.body, 'ink', ctx, GAP));
  }
  if (moment.mood) pieces.push(textBlocks(moment.mood, TYPE.mood, 'ink', ctx, GAP));
  // Lines of long words are pieces of their own: the text may continue overleaf.
  if (moment.text) for (const line of textBlocks(wordsLine(moment), TYPE.body, 'ink', ctx, GAP)) pieces.push([line]);
  if (moment.challenge) pieces.push(textBlocks(challengeLine(moment), TYPE.meta, 'muted', ctx, GAP));
  const counts = countsLine(moment);
  if (counts) pieces.push(textBlocks(counts, TYPE.meta, 'muted', ctx, GAP));

  if (moment.text.length <= SHORT_MOMENT_CHARS) return [{ blocks: [...meta, ...pieces.flat()], gapBefore: MOMENT_GAP }];
  const [first = [], ...rest] = pieces;
  return [{ blocks: [...meta, ...first], gapBefore: MOMENT_GAP }, ...rest.map((blocks) => ({ blocks, gapBefore: 0 }))];
}

/** A month: its title kept with the first piece of its first moment. */
export function chapterAtoms(chapter: BookChapter, ctx: BlockContext): PdfAtom[] {
  const title: Block<PdfItem> = { height: TYPE.chapterTitle * 1.3 + TITLE_GAP, item: { kind: 'title', text: chapter.title, size: TYPE.chapterTitle } };
  const atoms = chapter.moments.flatMap((moment) => momentAtoms(moment, ctx));
  const [first, ...rest] = atoms;
  return [{ blocks: [title, ...(first?.blocks ?? [])], gapBefore: 0 }, ...rest];
}
