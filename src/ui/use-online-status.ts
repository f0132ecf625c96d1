import { useEffect, useRef, useState } from 'react';

/** How long 'Back online!' stays. */
export const BACK_ONLINE_MS = 3000;

export type OnlineStatus = {
  online: boolean;
  /** True for `backOnlineMs` after the connection came back. */
  showBackOnline: boolean;
  /** The app started without a connection (the banner shows at once, without an entrance). */
  initiallyOffline: boolean;
};

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/**
 * The connectivity indicator: starts from the browser's status; going offline
 * shows 'Working offline' until the connection returns; coming back shows 'Back online!' for 3 s.
 */
export function useOnlineStatus({ backOnlineMs = BACK_ONLINE_MS }: { backOnlineMs?: number } = {}): OnlineStatus {
  const [online, setOnline] = useState(browserOnline);
  const [initiallyOffline] = useState(() => !browserOnline());
  const [showBackOnline, setShowBackOnline] = useState(false);
  const onlineRef = useRef(online);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      onlineRef.current = false;
      setOnline(false);
      setShowBackOnline(false);
    };
    const goOnline = () => {
      // An 'online' event while already online (some browsers repeat it) is not a comeback.
      if (onlineRef.current) return;
      onlineRef.current = true;
      setOnline(true);
      setShowBackOnline(true);
      clearTimeout(timer);
      timer = setTimeout(() => setShowBackOnline(false), backOnlineMs);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // The status may have changed between the first render and this effect.
    if (browserOnline() !== onlineRef.current) {
      if (browserOnline()) goOnline();
      else goOffline();
    }
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [backOnlineMs]);

  return { online, showBackOnline, initiallyOffline };
}
