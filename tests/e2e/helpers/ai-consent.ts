import { expect, type Page } from '@playwright/test';

// AI tools ask before a photo leaves the device. The e2e server runs in demo mode (no AI
// provider), where nothing is sent and nothing is asked; a test that mocks the AI answers also
// mocks /api/config as a configured server, so the app asks as it would in production.

/** GET /api/config as a server with an AI provider answers it (the build's models are used). */
export async function mockConfiguredAiServer(page: Page): Promise<void> {
  await page.route('**/api/config', (route) =>
    route.fulfill({
      json: {
        demoMode: false,
        festivalHostPrefix: 'onam.',
        ai: {
          chat: true,
          image: true,
          guidanceModel: 'meta-llama/llama-3.2-3b-instruct',
          models: [],
          recipients: {
            chat: { id: '5e1f0c2a9b7d4e63', name: 'OpenRouter', privacyUrl: 'https://openrouter.ai/privacy' },
            image: { id: '8a3d6b1c0e2f4a57', name: 'Example Image Service', privacyUrl: null },
          },
        },
      },
    }),
  );
}

export const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Send to an AI provider?' });

/** Answers the first-use question with 'Continue'. */
export async function continueAiConsent(page: Page): Promise<void> {
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
