import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PRIMARY_NAV_ITEMS } from '@/app/layout/nav-items';
import { BottomTabBar } from '@/ui/bottom-tab-bar';

const meta = {
  title: 'UI/BottomTabBar',
  component: BottomTabBar,
  args: { items: PRIMARY_NAV_ITEMS },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-surface p-4 pb-24">
        <p>Page content</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LS-08 (docs/product.md#navigation): Navigation, Mobile (below md). */
export const Mobile: Story = {
  parameters: { route: '/family' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Tabs' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Memories', 'Activities', 'Dashboard']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    // Fixed to the bottom edge; every tab at least 44 px tall.
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(view.innerHeight);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(within(nav).getByRole('link', { name: 'Memories' }));
    await expect(within(nav).getByRole('link', { name: 'Memories' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FeedAliasCountsAsHome: Story = {
  parameters: { route: '/family/feed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Memories' })).not.toHaveAttribute('aria-current');
  },
};

/** LS-09 (docs/product.md#navigation): Navigation, Mobile, bottom bar hidden. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page content')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const NotShownFromMd: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
  },
};
