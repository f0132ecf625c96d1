// The creators shown on /about ('Who makes Hearth'), and the quotes
// shown on /intention, must be real and have agreed to appear. Both lists are empty until they do;
// the pages then describe the project without named people. A test fails if an entry lacks consent.

export interface PersonLink {
  /** What the link opens, said in full for screen readers ("Name on GitHub"). */
  label: string;
  network: 'LinkedIn' | 'GitHub' | 'Website';
  href: string;
}

/** Written, dated agreement to be shown on Hearth's pages. */
export interface Consent {
  /** ISO date the person agreed. */
  givenOn: string;
  /** Where the agreement is kept (an e-mail thread, a signed form), for whoever checks. */
  record: string;
}

export interface Creator {
  name: string;
  role: 'Product Lead' | 'Developer';
  initials: string;
  bio: string;
  links: readonly PersonLink[];
  consent: Consent;
}

export interface Testimonial {
  quote: string;
  /** How the person is described ("Parent of two"); never more than they agreed to. */
  who: string;
  consent: Consent;
}

/** The team members who agreed to be shown on /about. Empty: no one has yet. */
export const creators: readonly Creator[] = [];

/** Early testers' words for /intention, each with consent. Empty: none have been collected yet. */
export const intentionTestimonials: readonly Testimonial[] = [];

/** Shown only the people who agreed (a guard for entries whose consent record is blank). */
export function withConsent<T extends { consent: Consent }>(people: readonly T[]): T[] {
  return people.filter((person) => person.consent.givenOn.trim() !== '' && person.consent.record.trim() !== '');
}
