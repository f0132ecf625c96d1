import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoPicker } from '@/features/ai-tools/components/photo-picker';
import { SAMPLE_PHOTO_DATA_URL } from '../../mocks/ai-handlers';

// AI tools ask first (docs/product.md#ai-photo-upload): a photo is always re-encoded on the device before an AI tool may
// send it (its hidden details, such as where it was taken, stay behind). One this browser cannot
// re-encode is never sent as it is: the picker says so.
const meta = {
  title: 'AiTools/PhotoPicker',
  component: PhotoPicker,
  parameters: { layout: 'padded' },
  args: {
    title: 'Choose a family photo',
    description: 'Everyone in the picture will travel back to four decades. The photo is only sent to make the pictures and is not kept.',
    onPhoto: fn(),
  },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const photoFile = () => new File([Uint8Array.from(atob(SAMPLE_PHOTO_DATA_URL.split(',')[1] ?? ''), (c) => c.charCodeAt(0))], 'family.png', { type: 'image/png' });

/** XS-130: the photo could not be re-encoded here: nothing was sent, and the family is told why. */
export const CouldNotBePrepared: Story = {
  parameters: { services: { compressImage: () => Promise.reject(new Error('This browser cannot read photos')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Choose a family photo/), photoFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be prepared on this device, so nothing was sent');
    await expect(args.onPhoto).not.toHaveBeenCalled();
  },
};
