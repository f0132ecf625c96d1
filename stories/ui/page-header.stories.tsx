import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from '@/ui/badge';
import { DESKTOP_NAV_ITEMS } from '@/app/layout/nav-items';
import { DesktopNav } from '@/ui/desktop-nav';
import { IconButton } from '@/ui/icon-button';
import { PageHeader } from '@/ui/page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Hearth' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LS-05 (docs/product.md#header): Header, Home, no back button. */
export const WithFamilyName: Story = {
  args: { title: 'Today', familyName: 'The Okafor Family' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(canvas.getByText('The Okafor Family')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  },
};

/** LS-06 (docs/product.md#header): Header, Sub-page with back button. */
export const WithBackButton: Story = {
  args: { title: 'Family Memories', showBack: true },
  parameters: { route: '/family/feeds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The back button's default target is /family.
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/family');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Family Memories' })).toBeVisible();
  },
};

export const BackToManage: Story = {
  args: { title: 'Add Family Member', backTo: '/family/manage' },
  parameters: { route: '/family/add-member' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'Back' });
    await expect(back).toHaveAttribute('href', '/family/manage');
    const box = back.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

export const BackHidden: Story = {
  args: { title: 'Family Dashboard', showBack: true, backTo: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const WithActionsAndOfflineIndicator: Story = {
  args: {
    title: 'Today',
    familyName: 'The Okafor Family',
    offlineIndicator: <Badge variant="warning">Offline</Badge>,
    actions: (
      <>
        <DesktopNav items={DESKTOP_NAV_ITEMS} />
        <IconButton label="Share a moment" variant="primary">
          <Plus />
        </IconButton>
      </>
    ),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Share a moment' })).toBeVisible();
  },
};
