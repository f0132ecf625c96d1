import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { MessagePage } from '@/features/pages/components/info-page-layout';

/**
 * Thank-you (/thankyou, docs/product.md#pages): thanks after a contribution and Continue. The
 * original product's "12+ other families" is not shown: Hearth counts no contributions, so it cannot say.
 */
export function ThankYouPage() {
  return (
    <MessagePage icon="💛" title="Thank you for keeping Hearth warm">
      <p className="mt-4 text-lg text-muted-foreground">
        Your contribution helps keep Hearth free, private and without adverts for every family.
      </p>
      <p className="mt-3 text-lg text-muted-foreground">It means a great deal to us.</p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/family">Continue</Link>
      </Button>
    </MessagePage>
  );
}
