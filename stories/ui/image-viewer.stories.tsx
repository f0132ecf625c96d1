import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { ImageViewer } from '@/ui/image-viewer';
import { SAMPLE_PHOTO } from './sample-image';

const meta = {
  title: 'UI/ImageViewer',
  component: ImageViewer,
  args: { images: [SAMPLE_PHOTO], alt: 'Sunset picnic on the hill', index: 0, onIndexChange: fn() },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const viewer = await body.findByRole('dialog', { name: 'Sunset picnic on the hill' });
    await expect(within(viewer).getByRole('img', { name: 'Sunset picnic on the hill' })).toBeVisible();
    await expect(within(viewer).getByRole('button', { name: 'Close photo' })).toBeVisible();
  },
};

function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <div className="p-4">
      <Button variant="outline" onClick={() => setIndex(0)}>
        View photo
      </Button>
      <ImageViewer images={[SAMPLE_PHOTO]} alt="Sunset picnic on the hill" index={index} onIndexChange={setIndex} />
    </div>
  );
}

export const EscapeCloses: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'View photo' }));
    await body.findByRole('dialog', { name: 'Sunset picnic on the hill' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.getByRole('button', { name: 'View photo' })).toHaveFocus();
  },
};

export const ClickAnywhereCloses: Story = {
  render: () => <Gallery />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'View photo' }));
    const viewer = await body.findByRole('dialog', { name: 'Sunset picnic on the hill' });
    await userEvent.click(within(viewer).getByRole('img'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
