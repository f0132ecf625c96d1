// The eight member colours, by name. Tailwind tokens use the lower-case name
// (`bg-member-orange`, `text-member-plum` ...).
export const MEMBER_COLORS = [
  { name: 'Orange', token: 'orange', hex: '#f97316' },
  { name: 'Teal', token: 'teal', hex: '#14b8a6' },
  { name: 'Blue', token: 'blue', hex: '#3b82f6' },
  { name: 'Mint', token: 'mint', hex: '#10b981' },
  { name: 'Yellow', token: 'yellow', hex: '#eab308' },
  { name: 'Plum', token: 'plum', hex: '#a855f7' },
  { name: 'Seafoam', token: 'seafoam', hex: '#06b6d4' },
  { name: 'Gold', token: 'gold', hex: '#f59e0b' },
] as const;

export type MemberColor = (typeof MEMBER_COLORS)[number];
export type MemberColorToken = MemberColor['token'];

/** Each colour's fill class, written out whole so Tailwind generates them (tokens in tailwind.config.ts). */
export const MEMBER_FILL_CLASS: Readonly<Record<MemberColorToken, string>> = {
  orange: 'bg-member-orange',
  teal: 'bg-member-teal',
  blue: 'bg-member-blue',
  mint: 'bg-member-mint',
  yellow: 'bg-member-yellow',
  plum: 'bg-member-plum',
  seafoam: 'bg-member-seafoam',
  gold: 'bg-member-gold',
};
