// A backup with recordings is a ZIP archive whose files are stored as they are (no compression:
// Opus and video are compressed already), so any unzip tool opens it and a family can take its
// voice notes and videos out without Hearth. Written as a Blob of small headers and the stored
// recordings' Blobs by reference, and read through slices of the picked file: a family with hundreds
// of videos never has them all in memory at once. Only what Hearth writes is read: stored entries, no
// ZIP64 (an archive stays under 4 GB because a backup file does, MAX_BACKUP_ARCHIVE_BYTES).

export interface ZipEntryInput {
  name: string;
  data: Blob;
  /** CRC-32 of `data` (crc32Of). */
  crc: number;
}

export interface ZipEntry {
  name: string;
  /** Where the entry's bytes start in the archive, and how many there are. */
  offset: number;
  size: number;
  crc: number;
}

export class ZipFormatError extends Error {
  override readonly name = 'ZipFormatError';
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Continues a CRC-32 (the ZIP checksum, not a security measure) over `bytes`. */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** The CRC-32 of a Blob, read piece by piece. */
export async function crc32Of(blob: Blob): Promise<number> {
  let crc = 0;
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return crc;
    crc = crc32Update(crc, value);
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
// Bit 11: names are UTF-8.
const UTF8_NAMES = 0x0800;
// A fixed time (1 January 2000) in every entry: the backup's own date is in its name and its JSON.
const DOS_TIME = 0;
const DOS_DATE = ((2000 - 1980) << 9) | (1 << 5) | 1;

function header(size: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/** A ZIP archive of stored entries, as a Blob that holds the entries' Blobs by reference. */
export function zipStored(entries: readonly ZipEntryInput[]): Blob {
  const encoder = new TextEncoder();
  const parts: BlobPart[] = [];
  const central: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const size = entry.data.size;
    if (offset + size > 0xffff_fff0) throw new ZipFormatError('A backup archive must stay under 4 GB');
    const local = header(30 + name.length, (v) => {
      v.setUint32(0, LOCAL, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, UTF8_NAMES, true);
      v.setUint16(8, 0, true);
      v.setUint16(10, DOS_TIME, true);
      v.setUint16(12, DOS_DATE, true);
      v.setUint32(14, entry.crc, true);
      v.setUint32(18, size, true);
      v.setUint32(22, size, true);
      v.setUint16(26, name.length, true);
      v.setUint16(28, 0, true);
    });
    local.set(name, 30);
    central.push(
      (() => {
        const record = header(46 + name.length, (v) => {
          v.setUint32(0, CENTRAL, true);
          v.setUint16(4, 20, true);
          v.setUint16(6, 20, true);
          v.setUint16(8, UTF8_NAMES, true);
          v.setUint16(10, 0, true);
          v.setUint16(12, DOS_TIME, true);
          v.setUint16(14, DOS_DATE, true);
          v.setUint32(16, entry.crc, true);
          v.setUint32(20, size, true);
          v.setUint32(24, size, true);
          v.setUint16(28, name.length, true);
          v.setUint32(42, offset, true);
        });
        record.set(name, 46);
        return record;
      })(),
    );
    parts.push(local, entry.data);
    offset += local.length + size;
  }
  const centralSize = central.reduce((sum, record) => sum + record.length, 0);
  const end = header(22, (v) => {
    v.setUint32(0, END, true);
    v.setUint16(8, entries.length, true);
    v.setUint16(10, entries.length, true);
    v.setUint32(12, centralSize, true);
    v.setUint32(16, offset, true);
  });
  return new Blob([...parts, ...central, end], { type: 'application/zip' });
}

/** True when the file starts like a ZIP archive (a backup with recordings). */
export async function isZip(file: Blob): Promise<boolean> {
  if (file.size < 22) return false;
  const head = new DataView(await file.slice(0, 4).arrayBuffer());
  return head.getUint32(0, true) === LOCAL;
}

/** The entries of a ZIP archive of stored files, from its central directory (read through slices). */
export async function readZipEntries(file: Blob): Promise<ZipEntry[]> {
  // The end record is the last 22 bytes when the archive has no comment, as Hearth writes it; a
  // comment of up to 64 KB is looked for too.
  const tailStart = Math.max(0, file.size - 22 - 0xffff);
  const tail = new Uint8Array(await file.slice(tailStart).arrayBuffer());
  const tailView = new DataView(tail.buffer);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tailView.getUint32(i, true) === END) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError('No end of archive');
  const count = tailView.getUint16(at + 10, true);
  const centralSize = tailView.getUint32(at + 12, true);
  const centralOffset = tailView.getUint32(at + 16, true);
  if (centralOffset + centralSize > file.size) throw new ZipFormatError('The archive is cut short');
  const central = new Uint8Array(await file.slice(centralOffset, centralOffset + centralSize).arrayBuffer());
  const view = new DataView(central.buffer);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let pos = 0;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > central.length || view.getUint32(pos, true) !== CENTRAL) throw new ZipFormatError('A damaged directory');
    const method = view.getUint16(pos + 10, true);
    const crc = view.getUint32(pos + 16, true);
    const compressed = view.getUint32(pos + 20, true);
    const size = view.getUint32(pos + 24, true);
    const nameLength = view.getUint16(pos + 28, true);
    const extraLength = view.getUint16(pos + 30, true);
    const commentLength = view.getUint16(pos + 32, true);
    const localOffset = view.getUint32(pos + 42, true);
    const name = decoder.decode(central.subarray(pos + 46, pos + 46 + nameLength));
    pos += 46 + nameLength + extraLength + commentLength;
    if (method !== 0 || compressed !== size) throw new ZipFormatError(`${name} is compressed; Hearth stores its files as they are`);
    const local = new DataView(await file.slice(localOffset, localOffset + 30).arrayBuffer());
    if (local.byteLength < 30 || local.getUint32(0, true) !== LOCAL) throw new ZipFormatError('A damaged entry');
    const offset = localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
    if (offset + size > file.size) throw new ZipFormatError('The archive is cut short');
    entries.push({ name, offset, size, crc });
  }
  return entries;
}
