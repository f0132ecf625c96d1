import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const spinnerVariants = cva('inline-block shrink-0 animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. */
    label?: string;
    /** Show `label` next to the spinner instead of only to screen readers. */
    showLabel?: boolean;
    /** Inside a control that already says it is busy (aria-busy): hide it from assistive tech. */
    decorative?: boolean;
  };

/** A loading indicator. Announces `label` politely unless decorative. */
export function Spinner({
  className,
  size,
  label = 'Loading',
  showLabel = false,
  decorative = false,
  ...props
}: SpinnerProps) {
  const circle = (
    <svg
      className={cn(spinnerVariants({ size }))}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-slot="spinner-icon"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) {
    return (
      <span data-slot="spinner" aria-hidden="true" className={cn('inline-flex', className)} {...props}>
        {circle}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2 text-current', className)}
      {...props}
    >
      {circle}
      <span className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>{label}</span>
    </span>
  );
}
