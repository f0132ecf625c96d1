import type * as React from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';

export type NavItem = {
  to: string;
  label: string;
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Active only on `to` itself, not on paths below it. */
  end?: boolean;
  /** Other paths (and the paths below them) on which this item counts as the current page. */
  activePaths?: readonly string[];
};

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether `item` is the current page for `pathname`. */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  const path = trimSlash(pathname);
  const to = trimSlash(item.to);
  if (item.activePaths?.some((p) => isUnder(path, trimSlash(p)))) return true;
  return item.end ? path === to : isUnder(path, to);
}

export type DesktopNavProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  items: readonly NavItem[];
};

/** The header links, shown from 800 px. */
export function DesktopNav({ items, className, ...props }: DesktopNavProps) {
  const { pathname } = useLocation();
  return (
    <nav
      data-slot="desktop-nav"
      aria-label="Main"
      className={cn('hidden min-[800px]:flex', className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isNavItemActive(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              {/* Same contract as NavLink (aria-current="page" on the active link), plus activePaths. */}
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-bold transition-colors',
                  active
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
