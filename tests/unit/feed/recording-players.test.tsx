import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/data/db';
import type { Post } from '@/data/types';
import { PostCard } from '@/features/feed/components/post-card';
import { videoAspectRatio } from '@/features/feed/components/video-player';
import { useObjectUrl } from '@/lib/use-object-url';
import { FIXED_NOW, makePost, memberAt } from '../../../stories/mocks/post-fixtures';
import { renderWithProviders } from '../render';

const VOICE_ID = `media_${'a1'.repeat(16)}`;
const VIDEO_ID = `media_${'b2'.repeat(16)}`;
const POSTER = 'data:image/jpeg;base64,/9j/4AAQ';

const voicePost = makePost(
  { id: 'voice', type: 'voice', content: 'Grandma sings', media: { id: VOICE_ID, mimeType: 'audio/webm;codecs=opus', bytes: 4, durationMs: 84_000 } },
  memberAt(1),
);
const videoPost = makePost(
  {
    id: 'video',
    type: 'video',
    content: 'Candles',
    media: { id: VIDEO_ID, mimeType: 'video/webm', bytes: 4, durationMs: 12_000, width: 1280, height: 720, posterUrl: POSTER },
  },
  memberAt(2),
);

let made: string[];
let revoked: string[];

beforeEach(async () => {
  await db.delete();
  await db.open();
  made = [];
  revoked = [];
  // jsdom has no object URLs; these record what the players make and give back.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${made.length + 1}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function keep(post: Post) {
  await db.posts.put(post);
  await db.mediaBlobs.put({ id: post.media!.id, postId: post.id, blob: new Blob([new Uint8Array([1, 2, 3, 4])], { type: post.media!.mimeType }) });
}

const card = (post: Post) => renderWithProviders(<PostCard post={post} now={FIXED_NOW} />);

describe('a voice note in its card', () => {
  it('shows its caption first, then a player named with its length', async () => {
    await keep(voicePost);
    card(voicePost);
    const player = screen.getByRole('group', { name: 'Voice note from Ravi Kumar, 1:24' });
    expect(screen.getByText('Grandma sings').compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(player).getByText(/0:00 \/ 1:24/)).toBeInTheDocument();
    await vi.waitFor(() => expect(within(player).getByRole('slider', { name: 'Position in the voice note' })).toBeEnabled());
    expect(player.querySelector('audio')?.getAttribute('src')).toBe('blob:test/1');
  });

  it('revokes its object URL when the card goes away', async () => {
    await keep(voicePost);
    const { unmount, container } = card(voicePost);
    await vi.waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    expect(revoked).toEqual([]);
    unmount();
    expect(revoked).toEqual(made);
    expect(made).toHaveLength(1);
  });

  it('keeps playing the same object URL when another recording is written meanwhile', async () => {
    await db.posts.put(voicePost);
    // As a browser does (the test database keeps no real Blob): each read gives a new Blob of the same bytes.
    const read = vi
      .spyOn(db.mediaBlobs, 'get')
      .mockImplementation((async () => ({ id: VOICE_ID, postId: 'voice', blob: new Blob([new Uint8Array([1, 2, 3, 4])]) })) as never);
    const { container, queryClient } = card(voicePost);
    await vi.waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    await act(() => queryClient.invalidateQueries({ queryKey: ['mediaBlobs'] }));
    await vi.waitFor(() => expect(queryClient.getQueryState(['mediaBlobs', VOICE_ID])?.dataUpdateCount).toBe(2));
    // The query's observers hear of the new data on the next turn: let the card render it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(read).toHaveBeenCalledTimes(2);
    expect(made).toEqual(['blob:test/1']);
    expect(revoked).toEqual([]);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('blob:test/1');
  });

  it('says the recording has not reached this device, and cannot be played', async () => {
    await db.posts.put(voicePost);
    card(voicePost);
    expect(await screen.findByText("This voice note hasn't reached this device yet. It will play here once it arrives.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play voice note' })).toBeDisabled();
    expect(made).toEqual([]);
  });

  it('reads nothing until the card comes near or play is pressed, then plays', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const read = vi.spyOn(db.mediaBlobs, 'get');
    await keep(voicePost);
    const { container } = card(voicePost);
    expect(observed).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(read).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play voice note' }));
    await vi.waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    expect(read).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1));
  });
});

describe('a video in its card', () => {
  it('shows its poster, mark and play button; pressing play plays it in place with the browser controls', async () => {
    await keep(videoPost);
    const { container } = card(videoPost);
    expect(screen.getByText('🎬 Video · 0:12')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', POSTER);
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video shared by Mia, 0:12' }));
    await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'blob:test/1');
    expect(video).toHaveAttribute('poster', POSTER);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAccessibleName('Video shared by Mia, 0:12');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it('keeps its poster and says the video has not arrived', async () => {
    await db.posts.put(videoPost);
    const { container } = card(videoPost);
    expect(await screen.findByText("This video hasn't reached this device yet. It will play here once it arrives.")).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', POSTER);
    expect(container.querySelector('video')).toBeNull();
  });

  it('never loads a poster that is not a stored picture', async () => {
    const tracked = { ...videoPost, media: { ...videoPost.media!, posterUrl: 'https://example.org/t.jpg' } };
    await db.posts.put(tracked);
    const { container } = card(tracked);
    await screen.findByText(/hasn't reached this device/);
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    [{ width: 1280, height: 720 }, 16 / 9],
    [{ width: 720, height: 1280 }, 4 / 5],
    [{ width: 720, height: 720 }, 1],
    [{}, 16 / 9],
  ])('frames %o at %s', (size, ratio) => {
    expect(videoAspectRatio(size)).toBeCloseTo(ratio);
  });
});

describe('useObjectUrl', () => {
  it('revokes the URL of a blob that is replaced, and never hands it out again', () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ blob }: { blob: Blob | null }) => useObjectUrl(blob), { initialProps: { blob: first as Blob | null } });
    expect(result.current).toBe('blob:test/1');
    rerender({ blob: second });
    expect(revoked).toEqual(['blob:test/1']);
    expect(result.current).toBe('blob:test/2');
    rerender({ blob: null });
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
    expect(result.current).toBeNull();
    unmount();
    expect(made).toHaveLength(2);
  });
});
