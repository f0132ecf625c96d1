import type { MemberColorToken } from '@/lib/member-colors';

// Tailwind only generates classes it can read whole in the source, so each activity colour
// (a member colour token) maps to literal class names here.
// Member colours are fills, never text (see tailwind.config.ts).
export const artAccent: Record<MemberColorToken, { stripe: string; soft: string }> = {
  orange: { stripe: 'border-t-member-orange', soft: 'bg-member-orange/20' },
  teal: { stripe: 'border-t-member-teal', soft: 'bg-member-teal/20' },
  blue: { stripe: 'border-t-member-blue', soft: 'bg-member-blue/20' },
  mint: { stripe: 'border-t-member-mint', soft: 'bg-member-mint/20' },
  yellow: { stripe: 'border-t-member-yellow', soft: 'bg-member-yellow/20' },
  plum: { stripe: 'border-t-member-plum', soft: 'bg-member-plum/20' },
  seafoam: { stripe: 'border-t-member-seafoam', soft: 'bg-member-seafoam/20' },
  gold: { stripe: 'border-t-member-gold', soft: 'bg-member-gold/20' },
};
