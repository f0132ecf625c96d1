// Drawing on a pdf-lib page: text in runs of the embedded fonts (a character none has becomes a
// picture when the browser can paint one, else a replacement mark), and photos as stored.

import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { splitRuns, textWidth, type TextFace } from './pdf-text';

export const INK = rgb(0x1c / 255, 0x19 / 255, 0x17 / 255);
export const MUTED = rgb(0x57 / 255, 0x53 / 255, 0x4e / 255);

/** Paints one character no font has (an emoji) as a PNG, or null; only a browser can. */
export type PaintCharacter = (cluster: string, px: number) => Promise<Uint8Array | null>;

export interface Typesetter {
  faces: TextFace[];
  width: (text: string, size: number) => number;
  draw: (page: PDFPage, text: string, at: { x: number; y: number; size: number; color: ReturnType<typeof rgb> }) => Promise<void>;
}

const REPLACEMENT = ['\ufffd', '?'];

/**
 * The fonts in order of preference (the app's own font files, embedded as subsets); with none, or
 * when none can be read, Helvetica (which draws only Western European letters).
 */
export async function makeTypesetter(doc: PDFDocument, fontFiles: readonly Uint8Array[], paint?: PaintCharacter): Promise<Typesetter> {
  const fonts: PDFFont[] = [];
  for (const bytes of fontFiles) {
    try {
      fonts.push(await doc.embedFont(bytes, { subset: true }));
    } catch {
      // A font that cannot be read leaves its characters to the next font or the replacement.
    }
  }
  if (fonts.length === 0) fonts.push(await doc.embedFont(StandardFonts.Helvetica));
  const faces: TextFace[] = fonts.map((font) => {
    const has = new Set(font.getCharacterSet());
    // Measuring runs the font's layout (slow for a year of words); words repeat, so remember them.
    const widths = new Map<string, number>();
    const width = (text: string, size: number) => {
      let unit = widths.get(text);
      if (unit === undefined) {
        if (widths.size > 50_000) widths.clear();
        unit = font.widthOfTextAtSize(text, 1);
        widths.set(text, unit);
      }
      return unit * size;
    };
    return { has: (cp) => has.has(cp), width };
  });
  const replacement = REPLACEMENT.find((mark) => faces[0]?.has(mark.codePointAt(0) ?? 0)) ?? '';
  const pictures = new Map<string, Promise<PDFImage | null>>();
  const picture = (cluster: string, size: number) => {
    if (!paint) return Promise.resolve(null);
    let image = pictures.get(cluster);
    if (!image) {
      image = paint(cluster, Math.ceil(size * 4))
        .then((png) => (png ? doc.embedPng(png) : null))
        .catch(() => null);
      pictures.set(cluster, image);
    }
    return image;
  };

  return {
    faces,
    width: (text, size) => textWidth(text, faces, size),
    draw: async (page, text, { x, y, size, color }) => {
      let left = x;
      for (const run of splitRuns(text, faces)) {
        if (run.face !== null) {
          page.drawText(run.text, { x: left, y, size, font: fonts[run.face] as PDFFont, color });
          left += (faces[run.face] as TextFace).width(run.text, size);
          continue;
        }
        const image = await picture(run.text, size);
        // One em, sitting on the baseline like a letter with a small descent.
        if (image) page.drawImage(image, { x: left, y: y - size * 0.15, width: size, height: size });
        else if (replacement) page.drawText(replacement, { x: left + size * 0.2, y, size, font: fonts[0] as PDFFont, color });
        left += size;
      }
    },
  };
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Turns a photo the PDF cannot hold as it is (WebP, GIF...) into JPEG bytes; only a browser can. */
export type ConvertPhoto = (dataUrl: string) => Promise<Uint8Array | null>;

/** JPEG and PNG go in as stored (their own resolution); others (WebP, SVG...) through `convert`; null when unreadable. */
export async function embedPhoto(doc: PDFDocument, dataUrl: string, convert?: ConvertPhoto): Promise<PDFImage | null> {
  const match = /^data:image\/(jpeg|jpg|png)(?:;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  try {
    if (match) {
      const bytes = bytesOf(dataUrl.slice(match[0].length));
      return (match[1] as string).toLowerCase() === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    }
    const jpeg = convert && dataUrl.startsWith('data:image/') ? await convert(dataUrl) : null;
    return jpeg ? await doc.embedJpg(jpeg) : null;
  } catch {
    return null;
  }
}
