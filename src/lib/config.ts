// Build-time configuration (contact addresses, checkout URL, festival host). Every value
// can be set with a VITE_* variable when building; the defaults use the reserved example.org domain.
const env = import.meta.env;

function read(name: string, fallback: string): string {
  const value = (env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const contactEmails = {
  general: read('VITE_CONTACT_GENERAL', 'hello@example.org'),
  support: read('VITE_CONTACT_SUPPORT', 'support@example.org'),
  privacy: read('VITE_CONTACT_PRIVACY', 'privacy@example.org'),
  legal: read('VITE_CONTACT_LEGAL', 'legal@example.org'),
  technical: read('VITE_CONTACT_TECHNICAL', 'tech@example.org'),
  billing: read('VITE_CONTACT_BILLING', 'billing@example.org'),
  research: read('VITE_CONTACT_RESEARCH', 'research@example.org'),
} as const;

export type ContactPurpose = keyof typeof contactEmails;

/** External card-payment checkout for the support card; empty hides the button. */
export const supportCheckoutUrl = read('VITE_SUPPORT_CHECKOUT_URL', '');

/** The festival-only app runs on hosts starting with this prefix. */
export const festivalHostPrefix = read('VITE_FESTIVAL_HOST_PREFIX', 'onam.');

export function isFestivalHost(hostname: string, prefix: string = festivalHostPrefix): boolean {
  return prefix !== '' && hostname.toLowerCase().startsWith(prefix.toLowerCase());
}

/** Model used for daily-moment guidance; the server may override it. */
export const guidanceModel = read('VITE_AI_GUIDANCE_MODEL', 'meta-llama/llama-3.2-3b-instruct');
