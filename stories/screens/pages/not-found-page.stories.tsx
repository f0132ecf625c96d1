import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactEmails } from '@/lib/config';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Global/NotFound',
  component: NotFoundPage,
  decorators: [withPageFrame],
  parameters: { route: '/no-such-place' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The family space is not there; buttons to /family and /, links, support mail.
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("This family space isn't here");
  const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
  await expect(hrefs).toEqual(
    expect.arrayContaining(['/family', '/', '/family/activities', '/about', `mailto:${contactEmails.support}`]),
  );
};

/** GL-08 (docs/product.md#not-found): 404 page, Unknown route. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
