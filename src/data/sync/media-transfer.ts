// Recordings travel apart from the changes: sealed in chunks of 512 KiB under the family key, each
// chunk bound to its space, recording, index, count and key epoch, so the server cannot swap, reorder
// or mix chunks without the receiving device noticing. An upload asks what the server holds and
// sends only the rest (it resumes after a lost connection); a download happens when a recording is
// about to be played, never for every moment.
import type { PostMedia } from '@/data/types';
import { syncFetch, syncJson, type Signer } from '@/data/sync/client';
import { openRaw, sealRaw } from '@/data/sync/crypto';

export const MEDIA_CHUNK_BYTES = 512 * 1024;

export const mediaAad = (spaceId: string, mediaId: string, index: number, count: number, epoch: number) =>
  `hearth-media-v1\n${spaceId}\n${mediaId}\n${index}\n${count}\n${epoch}`;

/** What a transfer needs of the device's sync state. */
export interface MediaTransferKeys {
  spaceId: string;
  signer: Signer;
  /** The current key epoch: new chunks are sealed under its key. */
  epoch: number;
  /** The AES key of an epoch this device holds. */
  aesOf(epoch: number): CryptoKey | undefined;
}

interface HeldChunks {
  count: number;
  have: number[];
}

export const chunkCount = (bytes: number) => Math.max(1, Math.ceil(bytes / MEDIA_CHUNK_BYTES));

const mediaPath = (keys: MediaTransferKeys, mediaId: string) => `/spaces/${keys.spaceId}/media/${mediaId}`;

/** The recording could not be opened: a chunk was changed, is missing or belongs elsewhere. */
export class RecordingDamagedError extends Error {
  override readonly name = 'RecordingDamagedError';
}

/** Sends what the server does not yet hold of a recording; `onProgress` gets the share sent (0..1). */
export async function sendRecording(keys: MediaTransferKeys, mediaId: string, blob: Blob, onProgress?: (share: number) => void): Promise<void> {
  const count = chunkCount(blob.size);
  const held = await syncJson<HeldChunks>({ method: 'GET', path: mediaPath(keys, mediaId), signer: keys.signer });
  // Chunks of an earlier try that cut the recording differently are of no use: start again.
  if (held.count !== 0 && held.count !== count) await syncJson({ method: 'DELETE', path: mediaPath(keys, mediaId), signer: keys.signer });
  const have = new Set(held.count === count ? held.have : []);
  const aes = keys.aesOf(keys.epoch);
  if (!aes) throw new Error('This device does not hold the current family key');
  let sent = have.size;
  for (let index = 0; index < count; index++) {
    if (have.has(index)) continue;
    const plain = new Uint8Array(await blob.slice(index * MEDIA_CHUNK_BYTES, (index + 1) * MEDIA_CHUNK_BYTES).arrayBuffer());
    const bytes = await sealRaw(aes, plain, mediaAad(keys.spaceId, mediaId, index, count, keys.epoch));
    await syncJson({ method: 'PUT', path: `${mediaPath(keys, mediaId)}/chunks/${index}?count=${count}&epoch=${keys.epoch}`, bytes, signer: keys.signer });
    onProgress?.(++sent / count);
  }
}

/**
 * Fetches and opens a recording; null while the server does not hold all of it yet (the device
 * that made it is still sending). Throws RecordingDamagedError when a chunk does not open.
 */
export async function fetchRecording(keys: MediaTransferKeys, media: PostMedia, onProgress?: (share: number) => void): Promise<Blob | null> {
  const held = await syncJson<HeldChunks>({ method: 'GET', path: mediaPath(keys, media.id), signer: keys.signer });
  const count = chunkCount(media.bytes);
  if (held.count === 0 || held.have.length < held.count) return null;
  if (held.count !== count) throw new RecordingDamagedError('The server holds another number of chunks than the moment says');
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let index = 0; index < count; index++) {
    const response = await syncFetch({ method: 'GET', path: `${mediaPath(keys, media.id)}/chunks/${index}`, signer: keys.signer });
    const epoch = Number(response.headers.get('X-Hearth-Epoch'));
    const aes = Number.isInteger(epoch) ? keys.aesOf(epoch) : undefined;
    if (!aes) throw new RecordingDamagedError('A chunk names a key this device does not hold');
    const sealed = new Uint8Array(await response.arrayBuffer());
    try {
      parts.push(await openRaw(aes, sealed, mediaAad(keys.spaceId, media.id, index, count, epoch)));
    } catch {
      throw new RecordingDamagedError('A chunk of the recording did not open');
    }
    onProgress?.((index + 1) / count);
  }
  const blob = new Blob(parts, { type: media.mimeType });
  if (blob.size !== media.bytes) throw new RecordingDamagedError('The recording is not the size its moment says');
  return blob;
}

/** Deletes a recording's chunks on the server (its moment was deleted). */
export async function deleteRemoteRecording(keys: MediaTransferKeys, mediaId: string): Promise<void> {
  await syncJson({ method: 'DELETE', path: mediaPath(keys, mediaId), signer: keys.signer });
}
