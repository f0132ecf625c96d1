import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { ShareMomentDialog } from '@/features/moments/components/share-moment-dialog';
import { fakeMedia, type FakeMediaOptions } from '../../mocks/media';
import { STORY_DATE, STORY_NOW, familySeed, storyFamily, withPage } from './moment-fixtures';
import { stoppedClock } from '@/lib/clock';

// The voice note and video states of the share dialog (docs/product.md#voice-and-video), with the
// recording and converting stand-ins of stories/mocks/media.ts: the clock is stopped, so a timer
// reads 0:00, and a conversion stays at its progress until it is cancelled.

const meta = {
  title: 'Moments/ShareRecordings',
  component: ShareMomentDialog,
  decorators: [withPage],
  args: {
    open: true,
    onOpenChange: fn(),
    onShared: fn(),
    family: storyFamily,
    date: STORY_DATE,
    task: fallbackChallenge,
  },
  parameters: { seed: { preferences: [familySeed()] }, services: withMedia() },
} satisfies Meta<typeof ShareMomentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function withMedia(options: FakeMediaOptions = {}) {
  return () => ({ clock: stoppedClock(STORY_NOW), media: fakeMedia(options) });
}

type View = ReturnType<typeof within>;

/** The open dialog with `type` chosen. */
async function openWith(canvasElement: HTMLElement, type: RegExp): Promise<View> {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Share a Family Moment' });
  const view = within(dialog);
  await view.findByRole('radiogroup', { name: 'What would you like to share?' });
  const chip = view.getByRole('radio', { name: type });
  await userEvent.click(chip);
  await expect(chip).toHaveAttribute('aria-checked', 'true');
  return view;
}

const createButton = (view: View) => view.getByRole('button', { name: 'Create Family Moment' });

async function pick(view: View, file: File) {
  await userEvent.upload(view.getByLabelText(/Choose (an audio file|a video) to share/), file);
}

const clip = (name = 'birthday.mp4', type = 'video/mp4') => new File([new Uint8Array(4096)], name, { type });

/** XS-390 (docs/product.md#voice-and-video): voice note chosen: record or pick an audio file; sharing waits. */
export const VoiceEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Voice note/);
    await expect(view.getByRole('button', { name: 'Record a voice note' })).toBeEnabled();
    await expect(view.getByRole('button', { name: 'Pick an audio file' })).toBeEnabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** XS-391 (docs/product.md#voice-and-video): recording a voice note: the timer (of 2:00), the level, Stop. */
export const VoiceRecording: Story = {
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Voice note/);
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    await expect(await view.findByRole('timer')).toHaveAccessibleName('Recording time, 0:00 of 2:00');
    await expect(view.getByRole('button', { name: 'Stop recording' })).toBeEnabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** XS-392 (docs/product.md#voice-and-video): a voice note converted, to play back or redo; sharing allowed. */
export const VoiceReady: Story = {
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Voice note/);
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    await userEvent.click(await view.findByRole('button', { name: 'Stop recording' }));
    await expect(await view.findByText('Ready to share: 0:42, 0.1 MB')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Redo voice note' })).toBeEnabled();
    await expect(createButton(view)).toBeEnabled();
  },
};

/** XS-393 (docs/product.md#voice-and-video): the microphone was not allowed: said in words, a file still offered. */
export const VoicePermissionDenied: Story = {
  parameters: { services: withMedia({ refuse: 'permission-denied' }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Voice note/);
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Hearth may not use the microphone.');
    await expect(view.getByRole('button', { name: 'Pick an audio file' })).toBeEnabled();
  },
};

/** XS-394 (docs/product.md#voice-and-video): no camera on this device: a video can still be picked. */
export const VideoNoCamera: Story = {
  parameters: { services: withMedia({ refuse: 'no-device' }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await userEvent.click(view.getByRole('button', { name: 'Record a video' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('No camera was found on this device. You can pick a video instead.');
  },
};

/** XS-395 (docs/product.md#voice-and-video): recording a video: the camera's picture, the timer (of 1:00), Stop. */
export const VideoRecording: Story = {
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await userEvent.click(view.getByRole('button', { name: 'Record a video' }));
    await expect(await view.findByRole('timer')).toHaveAccessibleName('Recording time, 0:00 of 1:00');
    await expect(view.getByRole('button', { name: 'Stop recording' })).toBeEnabled();
  },
};

/** XS-396 (docs/product.md#voice-and-video): converting: its progress and Cancel; sharing waits. */
export const VideoConverting: Story = {
  parameters: { services: withMedia({ conversion: 0.42 }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip());
    await expect(await view.findByText(/Making your video small enough to keep\.\.\. 42%/)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Cancel converting' })).toBeEnabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** XS-397 (docs/product.md#voice-and-video): converting cancelled: nothing was kept, record or pick again. */
export const VideoConvertingCancelled: Story = {
  parameters: { services: withMedia({ conversion: 0.42 }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip());
    await userEvent.click(await view.findByRole('button', { name: 'Cancel converting' }));
    await expect(await view.findByRole('alert')).toHaveTextContent('Cancelled. Nothing was kept.');
    await expect(view.getByRole('button', { name: 'Record a video' })).toBeEnabled();
  },
};

/** XS-398 (docs/product.md#voice-and-video): a clip over 60 seconds: the trim step, nothing cut until confirmed. */
export const VideoTooLong: Story = {
  parameters: { services: withMedia({ pickedDurationMs: 165_000 }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip());
    await expect(await view.findByText('birthday.mp4 is 2:45 long')).toBeVisible();
    fireEvent.change(view.getByRole('slider', { name: /Start at/ }), { target: { value: '30000' } });
    await expect(view.getByTestId('trim-window')).toHaveTextContent('Keeps 0:30 to 1:30');
    await expect(view.getByRole('button', { name: 'Keep this minute' })).toBeEnabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** XS-399 (docs/product.md#voice-and-video): a video converted, with its poster, to play back or redo. */
export const VideoReady: Story = {
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip());
    await expect(await view.findByText('Ready to share: 0:12, 1.4 MB')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Redo video' })).toBeEnabled();
    await expect(createButton(view)).toBeEnabled();
  },
};

/** XS-400 (docs/product.md#voice-and-video): a browser that cannot encode: said in words, nothing kept. */
export const VideoUnsupportedBrowser: Story = {
  parameters: { services: withMedia({ conversion: 'unsupported-browser' }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip());
    await expect(await view.findByRole('alert')).toHaveTextContent('This browser cannot make videos small enough to keep.');
    await expect(createButton(view)).toBeDisabled();
  },
};

/** XS-401 (docs/product.md#voice-and-video): a file that cannot be read as a video: said in words, nothing kept. */
export const VideoUnreadableFile: Story = {
  parameters: { services: withMedia({ pickedDurationMs: 'unreadable' }) },
  play: async ({ canvasElement }) => {
    const view = await openWith(canvasElement, /Video/);
    await pick(view, clip('broken.mp4'));
    await expect(await view.findByRole('alert')).toHaveTextContent('This file could not be played as a video.');
    await waitFor(() => expect(view.queryByTestId('recording-preview')).toBeNull());
  },
};
