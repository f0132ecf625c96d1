// What Hearth says about money, said once: true whether or not this copy of Hearth has the support
// card's card-payment checkout configured (VITE_SUPPORT_CHECKOUT_URL; without it the card only explains).
import { supportCheckoutUrl } from '@/lib/config';

/** The sentence for a page that speaks of payments (the help page's packs, the FAQ, the terms). */
export function paymentFact(checkoutUrl: string = supportCheckoutUrl): string {
  return checkoutUrl.trim() === ''
    ? 'Nothing in Hearth takes a payment today.'
    : 'Nothing in Hearth is for sale today: its only payment is a voluntary gift through the support card’s button, made on the payment provider’s own page, and it buys nothing in the app.';
}
