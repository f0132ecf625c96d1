import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Post } from '../../src/data/types';
import { makePost, memberAt } from '../../stories/mocks/post-fixtures';
import { fewPosts, justBeforeToday, putRecordings, seedFamily } from './helpers/seed';

// Voice notes and videos against the real built app: two real recordings (stories/fixtures, 2 s
// each) kept in IndexedDB as the app keeps them, played to their end in the home feed, and found
// again with Memories' type filter.

const fixture = (name: string) => readFileSync(new URL(`../../stories/fixtures/${name}`, import.meta.url));
const VOICE = { id: `media_${'5a'.repeat(16)}`, mimeType: 'audio/webm;codecs=opus', bytes: fixture('voice-note.webm') };
const VIDEO = { id: `media_${'7c'.repeat(16)}`, mimeType: 'video/webm;codecs="vp8,opus"', bytes: fixture('video-moment.webm') };
const POSTER = `data:image/jpeg;base64,${fixture('video-poster.jpg').toString('base64')}`;

function recordedPosts(now: Date): Post[] {
  const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return [
    makePost(
      { id: 'e2e_voice', type: 'voice', content: 'Grandma sings', timestamp: at(1), media: { id: VOICE.id, mimeType: VOICE.mimeType, bytes: VOICE.bytes.length, durationMs: 2_008 } },
      memberAt(1),
    ),
    makePost(
      {
        id: 'e2e_video',
        type: 'video',
        content: 'Birthday candles',
        timestamp: at(2),
        media: { id: VIDEO.id, mimeType: VIDEO.mimeType, bytes: VIDEO.bytes.length, durationMs: 2_008, width: 320, height: 180, posterUrl: POSTER },
      },
      memberAt(2),
    ),
  ];
}

/** True once the media element has played to its end (or is within a frame of it). */
async function reachedTheEnd(media: Locator): Promise<boolean> {
  return media.evaluate((element: HTMLMediaElement) => element.ended || (Number.isFinite(element.duration) && element.currentTime >= element.duration - 0.05));
}

async function seed(page: Page) {
  const now = justBeforeToday();
  const recorded = recordedPosts(now);
  await seedFamily(page, { posts: [...recorded, ...fewPosts(new Date(now.getTime() - 3_600_000))] });
  await putRecordings(page, [
    { ...VOICE, postId: 'e2e_voice' },
    { ...VIDEO, postId: 'e2e_video' },
  ]);
}

test('a voice note and a video play to their end in the home feed', async ({ page }) => {
  await seed(page);
  await page.goto('/family');
  const feed = page.getByRole('list', { name: 'Latest family moments' });

  const voiceCard = feed.locator('article[data-type="voice"]');
  // A family scrolls down to it: coming near the screen reads the recording.
  await voiceCard.scrollIntoViewIfNeeded();
  await expect(voiceCard.getByText('Grandma sings')).toBeVisible();
  const voicePlayer = voiceCard.getByRole('group', { name: 'Voice note from Ravi Kumar, 0:02' });
  await expect(voicePlayer.getByRole('slider', { name: 'Position in the voice note' })).toBeEnabled();
  await voicePlayer.getByRole('button', { name: 'Play voice note' }).click();
  await expect(voicePlayer.getByRole('button', { name: 'Pause voice note' })).toBeVisible();
  const audio = voicePlayer.locator('audio');
  await expect.poll(() => reachedTheEnd(audio), { timeout: 15_000 }).toBe(true);
  // At its end the player offers to play again and shows the whole length played.
  await expect(voicePlayer.getByRole('button', { name: 'Play voice note' })).toBeVisible();
  await expect(voicePlayer.getByText(/0:02 \/ 0:02/)).toBeVisible();

  const videoCard = feed.locator('article[data-type="video"]');
  await expect(videoCard.getByText('🎬 Video · 0:02')).toBeVisible();
  await videoCard.getByRole('button', { name: 'Play video shared by Mia, 0:02' }).click();
  const video = videoCard.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('aria-label', 'Video shared by Mia, 0:02');
  await expect.poll(() => reachedTheEnd(video), { timeout: 15_000 }).toBe(true);
  // Its pictures were decoded, not only its sound.
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
});

test('Memories filters voice notes and videos', async ({ page }) => {
  await seed(page);
  await page.goto('/family/feeds');
  const memories = page.getByRole('list', { name: 'Family memories' }).getByRole('article');
  await expect(memories.first()).toBeVisible();

  await page.getByRole('radio', { name: 'Voice note' }).click();
  await expect(page).toHaveURL(/type=voice/);
  await expect(page.getByText('Showing 1 memory')).toBeVisible();
  await expect(memories).toHaveCount(1);
  await expect(memories.first()).toHaveAttribute('data-type', 'voice');
  await expect(memories.first().getByRole('slider', { name: 'Position in the voice note' })).toBeEnabled();

  await page.getByRole('radio', { name: 'Video' }).click();
  await expect(page).toHaveURL(/type=video/);
  await expect(memories).toHaveCount(1);
  await expect(memories.first()).toHaveAttribute('data-type', 'video');
  await expect(memories.first().getByRole('button', { name: 'Play video shared by Mia, 0:02' })).toBeVisible();
});
