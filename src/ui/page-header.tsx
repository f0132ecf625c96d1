import type * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@/lib/cn';

export type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title' | 'children'> & {
  title: React.ReactNode;
  /** Where Back goes; `false` hides it. A string shows it even without `showBack`. */
  backTo?: string | false;
  /** Show the back link (to `backTo`, default '/family'). */
  showBack?: boolean;
  familyName?: string;
  /** Right-hand content: the desktop nav, page actions. */
  actions?: React.ReactNode;
  /** The connectivity indicator, shown next to the title. */
  offlineIndicator?: React.ReactNode;
};

/** The screen header: optional Back, the page's h1, the family name, actions. */
export function PageHeader({
  title,
  backTo,
  showBack = false,
  familyName,
  actions,
  offlineIndicator,
  className,
  ...props
}: PageHeaderProps) {
  const backTarget = backTo === false ? null : typeof backTo === 'string' ? backTo : showBack ? '/family' : null;
  return (
    <header
      data-slot="page-header"
      className={cn(
        'sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center gap-2 px-4 py-2 sm:gap-3">
        {backTarget ? (
          <Link
            to={backTarget}
            data-slot="page-header-back"
            className="-ml-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-xl px-2 font-bold text-foreground transition-colors hover:bg-muted"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">Back</span>
          </Link>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {familyName ? (
            <p data-slot="page-header-family" className="truncate text-sm font-bold text-primary">
              {familyName}
            </p>
          ) : null}
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate text-xl font-extrabold leading-tight text-foreground sm:text-2xl">{title}</h1>
            {offlineIndicator}
          </div>
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
