import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const cardVariants = cva('flex flex-col gap-4 rounded-2xl text-foreground', {
  variants: {
    variant: {
      raised: 'border border-border bg-surface-raised shadow-md',
      flat: 'border border-border bg-surface-raised',
      muted: 'bg-muted',
    },
    padding: {
      none: '',
      md: 'p-5',
      lg: 'p-6 md:p-8',
    },
  },
  defaultVariants: { variant: 'raised', padding: 'md' },
});

export function Card({
  className,
  variant,
  padding,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant, padding }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1', className)} {...props} />;
}

type HeadingLevel = 'h2' | 'h3' | 'h4';

/** The card's heading; an h3 by default so it sits under a page's h1 and section h2s. */
export function CardTitle({ className, as: Tag = 'h3', ...props }: React.ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return <Tag data-slot="card-title" className={cn('text-xl font-extrabold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-3', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-3', className)} {...props} />;
}
