import type * as React from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export type OfflineBannerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  online: boolean;
  /** The connection just came back (from useOnlineStatus): say 'Back online!'. */
  showBackOnline?: boolean;
  /** The app loaded offline: show the banner at once, without its entrance animation. */
  initiallyOffline?: boolean;
};

/**
 * The connectivity indicator: 'Working offline' while offline, 'Back online!'
 * briefly after. A floating pill above the tab bar so it never hides the header; the status region
 * is always in the page so screen readers announce each change.
 */
export function OfflineBanner({
  online,
  showBackOnline = false,
  initiallyOffline = false,
  className,
  ...props
}: OfflineBannerProps) {
  const state = !online ? 'offline' : showBackOnline ? 'back-online' : 'online';
  return (
    <div
      data-slot="offline-banner"
      data-state={state}
      role="status"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-4 md:bottom-6',
        className,
      )}
      {...props}
    >
      {state === 'online' ? null : (
        <p
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full border px-5 py-2 text-sm font-bold shadow-lg',
            state === 'offline'
              ? 'border-warning bg-warning-soft text-warning-soft-foreground'
              : 'border-success/30 bg-success-soft text-success-soft-foreground',
            state === 'offline' && initiallyOffline ? '' : 'animate-fade-in',
          )}
        >
          {state === 'offline' ? (
            <WifiOff aria-hidden="true" className="size-4" />
          ) : (
            <Wifi aria-hidden="true" className="size-4" />
          )}
          {state === 'offline' ? 'Working offline' : 'Back online!'}
        </p>
      )}
    </div>
  );
}
