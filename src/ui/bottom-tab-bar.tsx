import type * as React from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { isNavItemActive, type NavItem } from '@/ui/desktop-nav';

export type BottomTabBarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Full-screen tools hide the bar. */
  hidden?: boolean;
  items: readonly NavItem[];
};

/**
 * The phone navigation below the md breakpoint: four tabs fixed at the bottom,
 * clear of the home indicator. Pages under it keep `pb-24 md:pb-*` so the last content stays visible.
 */
export function BottomTabBar({ hidden = false, items, className, ...props }: BottomTabBarProps) {
  const { pathname } = useLocation();
  if (hidden) return null;
  return (
    <nav
      data-slot="bottom-tab-bar"
      aria-label="Tabs"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface-raised/95 shadow-lg backdrop-blur md:hidden',
        'pb-[env(safe-area-inset-bottom)]',
        className,
      )}
      {...props}
    >
      <ul className="mx-auto flex max-w-xl items-stretch justify-around px-1">
        {items.map((item) => {
          const active = isNavItemActive(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-xs font-bold transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {Icon ? (
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      active ? 'bg-secondary' : '',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                ) : null}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
