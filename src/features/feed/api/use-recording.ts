import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecording } from '@/data/media';
import type { PostMedia } from '@/data/types';
import { queryKeys } from '@/data/query-keys';
import { useObjectUrl } from '@/lib/use-object-url';

/**
 * Where a moment's recording stands for a player:
 * - 'waiting': not asked for yet (the card is not near and nobody pressed play);
 * - 'reading': being read from this device;
 * - 'fetching': being fetched from the family's sync server (`progress` 0..1);
 * - 'ready': `url` plays it;
 * - 'missing': this device does not hold it (it was recorded on another device and has not arrived);
 * - 'failed': it could not be read.
 */
export type RecordingState = 'waiting' | 'reading' | 'fetching' | 'ready' | 'missing' | 'failed';

// While a recording is on its way (its device is still sending it) or this device is offline, it
// is asked for again this often, as long as its card is near.
const ASK_AGAIN_MS = 10_000;

/**
 * This device's copy, or else the family's: a synced device fetches a recording it does not hold
 * from the family's server and keeps it. The sync code loads only then, never for a list.
 */
async function readOrFetch(postId: string, media: PostMedia, onProgress: (share: number) => void): Promise<Blob | null> {
  const held = await getRecording(media.id);
  if (held) return held;
  const { findRecording } = await import('@/data/recordings');
  const found = await findRecording(postId, media, onProgress);
  return found.status === 'here' ? found.blob : null;
}

export const recordingQueryOptions = (postId: string, media: PostMedia, onProgress: (share: number) => void = () => undefined) =>
  queryOptions({
    queryKey: queryKeys.recordings.one(media.id),
    queryFn: () => readOrFetch(postId, media, onProgress),
    networkMode: 'always',
    // A recording that cannot be opened will not open on a second try either.
    retry: false,
    refetchInterval: (query) => (query.state.data === null ? ASK_AGAIN_MS : false),
    // A recording never changes under its id; a write to mediaBlobs (one arriving) refreshes it.
    staleTime: Infinity,
    // Any write to mediaBlobs reads every shown recording again, as a new Blob of the same bytes:
    // keeping the one already held keeps its object URL, so a video playing while another
    // recording arrives plays on instead of starting over.
    structuralSharing: (held: unknown, read: unknown) => (held instanceof Blob && read instanceof Blob && held.size === read.size ? held : read),
  });

/**
 * The one way a screen gets a recording's bytes: read from this device when `wanted` (near the
 * screen, or asked to play), and handed out as an object URL that lives as long as the caller shows
 * it. Fetching a recording this device does not hold yet belongs here too, so every player gains it.
 */
export function useRecording(
  postId: string,
  media: PostMedia,
  wanted: boolean,
): { state: RecordingState; url: string | null; progress: number | null } {
  const [progress, setProgress] = useState<number | null>(null);
  const query = useQuery({ ...recordingQueryOptions(postId, media, setProgress), enabled: wanted });
  const url = useObjectUrl(query.data);
  if (query.isError) return { state: 'failed', url: null, progress: null };
  if (url) return { state: 'ready', url, progress: null };
  if (query.isFetching && progress !== null && progress < 1) return { state: 'fetching', url: null, progress };
  if (query.data === null) return { state: 'missing', url: null, progress: null };
  return { state: wanted ? 'reading' : 'waiting', url: null, progress: null };
}
