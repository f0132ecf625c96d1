import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { privacyFacts } from '@/lib/privacy-facts';
import { MessagePage, TextLink } from '@/features/pages/components/info-page-layout';

/** Sign-in (/sign-in, docs/product.md#pages): no account is needed; a button to /family. */
export function SignInPage() {
  return (
    <MessagePage icon="🔑" title="No account needed">
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
    </MessagePage>
  );
}
