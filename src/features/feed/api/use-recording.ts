import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecording } from '@/data/media';
import { queryKeys } from '@/data/query-keys';
import { useObjectUrl } from '@/lib/use-object-url';

/**
 * Where a moment's recording stands for a player:
 * - 'waiting': not asked for yet (the card is not near and nobody pressed play);
 * - 'reading': being read from this device;
 * - 'ready': `url` plays it;
 * - 'missing': this device does not hold it (it was recorded on another device and has not arrived);
 * - 'failed': it could not be read.
 */
export type RecordingState = 'waiting' | 'reading' | 'ready' | 'missing' | 'failed';

export const recordingQueryOptions = (mediaId: string) =>
  queryOptions({
    queryKey: queryKeys.recordings.one(mediaId),
    queryFn: () => getRecording(mediaId),
    networkMode: 'always',
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
export function useRecording(mediaId: string, wanted: boolean): { state: RecordingState; url: string | null } {
  const query = useQuery({ ...recordingQueryOptions(mediaId), enabled: wanted });
  const url = useObjectUrl(query.data);
  if (query.isError) return { state: 'failed', url: null };
  if (query.data === null) return { state: 'missing', url: null };
  if (url) return { state: 'ready', url };
  return { state: wanted ? 'reading' : 'waiting', url: null };
}
