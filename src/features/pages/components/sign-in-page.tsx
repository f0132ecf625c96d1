import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { privacyFacts } from '@/lib/privacy-facts';
import { TextLink } from '@/features/pages/components/info-page-layout';

/** activities spec §2.10 "Sign-in" (/sign-in): no account is needed; a button to /family. */
export function SignInPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <span className="text-6xl" aria-hidden="true">
        🔑
      </span>
      <h1 id="page-title" className="mt-4 text-3xl font-extrabold text-balance md:text-4xl">
        No account needed
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Hearth has no sign-in, no passwords and no e-mail: it never sends one. {privacyFacts.summary}
      </p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/family">Go to your family space</Link>
      </Button>
      <p className="mt-8 text-base text-muted-foreground">
        Moving to a new device? Export a backup from the dashboard, then import it when you set up your family there.{' '}
        <TextLink to="/help">More help</TextLink>
      </p>
    </section>
  );
}
