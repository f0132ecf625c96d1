// @vitest-environment node
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { BookMoment, YearBook } from '@/features/year-book/model/lay-out-book';
import { writeBookPdf } from '@/features/year-book/model/write-pdf';

const FONTS = [new Uint8Array(readFileSync('src/features/year-book/assets/LiberationSans-Regular.ttf'))];

/** A JPEG header with the given size: pdf-lib reads the size and keeps the bytes as they are. */
function jpeg(width: number, height: number): string {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, ...sof, 0xff, 0xd9]).toString('base64')}`;
}

function png(width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, b) => (crcTable[(c ^ b) & 255] as number) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array.from({ length: width * 3 }, (_, i) => (i * 7) % 256)])));
  const file = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${file.toString('base64')}`;
}

const moment = (id: string, text: string, extra: Partial<BookMoment> = {}): BookMoment => ({
  id, who: 'Asha', when: 'Saturday, 14 March at 18:00', type: 'text', text, photos: [], reactions: 0, comments: 0, ...extra,
});

function book(familyName: string, chapters: YearBook['chapters']): YearBook {
  const moments = chapters.flatMap((c) => c.moments);
  return {
    familyName, title: '2025', coverPhoto: jpeg(1200, 900), chapters,
    numbers: { moments: moments.length, photos: moments.reduce((n, m) => n + m.photos.length, 0), longestStreak: 3, busiestMonth: chapters[0]?.title ?? null },
  };
}

async function read(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: true, verbosity: 0 }).promise;
  const pages: { text: string; width: number; height: number; images: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const [, , width, height] = page.view as [number, number, number, number];
    const ops = await page.getOperatorList();
    // 85 is paintImageXObject in pdf.js's operator list.
    pages.push({ text: content.items.map((item) => ('str' in item ? item.str : '')).join(''), width, height, images: ops.fnArray.filter((fn) => fn === 85).length });
  }
  return pages;
}

const noTurn = () => Promise.resolve();

describe('writeBookPdf', () => {
  it('makes a cover, a chapter a month and the numbers, on A4 with page numbers', async () => {
    const progress: number[] = [];
    const bytes = await writeBookPdf({
      book: book('The Kumars', [
        { month: 3, title: 'March', moments: [moment('a', 'Pancakes on the beach', { photos: [jpeg(1200, 900)], reactions: 3, comments: 1 }), moment('b', 'Supper stories', { challenge: '📚 Story time' })] },
        { month: 7, title: 'July', moments: [moment('c', 'Grateful for the rain', { type: 'gratitude' }), moment('d', '', { type: 'mood', mood: '😊' })] },
      ]),
      paper: 'a4', fonts: FONTS, nextTurn: noTurn, onProgress: (done) => progress.push(done),
    });
    const pages = await read(bytes);
    expect(pages).toHaveLength(4);
    expect(pages[0]?.width).toBeCloseTo(595.28, 1);
    expect(pages[0]?.height).toBeCloseTo(841.89, 1);
    expect(pages[0]?.text).toContain('The Kumars');
    expect(pages[0]?.text).toContain('2025');
    expect(pages[0]?.images).toBe(1);
    expect(pages[1]?.text).toMatch(/^March.*Pancakes on the beach.*3 reactions · 1 comment.*Supper stories.*From the challenge.*Story time.*2$/);
    expect(pages[1]?.images).toBe(1);
    expect(pages[2]?.text).toContain('Grateful for: Grateful for the rain');
    expect(pages[3]?.text).toMatch(/Our year in numbers.*Moments.*4.*Photos.*1.*Longest streak.*3 days.*Busiest month.*March/);
    expect(pages[3]?.text).toMatch(/4$/);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(4);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('uses US Letter when the family chose it', async () => {
    const pages = await read(await writeBookPdf({ book: book('F', [{ month: 1, title: 'January', moments: [moment('a', 'Snow')] }]), paper: 'letter', fonts: FONTS, nextTurn: noTurn }));
    expect(pages.map((p) => [p.width, p.height])).toEqual([[612, 792], [612, 792], [612, 792]]);
  });

  it('draws names in other scripts and does not stop at emoji or characters no font has', async () => {
    const family = 'Семья Łukasiewicz 🏡';
    const bytes = await writeBookPdf({
      book: book(family, [{ month: 5, title: 'May', moments: [moment('a', 'Ünïcödé ✓ 日本 👨‍👩‍👧 ok', { who: 'Zoë 🌟' })] }]),
      paper: 'a4', fonts: FONTS, nextTurn: noTurn,
    });
    const text = (await read(bytes)).map((p) => p.text).join('\n');
    expect(text).toContain('Семья Łukasiewicz');
    expect(text).toContain('Zoë');
    expect(text).toContain('Ünïcödé');
    expect(text).toContain('ok');
  });

  it('falls back to Helvetica without font files and replaces what it cannot draw', async () => {
    const bytes = await writeBookPdf({ book: book('Семья Café', [{ month: 5, title: 'May', moments: [moment('a', 'Crème brûlée 🍮')] }]), paper: 'a4', fonts: [], nextTurn: noTurn });
    const text = (await read(bytes)).map((p) => p.text).join('\n');
    expect(text).toContain('Café');
    expect(text).toContain('Crème brûlée');
  });

  it('keeps a short moment whole and carries a long one over pages, with PNG photos embedded', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const moments = [
      ...Array.from({ length: 6 }, (_, i) => moment(`p${i}`, `Photo ${i}`, { type: 'photo', photos: [png(40, 30 + i)] })),
      moment('long', long.repeat(3)),
    ];
    const pages = await read(await writeBookPdf({ book: book('F', [{ month: 2, title: 'February', moments }]), paper: 'a4', fonts: FONTS, nextTurn: noTurn }));
    expect(pages.reduce((n, p) => n + p.images, 0)).toBe(7); // the cover and six photos
    const withLong = pages.filter((p) => p.text.includes('word1'));
    expect(withLong.length).toBeGreaterThan(1);
    // Each "Photo i" is on the page of its picture: no moment was split from its photo.
    for (const page of pages.slice(1, -1)) expect((page.text.match(/Photo \d/g) ?? []).length).toBe(page.images);
  });

  it('a photo it cannot read becomes a line, not a failure', async () => {
    const pages = await read(await writeBookPdf({ book: book('F', [{ month: 4, title: 'April', moments: [moment('x', 'Odd photo', { photos: ['data:image/webp;base64,AAAA', 'data:image/jpeg;base64,bm90IGEganBlZw=='] })] }]), paper: 'a4', fonts: FONTS, nextTurn: noTurn }));
    expect(pages[1]?.text).toContain('A photo that could not be added to the PDF');
    expect(pages[1]?.text).toContain('Odd photo');
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(writeBookPdf({ book: book('F', []), paper: 'a4', fonts: FONTS, nextTurn: noTurn, signal: controller.signal })).rejects.toThrow();
  });
});
