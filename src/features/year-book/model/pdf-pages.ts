// The PDF's pages follow the print stylesheet (year-book.css and pageRule in can-print.ts): the same
// paper, the same margins (a wider inner one for binding, alternating left/right), each month on a
// new page, a photo or a short moment never split, a month's title kept with its first moment.

import type { PaperSize } from './year-book-options';

const MM = 72 / 25.4;

export interface PageGeometry {
  width: number;
  height: number;
  top: number;
  bottom: number;
  inner: number;
  outer: number;
}

/** Points (1/72 inch), as PDF measures; margins as in pageRule(). */
export function pageGeometry(paper: PaperSize): PageGeometry {
  const [width, height] = paper === 'a4' ? [210 * MM, 297 * MM] : [612, 792];
  return { width, height, top: 16 * MM, bottom: 18 * MM, inner: 22 * MM, outer: 14 * MM };
}

export function mm(value: number): number {
  return value * MM;
}

/** The printable box of page `number` (1-based): odd pages are right-hand pages, bound on the left. */
export function contentBox(geometry: PageGeometry, number: number): { x: number; y: number; width: number; height: number } {
  const left = number % 2 === 1 ? geometry.inner : geometry.outer;
  return {
    x: left,
    // PDF's origin is the bottom left; `y` is the top of the box.
    y: geometry.height - geometry.top,
    width: geometry.width - geometry.inner - geometry.outer,
    height: geometry.height - geometry.top - geometry.bottom,
  };
}

/** Something drawn on a page, with its height; what it is does not matter to pagination. */
export interface Block<T = unknown> {
  height: number;
  item: T;
}

/** Blocks that stay on one page together (a short moment, a photo, a title with what follows). */
export type Atom<T = unknown> = Block<T>[];

export interface PlacedBlock<T = unknown> extends Block<T> {
  /** Distance from the top of the content box. */
  offset: number;
}

/**
 * Puts a chapter's atoms on pages of `pageHeight`, starting a new page. An atom that does not fit on
 * what is left of a page starts the next one; an atom taller than a whole page is split between its
 * blocks (a block is never split: callers make lines and photos fit a page). `gapBefore` is the space
 * above an atom, dropped at the top of a page.
 */
export function paginate<T>(atoms: readonly { blocks: Atom<T>; gapBefore: number }[], pageHeight: number): PlacedBlock<T>[][] {
  const pages: PlacedBlock<T>[][] = [];
  let page: PlacedBlock<T>[] = [];
  let used = 0;
  const newPage = () => {
    pages.push(page);
    page = [];
    used = 0;
  };
  for (const { blocks, gapBefore } of atoms) {
    if (blocks.length === 0) continue;
    const height = blocks.reduce((sum, b) => sum + b.height, 0);
    const gap = page.length === 0 ? 0 : gapBefore;
    if (page.length > 0 && used + gap + height > pageHeight && height <= pageHeight) newPage();
    let top = page.length === 0 ? 0 : used + gap;
    for (const block of blocks) {
      // Only an atom taller than a page gets here with too little room: it continues overleaf.
      if (page.length > 0 && top + block.height > pageHeight) {
        newPage();
        top = 0;
      }
      page.push({ ...block, offset: top });
      top += block.height;
      used = top;
    }
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}

/** As the print stylesheet: a photo's own size (a CSS pixel is 0.75 pt), shrunk to fit the box, never enlarged. */
export function fitPhoto(pixels: { width: number; height: number }, box: { width: number; height: number }): { width: number; height: number } {
  if (pixels.width <= 0 || pixels.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(0.75, box.width / pixels.width, box.height / pixels.height);
  return { width: pixels.width * scale, height: pixels.height * scale };
}
