// activities spec §2.10: 'Meet the Creators', two team members with the roles Product Lead and
// Developer, with social links. Names, words and profile addresses are the team's to keep current;
// profile addresses stay on the reserved example.org domain until the team publishes its own.

export interface CreatorLink {
  /** What the link opens, said in full for screen readers ("Asha Raman on LinkedIn"). */
  label: string;
  network: 'LinkedIn' | 'GitHub' | 'Website';
  href: string;
}

export interface Creator {
  name: string;
  role: 'Product Lead' | 'Developer';
  initials: string;
  bio: string;
  links: readonly CreatorLink[];
}

export const creators: readonly Creator[] = [
  {
    name: 'Asha Raman',
    role: 'Product Lead',
    initials: 'AR',
    bio: 'A parent of two who got tired of refereeing screen time and started looking for ways to share it instead. Asha shapes every moment and activity in Hearth around what families actually have time for.',
    links: [
      { label: 'Asha Raman on LinkedIn', network: 'LinkedIn', href: 'https://example.org/team/asha-raman/linkedin' },
      { label: 'Asha Raman’s website', network: 'Website', href: 'https://example.org/team/asha-raman' },
    ],
  },
  {
    name: 'Tom Okafor',
    role: 'Developer',
    initials: 'TO',
    bio: 'Tom builds Hearth so that it works on the family’s own device, offline, with nothing to sign up for, and keeps it that way: your family’s moments never leave your browser.',
    links: [
      { label: 'Tom Okafor on GitHub', network: 'GitHub', href: 'https://example.org/team/tom-okafor/github' },
      { label: 'Tom Okafor on LinkedIn', network: 'LinkedIn', href: 'https://example.org/team/tom-okafor/linkedin' },
    ],
  },
];
