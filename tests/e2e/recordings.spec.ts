import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordAndConvert } from './helpers/recording';
import { countRecords, keptRecordings, seedFamily } from './helpers/seed';

// Voice notes and videos made in the share dialog of the real built app, with Chromium's fake
// camera and microphone: recorded, converted on the device by WebCodecs, and kept in IndexedDB
// with their moment. A picked clip over 60 seconds gets the trim step; a file that is not a
// recording gets a message and nothing is kept. (Playing them back is tested with the feed.)

const FAMILY = {
  familyName: 'The Osei Family',
  familyId: 'family_1750000000000_e2erecrd',
  members: [
    { id: 'member_1750000000001_abena001', name: 'Abena', emoji: '🎻', color: '#a855f7', initials: 'AB' },
    { id: 'member_1750000000002_yaw00002', name: 'Yaw', emoji: '🥁', color: '#14b8a6', initials: 'YA' },
  ],
};

// 65 seconds of a test picture (320 x 180, 5 frames a second) with a tone, VP8 and Opus in WebM.
const LONG_CLIP = fileURLToPath(new URL('./fixtures/clip-65s.webm', import.meta.url));

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share a Family Moment' });
const createButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Create Family Moment' });

test('a voice note and a video are recorded, made small and kept with their moments; a long clip gets the trim step; a file that is not a recording is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await seedFamily(page, { family: FAMILY });
  await page.reload();

  await test.step('Abena records a voice note that completes the day', async () => {
    await page.getByRole('button', { name: 'Start Family Moment' }).click();
    await page.getByRole('button', { name: 'Share Our Family Experience' }).click();
    await page.getByRole('alertdialog', { name: 'Ready to complete?' }).getByRole('button', { name: 'Yes, complete!' }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('radio', { name: /Voice note/ }).click();
    await expect(createButton(dialog)).toBeDisabled();
    await recordAndConvert(dialog, 'voice');
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill('Abena hums the bedtime song');
    await createButton(dialog).click();
    await expect(dialog).toBeHidden();
    // The reflection that follows a completed moment is not what this test is about.
    await page.getByRole('dialog', { name: 'Pause and reflect together' }).getByRole('button', { name: 'Take a moment' }).click();
    const reflect = page.getByRole('dialog', { name: 'How did it go?' });
    await reflect.getByRole('textbox', { name: 'Family response' }).fill('We sang along');
    await reflect.getByRole('button', { name: 'Save Reflection' }).click();
    await page.getByRole('dialog', { name: 'Thank you for reflecting together!' }).getByRole('button', { name: 'Continue to Family Feed' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('Yaw records a video through Invite Others', async () => {
    await page.getByRole('button', { name: 'Invite Others' }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('radio', { name: 'Yaw' }).click();
    await dialog.getByRole('radio', { name: /Video/ }).click();
    await recordAndConvert(dialog, 'video');
    await createButton(dialog).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('both are kept: Opus voice in MP4, a 720p video with its poster, the Blobs as large as the posts say', async () => {
    const recordings = await keptRecordings(page);
    expect(recordings.map((r) => r.type).sort()).toEqual(['video', 'voice']);
    const voice = recordings.find((r) => r.type === 'voice')!;
    expect(voice.media.mimeType).toBe('audio/mp4; codecs="opus"');
    expect(voice.blobSize).toBeGreaterThan(0);
    expect(voice.blobSize).toBe(voice.media.bytes);
    expect(voice.media.durationMs).toBeGreaterThan(1000);
    const video = recordings.find((r) => r.type === 'video')!;
    expect(video.media.mimeType).toMatch(/^video\/(mp4|webm)/);
    expect(video.blobSize).toBeGreaterThan(0);
    expect(video.blobSize).toBe(video.media.bytes);
    expect(video.media.height).toBeLessThanOrEqual(720);
    expect(video.media.posterUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(video.media.posterUrl!.length).toBeLessThan(40_000);
  });

  await test.step('a picked clip over 60 seconds gets the trim step, and only the chosen minute is converted', async () => {
    await page.getByRole('button', { name: 'Invite Others' }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('radio', { name: /Video/ }).click();
    await dialog.getByTestId('moment-recording-input').setInputFiles(LONG_CLIP);
    await expect(dialog.getByText('clip-65s.webm is 1:05 long')).toBeVisible({ timeout: 20_000 });
    const slider = dialog.getByRole('slider', { name: /Start at/ });
    await slider.focus();
    for (let i = 0; i < 5; i += 1) await slider.press('ArrowRight');
    await expect(dialog.getByTestId('trim-window')).toHaveText('Keeps 0:05 to 1:05');
    await dialog.getByRole('button', { name: 'Keep this minute' }).click();
    await expect(dialog.getByTestId('recording-preview')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText(/^Ready to share: (0:59|1:00),/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Redo video' }).click();
  });

  await test.step('a file that is not a video, and one that cannot be read, get a message; nothing is kept', async () => {
    const dialog = shareDialog(page);
    const input = dialog.getByTestId('moment-recording-input');
    await input.setInputFiles({ name: 'shopping.txt', mimeType: 'text/plain', buffer: Buffer.from('milk, eggs') });
    await expect(dialog.getByRole('alert')).toHaveText('shopping.txt is not a video file');
    await input.setInputFiles({ name: 'broken.mp4', mimeType: 'video/mp4', buffer: Buffer.from('this is not really a video '.repeat(40)) });
    await expect(dialog.getByRole('alert')).toHaveText('This file could not be played as a video. Please try another video. Nothing was kept.', { timeout: 20_000 });
    await expect(createButton(dialog)).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await countRecords(page, 'mediaBlobs')).toBe(2);
    expect(await countRecords(page, 'posts')).toBe(2);
  });
});
