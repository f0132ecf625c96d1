import type * as React from 'react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** An emoji or an icon element; decorative. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually a Button that starts the first thing to do. */
  action?: React.ReactNode;
  /** Heading level of the title within the page (default h2). */
  titleAs?: 'h2' | 'h3' | 'p';
};

/** What a list or page shows when there is nothing in it yet, with the next step to take. */
export function EmptyState({ icon, title, description, action, titleAs: Title = 'h2', className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-surface-raised px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-secondary text-3xl text-secondary-foreground [&_svg]:size-8"
        >
          {icon}
        </div>
      ) : null}
      <Title className="text-xl font-extrabold text-foreground">{title}</Title>
      {description ? <p className="max-w-md text-base text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
