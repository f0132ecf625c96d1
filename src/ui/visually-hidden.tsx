import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Text for screen readers only (e.g. the name of an icon-only state). */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}
