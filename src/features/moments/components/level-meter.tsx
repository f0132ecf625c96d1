import { cn } from '@/lib/cn';

const BARS = 12;

/**
 * How loud the microphone is now, as a row of bars: enough to see that it hears you, without a
 * number to read. Hidden from screen readers; the field says in words that it is recording.
 */
export function LevelMeter({ level, className }: { level: number; className?: string }) {
  const lit = Math.round(Math.min(1, Math.max(0, level)) * BARS);
  return (
    <div aria-hidden="true" data-testid="recording-level" data-level={lit} className={cn('flex h-8 items-end gap-1', className)}>
      {Array.from({ length: BARS }, (_, index) => (
        <span
          key={index}
          className={cn('w-2 rounded-sm transition-colors', index < lit ? 'bg-primary' : 'bg-muted')}
          style={{ height: `${30 + (index / (BARS - 1)) * 70}%` }}
        />
      ))}
    </div>
  );
}
