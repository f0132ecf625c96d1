import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stoppedClock } from '@/lib/clock';
import { FestivalApp } from '@/features/festival/components/festival-app';
import { OnamPage } from '@/features/festival/components/onam-page';
import { aiHandlers, SAMPLE_PHOTO_DATA_URL, SAMPLE_RESULT_DATA_URL } from '../../mocks/ai-handlers';
import { withPageFrame } from '../pages/page-frame';
import { agreedAiServices } from '../../mocks/ai-consent';

/** Downloads of the result stories. */
const saveFile = fn();

const meta = {
  title: 'Festival/OnamPage',
  component: OnamPage,
  // A family that already agreed (the first-use question has stories of its own), with fresh model
  // health per story; the clock stopped where the download's name can be checked.
  parameters: {
    route: '/onam',
    services: () => ({ ...agreedAiServices(), saveFile, clock: stoppedClock(new Date('2025-09-05T10:00:00.000Z')) }),
  },
} satisfies Meta<typeof OnamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** FE-01 (docs/product.md#festival): the upload area, Kerala festival attire theme. */
export const Upload: Story = {
  globals: desktop,
  decorators: [withPageFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onam Photo Magic' })).toBeVisible();
    await expect(canvas.getByText(/traditional Kerala festival attire/)).toBeVisible();
    await expect(canvas.getByText('Choose a family photo')).toBeVisible();
    await expect(canvas.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeVisible();
  },
};

export const UploadMobile: Story = { ...Upload, globals: mobile };

/** FE-02 (docs/product.md#festival-host): on the festival host the whole app is the page titled 'Onam Photo Magic'. */
export const FestivalHostOnly: Story = {
  globals: desktop,
  // No page frame and no router: exactly what the festival host renders (src/app/app.tsx).
  parameters: { router: false },
  render: () => <FestivalApp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Onam Photo Magic' }, { timeout: 5000 })).toBeVisible();
    // Only the festival page: no family navigation, no footer.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** FE-03 (docs/product.md#festival): a photo chosen: preview and the transform button. */
export const Uploaded: Story = {
  globals: desktop,
  decorators: [withPageFrame],
  args: { initialPhoto: SAMPLE_PHOTO_DATA_URL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transform Photo' })).toBeEnabled();
    await expect(canvas.getByText('Change Photo')).toBeVisible();
  },
};

/** FE-04 (docs/product.md#festival): busy while the photo is transformed. */
export const Transforming: Story = {
  globals: desktop,
  decorators: [withPageFrame],
  args: { initialPhoto: SAMPLE_PHOTO_DATA_URL, autoTransform: true },
  parameters: { msw: { handlers: aiHandlers.infinite('chat') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Weaving kasavu and jasmine/);
    await expect(canvas.getByRole('button', { name: /Transform Photo/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** FE-05 (docs/product.md#festival): the result with 'Regenerate' and 'Download'. */
export const Result: Story = {
  globals: desktop,
  decorators: [withPageFrame],
  args: { initialPhoto: SAMPLE_PHOTO_DATA_URL },
  parameters: { msw: { handlers: aiHandlers.chatImage() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transform Photo' }));
    const image = await canvas.findByRole('img', { name: 'Your family in traditional Kerala festival attire' }, { timeout: 5000 });
    await expect(image).toHaveAttribute('src', SAMPLE_RESULT_DATA_URL);
    await expect(canvas.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(saveFile).toHaveBeenCalledWith(SAMPLE_RESULT_DATA_URL, `onam-family-photo-${Date.parse('2025-09-05T10:00:00.000Z')}.png`);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Regenerate' })).toBeEnabled());
  },
};

export const ResultMobile: Story = { ...Result, globals: mobile };
