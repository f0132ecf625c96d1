import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { preferenceKeys } from '@/data/types';
import { ShareMomentDialog } from '@/features/moments/components/share-moment-dialog';
import { stoppedClock } from '@/lib/clock';
import { fakeMedia, samplePosterUrl, type FakeMediaOptions } from '../../../stories/mocks/media';
import { renderWithProviders } from '../render';
import { twoMembers } from './render';

// The voice and video flows of the share dialog, with the recording and converting stand-ins of
// stories/mocks/media.ts: what reaches the moment, what the family reads when something fails, and
// that nothing is kept unless it was converted.

const DATE = '2025-06-15';
const clock = stoppedClock(new Date(2025, 5, 15, 12, 0, 0));

beforeEach(() => db.preferences.put({ key: preferenceKeys.familyData, value: twoMembers }));

async function openDialog(options: FakeMediaOptions = {}) {
  const media = fakeMedia(options);
  const onShared = vi.fn();
  const { unmount } = renderWithProviders(<ShareMomentDialog open onOpenChange={vi.fn()} family={twoMembers} date={DATE} onShared={onShared} />, {
    services: { clock, media },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Share a Family Moment' });
  await within(dialog).findByRole('radiogroup', { name: 'What would you like to share?' });
  return { view: within(dialog), media, onShared, unmount };
}

const createButton = () => screen.getByRole('button', { name: 'Create Family Moment' });

async function chooseType(name: RegExp) {
  const chip = screen.getByRole('radio', { name });
  await userEvent.click(chip);
  await waitFor(() => expect(chip).toHaveAttribute('aria-checked', 'true'));
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText(/Choose (an audio file|a video) to share/), { target: { files: [file] } });
}

const videoFile = (name = 'party.mp4', type = 'video/mp4') => new File([new Uint8Array(2048)], name, { type });

describe('voice notes in the share dialog', () => {
  it('records, converts at a speech bitrate and shares the moment with its recording', async () => {
    const { view, media, onShared } = await openDialog();
    await chooseType(/Voice note/);
    expect(createButton()).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    expect(await view.findByRole('timer')).toHaveAccessibleName('Recording time, 0:00 of 2:00');
    expect(screen.getByTestId('recording-level')).toHaveAttribute('data-level', '7');
    expect(createButton()).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Stop recording' }));
    expect(await view.findByText('Ready to share: 0:42, 0.1 MB')).toBeInTheDocument();
    expect(media.conversions).toEqual([expect.objectContaining({ kind: 'voice', audioBitrate: 32_000 })]);
    expect(media.conversions[0]?.window).toBeUndefined();
    await userEvent.click(createButton());
    await waitFor(() => expect(onShared).toHaveBeenCalled());
    const posts = await db.posts.toArray();
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.type).toBe('voice');
    expect(post.media).toMatchObject({ mimeType: 'audio/mp4', bytes: 96_000, durationMs: 42_000 });
    const stored = await db.mediaBlobs.get(post.media!.id);
    // The test environment's IndexedDB keeps a Blob without its bytes (the e2e test reads them back).
    expect(stored).toMatchObject({ id: post.media!.id, postId: post.id });
  });

  it('redo drops the recording and the moment waits for a new one', async () => {
    const { view } = await openDialog();
    await chooseType(/Voice note/);
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    await userEvent.click(await view.findByRole('button', { name: 'Stop recording' }));
    await view.findByTestId('recording-preview');
    expect(createButton()).toBeEnabled();
    await userEvent.click(view.getByRole('button', { name: 'Redo voice note' }));
    expect(view.getByRole('button', { name: 'Record a voice note' })).toBeEnabled();
    expect(createButton()).toBeDisabled();
  });

  it.each([
    ['permission-denied', "Hearth may not use the microphone. You can allow it in your browser's settings, or pick an audio file instead."],
    ['no-device', 'No microphone was found on this device. You can pick an audio file instead.'],
  ] as const)('explains %s and still offers a file', async (refuse, message) => {
    const { view } = await openDialog({ refuse });
    await chooseType(/Voice note/);
    await userEvent.click(view.getByRole('button', { name: 'Record a voice note' }));
    expect(await view.findByRole('alert')).toHaveTextContent(message);
    expect(view.getByRole('button', { name: 'Pick an audio file' })).toBeEnabled();
    expect(createButton()).toBeDisabled();
  });
});

describe('videos in the share dialog', () => {
  it('a picked clip over 60 seconds gets the trim step and only the chosen window is converted', async () => {
    const { view, media } = await openDialog({ pickedDurationMs: 165_000 });
    await chooseType(/Video/);
    pick(videoFile());
    expect(await view.findByText('party.mp4 is 2:45 long')).toBeInTheDocument();
    expect(media.conversions).toHaveLength(0);
    expect(createButton()).toBeDisabled();
    fireEvent.change(view.getByRole('slider', { name: /Start at/ }), { target: { value: '30000' } });
    expect(view.getByTestId('trim-window')).toHaveTextContent('Keeps 0:30 to 1:30');
    await userEvent.click(view.getByRole('button', { name: 'Keep this minute' }));
    await view.findByTestId('recording-preview');
    expect(media.conversions[0]).toMatchObject({ kind: 'video', window: { startS: 30, endS: 90 }, video: { bitrate: 1_200_000, maxLongSide: 1280, maxShortSide: 720 } });
    expect(view.getByText('Ready to share: 1:00, 1.4 MB')).toBeInTheDocument();
  });

  it('a clip within 60 seconds converts at once and carries its poster into the moment', async () => {
    const { view, onShared } = await openDialog({ pickedDurationMs: 12_000 });
    await chooseType(/Video/);
    pick(videoFile());
    await view.findByTestId('recording-preview');
    await userEvent.click(createButton());
    await waitFor(() => expect(onShared).toHaveBeenCalled());
    const [post] = await db.posts.toArray();
    expect(post?.media).toMatchObject({ mimeType: 'video/mp4', width: 1280, height: 720, posterUrl: samplePosterUrl, durationMs: 12_000 });
  });

  it('shows progress while converting, and Cancel keeps nothing', async () => {
    const { view } = await openDialog({ conversion: 0.42 });
    await chooseType(/Video/);
    await userEvent.click(view.getByRole('button', { name: 'Record a video' }));
    await userEvent.click(await view.findByRole('button', { name: 'Stop recording' }));
    expect(await view.findByText(/Making your video small enough to keep\.\.\. 42%/)).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Cancel converting' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Cancelled. Nothing was kept.');
    expect(createButton()).toBeDisabled();
  });

  it('the dialog going away while converting cancels the conversion', async () => {
    const { view, media, unmount } = await openDialog({ conversion: 0.42 });
    await chooseType(/Video/);
    pick(videoFile());
    await view.findByTestId('recording-converting');
    expect(media.conversions[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(media.conversions[0]?.signal?.aborted).toBe(true);
  });

  it.each([
    ['a browser that cannot encode', { conversion: 'unsupported-browser' }, videoFile(), 'This browser cannot make videos small enough to keep.'],
    ['a file that cannot be read', { pickedDurationMs: 'unreadable' }, videoFile('broken.mp4'), 'This file could not be played as a video.'],
    ['a file that is not a video', {}, new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }), 'letter.pdf is not a video file'],
  ] as const)('%s gets a message and nothing is kept', async (_case, options, file, message) => {
    const { view, media } = await openDialog(options);
    await chooseType(/Video/);
    pick(file);
    expect(await view.findByRole('alert')).toHaveTextContent(message);
    expect(view.queryByTestId('recording-preview')).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    if (file.type === 'application/pdf') expect(media.conversions).toHaveLength(0);
  });
});
