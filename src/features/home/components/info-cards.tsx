import { Link } from 'react-router-dom';
import { ExternalLink, FlaskConical, HeartHandshake } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { supportCheckoutUrl as configuredCheckoutUrl } from '@/lib/config';

/** The research card, linking to /about. */
export function ResearchCard() {
  return (
    <Card data-testid="research-card">
      <CardHeader>
        <FlaskConical aria-hidden="true" className="size-7 text-primary" />
        <CardTitle as="h2">The science of small moments</CardTitle>
        <CardDescription>
          Paediatricians suggest that families do things together on screens and plan screen time together, rather than
          only counting minutes. See the sources Hearth is built on.
        </CardDescription>
      </CardHeader>
      <Button asChild variant="outline" className="self-start">
        <Link to="/about">Read the research</Link>
      </Button>
    </Card>
  );
}

/**
 * The support card. Its button opens the card-payment checkout in a
 * new tab; without a configured checkout the card still explains, and the button is hidden.
 */
export function SupportCard({ checkoutUrl = configuredCheckoutUrl }: { checkoutUrl?: string }) {
  const url = checkoutUrl.trim();
  return (
    <Card data-testid="support-card">
      <CardHeader>
        <HeartHandshake aria-hidden="true" className="size-7 text-primary" />
        <CardTitle as="h2">Support Hearth</CardTitle>
        <CardDescription>
          Hearth is free and shows no ads. If it brings your family closer, you can help keep it that way. A gift buys
          nothing in the app: every part of Hearth stays free.
        </CardDescription>
      </CardHeader>
      {url ? (
        <Button asChild className="self-start">
          <a href={url} target="_blank" rel="noopener noreferrer">
            Support Hearth
            <ExternalLink aria-hidden="true" />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      ) : null}
      {url ? (
        <p className="text-sm text-muted-foreground" data-testid="support-checkout-note">
          The button opens the payment provider&apos;s own page, which handles your card and any receipt. Hearth gets no
          card details and sends no e-mail.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="support-no-checkout">
          Card payments are not set up on this copy of Hearth, so there is nothing to pay here. Telling another
          family about Hearth is a lovely way to support it too.
        </p>
      )}
    </Card>
  );
}
