import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '@/features/feed/components/post-card';
import { FIXED_NOW, hoursAgo, memberAt } from '../../mocks/post-fixtures';
import { videoMoment, voiceMoment } from '../../mocks/media-fixtures';
import { withFeedColumn } from './feed-frame';

// Voice notes and videos in a moment card (docs/product.md#voice-and-video), each with its real
// recording seeded in the story's database. A running clock cannot be photographed: a story that
// shows playback first proves it plays (the position moves), then holds it at 0:00.

const voice = voiceMoment({ id: 'voice', content: 'Grandma sings our bedtime song', timestamp: hoursAgo(FIXED_NOW, 2) }, memberAt(1));
const video = videoMoment({ id: 'video', content: 'Ten seconds of the birthday candles', timestamp: hoursAgo(FIXED_NOW, 5) }, memberAt(2));

const meta = {
  title: 'Feed/Recordings',
  component: PostCard,
  decorators: [withFeedColumn],
  args: { now: FIXED_NOW, post: voice.post },
  parameters: { seed: { posts: [voice.post, video.post], mediaBlobs: [voice.recording, video.recording] } },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const media = <T extends HTMLMediaElement>(canvasElement: HTMLElement, selector: 'audio' | 'video') =>
  waitFor(() => {
    const element = canvasElement.querySelector<T>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  });

/** Plays for real until the position moves, then stops at the start (the picture's frame). */
async function playThenHoldAtStart(element: HTMLMediaElement, start: () => Promise<void>) {
  // Muted: a story's click is not a person's, and the browser plays only muted media without one.
  element.muted = true;
  await start();
  await waitFor(() => expect(element.currentTime).toBeGreaterThan(0), { timeout: 8000 });
  element.pause();
  element.currentTime = 0;
  await waitFor(() => expect(element.seeking).toBe(false));
}

/** XS-405: a voice note, read from the device and ready: play, where it is, its length. */
export const VoiceReady: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Grandma sings our bedtime song')).toBeVisible();
    await waitFor(() => expect(card.getByRole('slider', { name: 'Position in the voice note' })).toBeEnabled());
    await expect(card.getByRole('group', { name: 'Voice note from Ravi Kumar, 0:02' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play voice note' })).toBeEnabled();
  },
};


/** XS-406: playing: the button pauses (held at 0:00 for the picture, after the position moved). */
export const VoicePlaying: Story = {
  play: async (context) => {
    await VoiceReady.play?.(context);
    const card = within(context.canvasElement);
    const audio = await media<HTMLAudioElement>(context.canvasElement, 'audio');
    await playThenHoldAtStart(audio, () => userEvent.click(card.getByRole('button', { name: 'Play voice note' })));
    // What the player shows while it plays, at the start: pressed play, not paused.
    audio.dispatchEvent(new Event('play'));
    await expect(await card.findByRole('button', { name: 'Pause voice note' })).toBeVisible();
    await expect(card.getByText(/0:00 \/ 0:02/)).toBeVisible();
  },
};

/** After playing, Pause stops it where it is. */
export const VoicePaused: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    await VoiceReady.play?.(context);
    const card = within(context.canvasElement);
    const audio = await media<HTMLAudioElement>(context.canvasElement, 'audio');
    audio.muted = true;
    await userEvent.click(card.getByRole('button', { name: 'Play voice note' }));
    await waitFor(() => expect(audio.currentTime).toBeGreaterThan(0), { timeout: 8000 });
    await userEvent.click(await card.findByRole('button', { name: 'Pause voice note' }));
    await expect(await card.findByRole('button', { name: 'Play voice note' })).toBeVisible();
    await expect(audio.paused).toBe(true);
  },
};

/** XS-407: a video: its poster, marked as a video with its length, and a play button. */
export const VideoPoster: Story = {
  args: { post: video.post },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Ten seconds of the birthday candles')).toBeVisible();
    await expect(card.getByText('🎬 Video · 0:02')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play video shared by Mia, 0:02' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="video-player"] img')?.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    // Poster first: nothing plays, nothing moves, until someone presses play.
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** XS-408: pressed play: the video plays in place with the browser's controls (held on its first frame). */
export const VideoPlaying: Story = {
  args: { post: video.post },
  play: async (context) => {
    await VideoPoster.play?.(context);
    const card = within(context.canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Play video shared by Mia, 0:02' }));
    const element = await media<HTMLVideoElement>(context.canvasElement, 'video');
    await expect(element).toHaveAccessibleName('Video shared by Mia, 0:02');
    await expect(element).toHaveAttribute('controls');
    // The player takes the focus in an effect after the video is in the page.
    await waitFor(() => expect(element).toHaveFocus());
    await playThenHoldAtStart(element, () => element.play());
    await waitFor(() => expect(element.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA));
  },
};

// Story parameters merge into the file's, so the recordings are taken out by name.
const elsewhere = { seed: { posts: [voice.post, video.post], mediaBlobs: [] } };

/** XS-409: a voice note recorded on another device that has not arrived yet. */
export const VoiceNotOnThisDevice: Story = {
  parameters: elsewhere,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText("This voice note hasn't reached this device yet. It will play here once it arrives.")).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play voice note' })).toBeDisabled();
    await expect(card.getByText('Grandma sings our bedtime song')).toBeVisible();
  },
};

/** XS-410: a video that has not arrived: its poster and mark, and the same words. */
export const VideoNotOnThisDevice: Story = {
  args: { post: video.post },
  parameters: elsewhere,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText("This video hasn't reached this device yet. It will play here once it arrives.")).toBeVisible();
    await expect(card.getByText('🎬 Video · 0:02')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};


const unreadable = { ...voice.recording, blob: new Blob([new Uint8Array(64).fill(7)], { type: 'audio/webm;codecs=opus' }) };

/** XS-417: a recording this browser cannot play: it says so, and the moment stays as it is. */
export const VoiceCannotPlayHere: Story = {
  parameters: { seed: { posts: [voice.post, video.post], mediaBlobs: [unreadable, video.recording] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText("This voice note can't be played on this device. It is still kept with the moment.")).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play voice note' })).toBeDisabled();
    await expect(card.getByText('Grandma sings our bedtime song')).toBeVisible();
  },
};
