import type * as React from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { ArrowLeft, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardTitle } from '@/ui/card';
import { cn } from '@/lib/cn';
import type { Figure } from '@/features/pages/data/figures';

// The building blocks every informational page shares: a back link, a hero
// with the page's one h1, titled sections, and links that say where they go.

const textLinkClass =
  'font-bold text-primary underline underline-offset-4 decoration-2 hover:text-primary-hover rounded-sm';

/** A link inside running text to another Hearth page. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}

/**
 * External references open in a new tab. `noopener` keeps the new page from
 * reaching back into Hearth; `noreferrer` keeps Hearth's address out of the other site's logs.
 */
export function ExternalLink({
  href,
  children,
  className,
  showIcon = true,
  ...props
}: Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { href: string; showIcon?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(textLinkClass, className)} {...props}>
      {children}
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A mail link showing the address itself, so it can also be copied by hand. */
export function MailLink({
  email,
  subject,
  children,
  className,
}: {
  email: string;
  subject?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={cn(textLinkClass, 'break-all', className)}>
      {children ?? email}
    </a>
  );
}

/** The back link to / at the top of a page. */
export function BackLink({ to = '/', children = 'Back to home' }: { to?: string; children?: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg pr-3 font-bold text-primary hover:text-primary-hover"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {children}
    </Link>
  );
}

/** A page of text: back link, hero and sections in a readable column. */
export function InfoPage({
  eyebrow,
  title,
  lede,
  backTo = '/',
  backLabel,
  heroExtra,
  children,
  width = 'prose',
}: {
  eyebrow?: string;
  title: string;
  lede?: React.ReactNode;
  backTo?: string | false;
  backLabel?: string;
  /** Under the lede: calls to action, a dated banner... */
  heroExtra?: React.ReactNode;
  children: React.ReactNode;
  width?: 'prose' | 'wide';
}) {
  return (
    <article
      aria-labelledby="page-title"
      className={cn('mx-auto w-full px-4 pt-4 pb-16 md:pt-8', width === 'prose' ? 'max-w-3xl' : 'max-w-5xl')}
    >
      {backTo === false ? null : <BackLink to={backTo}>{backLabel}</BackLink>}
      <header className="mt-4 mb-10 flex flex-col gap-4 md:mt-6 md:mb-12">
        {eyebrow ? <p className="text-sm font-extrabold tracking-wide text-secondary-foreground uppercase">{eyebrow}</p> : null}
        <h1 id="page-title" className="text-3xl font-extrabold text-balance md:text-4xl">
          {title}
        </h1>
        {lede ? <div className="text-lg text-muted-foreground md:text-xl md:leading-8">{lede}</div> : null}
        {heroExtra}
      </header>
      <div className="flex flex-col gap-12">{children}</div>
    </article>
  );
}

/** A titled section of a page; its h2 names it for screen-reader navigation. */
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-balance">
        {title}
      </h2>
      {intro ? <div className="text-lg text-muted-foreground">{intro}</div> : null}
      {children}
    </section>
  );
}

/** Paragraphs of running text with comfortable line length and spacing. */
export function Prose({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('flex flex-col gap-4 text-base leading-7 md:text-lg md:leading-8', className)}>{children}</div>;
}

/** A list with ember bullets, for facts a family should be able to scan. */
export function BulletList({ items, className }: { items: readonly React.ReactNode[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2.5 text-base leading-7 md:text-lg', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-primary md:mt-3" />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A grid of cards, each a title and a line of text; `className` sets the columns. */
export function TitledCardList({
  items,
  variant,
  className,
}: {
  items: readonly { title: string; text: string }[];
  variant: 'flat' | 'muted';
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card variant={variant} className="w-full">
            <CardTitle>{item.title}</CardTitle>
            <p className="text-base text-muted-foreground">{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A big number with what it means and its source, or a question that claims nothing. */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className={cn('grid gap-4', figures.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      {figures.map((figure) => (
        <li key={figure.value + figure.caption} className="flex flex-col gap-1 rounded-2xl bg-muted p-5">
          <span className="text-3xl font-extrabold text-primary">{figure.value}</span>
          <span className="text-base text-muted-foreground">{figure.caption}</span>
          {figure.source ? (
            <span className="mt-auto pt-2 text-sm text-muted-foreground">
              Source:{' '}
              <ExternalLink href={figure.source.href}>
                {figure.source.publisher}, {figure.source.title} ({figure.source.year})
              </ExternalLink>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The closing invitation most pages end with: start (or go back to) the family space. */
export function FamilyCallToAction({
  title = 'Ready for your first family moment?',
  text = 'No account and no sign-up: set up your family on this device and start today.',
  label = 'Start your family space',
  to = '/family',
  secondary,
}: {
  title?: string;
  text?: string;
  label?: string;
  to?: string;
  secondary?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="cta-title"
      className="flex flex-col items-start gap-4 rounded-3xl bg-secondary p-6 text-secondary-foreground md:p-8"
    >
      <h2 id="cta-title" className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="text-lg">{text}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to={to}>{label}</Link>
        </Button>
        {secondary}
      </div>
    </section>
  );
}

/** A short page with one message: a big emoji, the title and what follows (text, a button). */
export function MessagePage({ icon, title, children }: { icon: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <span className="text-6xl" aria-hidden="true">
        {icon}
      </span>
      <h1 id="page-title" className="mt-4 text-3xl font-extrabold text-balance md:text-4xl">
        {title}
      </h1>
      {children}
    </section>
  );
}
