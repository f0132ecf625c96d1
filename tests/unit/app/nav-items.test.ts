// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNavItemActive } from '@/ui/desktop-nav';
import { DESKTOP_NAV_ITEMS, PRIMARY_NAV_ITEMS } from '@/app/layout/nav-items';

describe('isNavItemActive', () => {
  const byLabel = (label: string) => {
    const item = DESKTOP_NAV_ITEMS.find((i) => i.label === label);
    if (!item) throw new Error(label);
    return item;
  };
  it.each([
    ['/family', 'Home', true],
    ['/family/', 'Home', true],
    ['/family/feed', 'Home', true],
    ['/family/feeds', 'Home', false],
    ['/family/feeds', 'Memories', true],
    ['/family/activities', 'Activities', true],
    ['/family/recipe-roulette', 'Activities', true],
    ['/family/bollywood-game', 'Activities', true],
    ['/family/dashboard', 'Dashboard', true],
    ['/family/dashboard', 'Home', false],
    ['/family/manage', 'Settings', true],
    ['/family/add-member', 'Settings', true],
    ['/family/managers', 'Settings', false],
  ])('%s -> %s active: %s', (path, label, expected) => {
    expect(isNavItemActive(path, byLabel(label))).toBe(expected);
  });

  it('the tab bar has the four tabs and the desktop nav adds Settings', () => {
    expect(PRIMARY_NAV_ITEMS.map((i) => i.label)).toEqual(['Home', 'Memories', 'Activities', 'Dashboard']);
    expect(DESKTOP_NAV_ITEMS.map((i) => i.label)).toEqual(['Home', 'Memories', 'Activities', 'Dashboard', 'Settings']);
  });
});
