import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DESKTOP_NAV_ITEMS } from '@/app/layout/nav-items';
import { DesktopNav } from '@/ui/desktop-nav';

const meta = {
  title: 'UI/DesktopNav',
  component: DesktopNav,
  args: { items: DESKTOP_NAV_ITEMS },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof DesktopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LS-07 (docs/product.md#navigation): Navigation, Desktop (800px and wider). */
export const Desktop: Story = {
  parameters: { route: '/family/feeds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Memories', 'Activities', 'Dashboard', 'Settings']);
    await expect(within(nav).getByRole('link', { name: 'Memories' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const NavigatesAndMarksCurrent: Story = {
  parameters: { route: '/family' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const ActivityToolCountsAsActivities: Story = {
  parameters: { route: '/family/recipe-roulette' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Activities' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AddMemberCountsAsSettings: Story = {
  parameters: { route: '/family/add-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

export const HiddenBelow800px: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="desktop-nav"]')).not.toBeVisible();
  },
};
