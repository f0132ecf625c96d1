import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactEmails } from '@/lib/config';
import type { AiSetup } from '@/lib/ai-recipients';
import { localDataKinds, PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/PrivacyPolicy',
  component: PrivacyPolicyPage,
  decorators: [withPageFrame],
  parameters: { route: '/privacy-policy' },
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  for (const heading of ['Local-first design', 'What is kept on your device', 'You are in control', 'Zero surveillance', 'Research ethics']) {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const kind of localDataKinds) await expect(canvas.getByText(kind)).toBeVisible();
  const providers = within(canvas.getByRole('list', { name: 'AI providers' }));
  for (const name of ['Google', 'Black Forest Labs', 'Stability AI', 'Meta']) {
    await expect(providers.getByText(name, { selector: 'p' })).toBeVisible();
  }
  await expect(canvas.getByRole('link', { name: /Google’s privacy policy/ })).toHaveAttribute('href', 'https://policies.google.com/privacy');
  // The services that receive the request first, named as the server's configuration names them.
  const services = within(canvas.getByRole('list', { name: 'AI services this Hearth uses' }));
  await expect(services.getByText('OpenRouter', { selector: 'p' })).toBeVisible();
  await expect(services.getByText('Example Image Service', { selector: 'p' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: /OpenRouter’s privacy policy/ })).toHaveAttribute('href', 'https://openrouter.ai/privacy');
  await expect(canvas.getByRole('link', { name: 'research and methodology page' })).toHaveAttribute('href', '/research');
  const mails = canvas.getAllByRole('link', { name: contactEmails.privacy });
  await expect(mails.length).toBeGreaterThanOrEqual(1);
};

// The default registry (src/lib/ai/default-models.ts) and guidance model, as a configured server lists them.
const configured: AiSetup = {
  demoMode: false,
  models: [
    { id: 'google/gemini-2.5-flash-image', uses: ['timeTravel', 'festival'] },
    { id: 'black-forest-labs/flux-kontext-pro', uses: ['timeTravel', 'festival', 'coDrawing'] },
    { id: 'stabilityai/stable-diffusion-xl', uses: ['coDrawing', 'timeTravel'] },
  ],
  guidanceModel: 'meta-llama/llama-3.2-3b-instruct',
  paths: { chat: true, image: true },
  services: {
    chat: { id: '5e1f0c2a9b7d4e63', name: 'OpenRouter', policyUrl: 'https://openrouter.ai/privacy' },
    image: { id: '8a3d6b1c0e2f4a57', name: 'Example Image Service', policyUrl: null },
  },
};

/** IP-09 (docs/product.md#pages): Privacy policy (/privacy-policy), Default. The providers of the configured models, what each receives, and their policies. */
export const Default: Story = { args: { aiSetup: configured }, globals: desktop, play };
export const Mobile: Story = { args: { aiSetup: configured }, globals: mobile, play };

/** No AI provider configured: the page says nothing leaves the device for AI. */
export const DemoMode: Story = {
  args: { aiSetup: { ...configured, demoMode: true } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'AI tools: nothing leaves your device' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'AI providers' })).toBeNull();
  },
};
