import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

// Icon | text on phones with the action under the text; the action moves to the right from sm.
export const alertBannerVariants = cva(
  'grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm sm:grid-cols-[auto_1fr_auto]',
  {
    variants: {
      tone: {
        info: 'border-secondary-hover bg-secondary text-secondary-foreground',
        success: 'border-success/30 bg-success-soft text-success-soft-foreground',
        warning: 'border-warning bg-warning-soft text-warning-soft-foreground',
        danger: 'border-danger/30 bg-danger-soft text-danger-soft-foreground',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

export type AlertBannerProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertBannerVariants> & {
    title?: React.ReactNode;
    /** A Button or link placed at the end (wraps below the text on narrow screens). */
    action?: React.ReactNode;
  };

/**
 * An inline message inside a page. Danger messages interrupt (role="alert"); the others are
 * announced politely (role="status").
 */
export function AlertBanner({ tone, title, action, children, className, role, ...props }: AlertBannerProps) {
  const resolvedTone = tone ?? 'info';
  const Icon = icons[resolvedTone];
  return (
    <div
      data-slot="alert-banner"
      data-tone={resolvedTone}
      role={role ?? (resolvedTone === 'danger' ? 'alert' : 'status')}
      className={cn(alertBannerVariants({ tone: resolvedTone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-extrabold">{title}</p> : null}
        <div className="[&_a]:font-bold [&_a]:underline">{children}</div>
      </div>
      {action ? (
        <div className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-3 sm:row-start-1 sm:self-center">
          {action}
        </div>
      ) : null}
    </div>
  );
}
