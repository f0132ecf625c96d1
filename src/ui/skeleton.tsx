import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block while content loads. Decorative: pair it with a Spinner or busy region. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
