import type { Config } from 'tailwindcss';
import { MEMBER_COLORS } from './src/lib/member-colors';

// Loaded from src/index.css with `@config`. The semantic tokens (primary, surface, muted, ...) live in
// the CSS `@theme` block; the member colours are generated here from the one list of core spec §3 so
// their hex values exist in exactly one file: `bg-member-orange`, `border-member-plum`, ...
// Member colours are fills (avatars, dots, borders): as text on the cream surface most of them fall
// below AA, so text on them uses MemberAvatar's ink choice instead.
const memberColors = Object.fromEntries(MEMBER_COLORS.map((c) => [c.token, c.hex]));

export default {
  content: [
    './index.html',
    './src/**/*.{ts,tsx}',
    './stories/**/*.{ts,tsx}',
    './.storybook/**/*.{ts,tsx}',
  ],
  theme: {
    extend: {
      colors: {
        member: memberColors,
      },
    },
  },
} satisfies Config;
