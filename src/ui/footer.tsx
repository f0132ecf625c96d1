import type * as React from 'react';
import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { cn } from '@/lib/cn';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms' },
  { to: '/help', label: 'Help' },
] as const;

export type FooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  contactEmail: string;
  /** Defaults to the current year; stories pin it so screenshots do not change each January. */
  year?: number;
};

/** The shared footer of every static page: contact mail link, year, small links. */
export function Footer({ contactEmail, year = new Date().getFullYear(), className, ...props }: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-border bg-muted text-sm text-muted-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <a
            href={`mailto:${contactEmail}`}
            className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md font-bold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {contactEmail}
          </a>
          <p>© {year} Hearth</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-foreground underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
