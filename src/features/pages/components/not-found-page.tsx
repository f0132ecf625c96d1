import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { contactEmails } from '@/lib/config';

/** The page for any path Hearth does not know. */
export function NotFoundPage({ supportEmail = contactEmails.support }: { supportEmail?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" aria-labelledby="not-found-title">
      <span className="text-6xl" aria-hidden="true">
        🏡
      </span>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-balance text-foreground">
        This family space isn't here
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        The page you were looking for doesn't exist, or it has moved. Your family's moments are safe on this device.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/family">Go to your family space</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
      <nav aria-label="Other places" className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline" to="/family/activities">
          Family activities
        </Link>
        <Link className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline" to="/about">
          About Hearth
        </Link>
      </nav>
      <p className="mt-8 text-muted-foreground">
        Still lost? Write to us at{' '}
        <a className="font-semibold text-primary underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
    </section>
  );
}
