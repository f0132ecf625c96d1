// Voice notes and videos in a backup: beside the backup's text in a ZIP archive of stored files
// (zip.ts), one file per recording, named so a family recognises it and Hearth finds its moment:
// `recordings/2026-11-28 Asha voice note media_<id>.webm`.
import type { Post, PostMedia } from '@/data/types';
import { crc32Of, readZipEntries, zipStored, type ZipEntryInput } from '@/data/backup/zip';

const MEDIA_ID = /media_[0-9a-f]{32}/;

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** Pure: the file name of a moment's recording inside the archive. */
export function recordingFileName(post: Pick<Post, 'timestamp' | 'userName' | 'type'> & { media: PostMedia }): string {
  const day = post.timestamp.slice(0, 10);
  const what = post.type === 'video' ? 'video' : 'voice note';
  // Characters unzip tools refuse in names (and path separators) become a space.
  const name =
    Array.from(post.userName, (char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
      .join('')
      .trim()
      .slice(0, 40) || 'Family member';
  const extension = EXTENSIONS[post.media.mimeType.split(';')[0]!.trim()] ?? 'bin';
  return `recordings/${day} ${name} ${what} ${post.media.id}.${extension}`;
}

/** Pure: the recording id a file of the archive holds, or null for any other file. */
export function recordingIdOfFile(name: string): string | null {
  if (!name.startsWith('recordings/')) return null;
  return MEDIA_ID.exec(name)?.[0] ?? null;
}

export interface BackupRecording {
  post: Post & { media: PostMedia };
  blob: Blob;
}

/**
 * The archive: the backup's text first, then each recording. Each recording is read once, piece by
 * piece, for its checksum; the archive holds it by reference.
 */
export async function backupArchive(text: { name: string; blob: Blob }, recordings: readonly BackupRecording[]): Promise<Blob> {
  const entries: ZipEntryInput[] = [{ name: text.name, data: text.blob, crc: await crc32Of(text.blob) }];
  for (const { post, blob } of recordings) entries.push({ name: recordingFileName(post), data: blob, crc: await crc32Of(blob) });
  return zipStored(entries);
}

export interface OpenedArchive {
  /** The backup's text file. */
  text: Blob;
  /** Each recording in the archive by its id, as a slice of the picked file (nothing is read yet). */
  recordings: Map<string, Blob>;
}

/** Finds the backup's text and the recordings in an archive; null when it holds no backup text. */
export async function openBackupArchive(file: Blob): Promise<OpenedArchive | null> {
  const entries = await readZipEntries(file);
  const text = entries.find((entry) => !entry.name.includes('/') && /\.(txt|json)$/i.test(entry.name));
  if (!text) return null;
  const recordings = new Map<string, Blob>();
  for (const entry of entries) {
    const id = recordingIdOfFile(entry.name);
    if (id) recordings.set(id, file.slice(entry.offset, entry.offset + entry.size));
  }
  return { text: file.slice(text.offset, text.offset + text.size, 'text/plain'), recordings };
}
