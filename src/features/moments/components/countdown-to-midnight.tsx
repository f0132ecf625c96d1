import { useNow } from '@/lib/use-now';
import { formatCountdown, timeUntilLocalMidnight } from '../model/countdown';

/**
 * Time left until local midnight, 'Xh Ym' / 'Xm Ys' / 'Zs', ticking every second.
 * role="timer" is not announced on every tick, so screen readers are not flooded.
 */
export function CountdownToMidnight({ className }: { className?: string }) {
  const now = useNow(1_000);
  return (
    <span role="timer" data-testid="moment-countdown" className={className}>
      {formatCountdown(timeUntilLocalMidnight(now))}
    </span>
  );
}
