import { House, Images, LayoutDashboard, Settings, Sparkles } from 'lucide-react';
import type { NavItem } from '@/ui/desktop-nav';

// The family space's destinations belong to the app: the design system's navigation draws any list.
const ACTIVITY_PATHS = [
  '/family/bollywood-game',
  '/family/recipe-roulette',
  '/family/time-travel',
  '/family/co-drawing',
] as const;

// Home (/family, also reached as /family/feed), Memories, Activities, Dashboard.
export const PRIMARY_NAV_ITEMS: readonly NavItem[] = [
  { to: '/family', label: 'Home', icon: House, end: true, activePaths: ['/family/feed'] },
  { to: '/family/feeds', label: 'Memories', icon: Images },
  { to: '/family/activities', label: 'Activities', icon: Sparkles, activePaths: ACTIVITY_PATHS },
  { to: '/family/dashboard', label: 'Dashboard', icon: LayoutDashboard },
];

// The desktop header adds Settings (Manage Family and its member screens).
export const DESKTOP_NAV_ITEMS: readonly NavItem[] = [
  ...PRIMARY_NAV_ITEMS,
  { to: '/family/manage', label: 'Settings', icon: Settings, activePaths: ['/family/add-member', '/family/edit-member'] },
];
