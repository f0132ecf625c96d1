import { useEffect, useState } from 'react';

/**
 * An object URL for `blob`, made while the component shows it and revoked when the blob changes or
 * the component unmounts: each URL pins its Blob in memory until revoked, and a feed of videos
 * would otherwise keep every one it ever played. Null while there is no blob.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only between this effect and its cleanup
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL made for an earlier blob is already revoked: never hand it out.
  return made && blob && made.blob === blob ? made.url : null;
}
