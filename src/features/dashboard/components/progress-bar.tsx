import { cn } from '@/lib/cn';

export type ProgressBarProps = {
  /** 0-100. */
  value: number;
  label: string;
  /** What assistive tech reads instead of the bare percentage, e.g. 'Day 18 of 45'. */
  valueText?: string;
  tone?: 'primary' | 'warning';
  className?: string;
};

/** A labelled progress bar (role="progressbar") for the journey and the storage space. */
export function ProgressBar({ value, label, valueText, tone = 'primary', className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', tone === 'warning' ? 'bg-warning' : 'bg-primary')}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
