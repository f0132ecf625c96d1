import { expect, type Locator } from '@playwright/test';

// Recording in the share dialog with Chromium's fake camera and microphone (playwright.config.ts
// turns them on): the steps every recording e2e takes.

/**
 * In the share dialog `dialog` (its Voice note or Video type chosen), records a couple of seconds,
 * stops, and waits until the recording, converted on the device, is ready to share.
 */
export async function recordAndConvert(dialog: Locator, kind: 'voice' | 'video'): Promise<void> {
  await dialog.getByRole('button', { name: kind === 'voice' ? 'Record a voice note' : 'Record a video' }).click();
  await expect(dialog.getByRole('timer')).toHaveAccessibleName(/Recording time, 0:0[2-9] of/, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await expect(dialog.getByTestId('recording-preview')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(/^Ready to share: 0:0[1-9]/)).toBeVisible();
}
