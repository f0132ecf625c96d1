import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';

/**
 * activities spec §2.10 "Thank-you" (/thankyou): thanks after a contribution and Continue. The spec's
 * "12+ other families" is not shown: Hearth counts no contributions, so it cannot say (issue 26).
 */
export function ThankYouPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <span className="text-6xl" aria-hidden="true">
        💛
      </span>
      <h1 id="page-title" className="mt-4 text-3xl font-extrabold text-balance md:text-4xl">
        Thank you for keeping Hearth warm
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Your contribution helps keep Hearth free, private and without adverts for every family.
      </p>
      <p className="mt-3 text-lg text-muted-foreground">It means a great deal to us.</p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/family">Continue</Link>
      </Button>
    </section>
  );
}
