// Loaded with import() only when a family asks for the PDF: pdf-lib and the font stay out of every
// page's first load.

import type { YearBook } from '../model/lay-out-book';
import { writeBookPdf } from '../model/write-pdf';
import type { PaperSize } from '../model/year-book-options';
import fontUrl from '../assets/LiberationSans-Regular.ttf?url';
import { characterAsPng, photoAsJpeg } from '@/features/year-book/device/canvas-pictures';

async function loadFont(): Promise<Uint8Array[]> {
  try {
    const response = await fetch(fontUrl);
    return response.ok ? [new Uint8Array(await response.arrayBuffer())] : [];
  } catch {
    // Without the font file (offline before it was cached) the PDF still comes, in Helvetica.
    return [];
  }
}

export async function makeBookPdf(
  book: YearBook,
  paper: PaperSize,
  { onProgress, signal }: { onProgress: (done: number, total: number) => void; signal: AbortSignal },
): Promise<Blob> {
  const fonts = await loadFont();
  const bytes = await writeBookPdf({ book, paper, fonts, convertPhoto: photoAsJpeg, paintCharacter: characterAsPng, onProgress, signal });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
