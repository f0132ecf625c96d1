import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AiSetup, AiTool } from '@/lib/ai-recipients';
import { CoDrawingPage } from '@/features/co-drawing/components/co-drawing-page';
import { OnamPage } from '@/features/festival/components/onam-page';
import { TimeTravelPage } from '@/features/time-travel/components/time-travel-page';
import { aiAnswers, aiHandler, SAMPLE_PHOTO_DATA_URL } from '../../mocks/ai-handlers';
import { configHandler } from '../../mocks/guidance-handlers';
import { allowedConsentMap, sampleServerAiSetup } from '../../mocks/ai-consent';
import { memoryAiServices } from '../../mocks/services';
import { HOUSE_DRAWING } from '../co-drawing/co-drawing-fixtures';

// AI tools ask first: the question each AI tool asks before its first use on
// a device, as a family meets it on the tool's page (a fresh device: nothing agreed yet).

/** Every AI request the story's page makes; 'Not now' must leave it empty. */
const sent: unknown[] = [];
const recordingAi = aiHandler('all', (body) => {
  sent.push(body);
  return aiAnswers.chatImage();
});

/** The receivers a family agreed to before the operator changed the gateway. */
const beforeTheChange: AiSetup = { ...sampleServerAiSetup, services: { chat: { id: '0f0f0f0f0f0f0f0f', name: 'Old Gateway', policyUrl: null }, image: null } };

function FirstUse({ tool }: { tool: AiTool }) {
  if (tool === 'coDrawing') return <CoDrawingPage initialStrokes={HOUSE_DRAWING} initialPrompt="A friendly dragon" />;
  if (tool === 'festival') return <OnamPage initialPhoto={SAMPLE_PHOTO_DATA_URL} />;
  return <TimeTravelPage initialPhoto={SAMPLE_PHOTO_DATA_URL} />;
}

const meta = {
  title: 'AiTools/ConsentDialog',
  component: FirstUse,
  parameters: { msw: { handlers: [configHandler(), ...recordingAi] } },
  loaders: [
    () => {
      sent.length = 0;
      return {};
    },
  ],
} satisfies Meta<typeof FirstUse>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionOf: Record<AiTool, RegExp> = {
  timeTravel: /Travel Through Time/,
  coDrawing: /Create AI Magic/,
  festival: /Transform Photo/,
  guidance: /./,
};

function firstUsePlay(tool: AiTool, sends: RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: actionOf[tool] }));
    const dialog = await body.findByRole('dialog', { name: 'Send to an AI provider?' });
    await expect(dialog).toHaveTextContent(sends);
    await expect(dialog).toHaveTextContent(/keeps nothing of it/);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    await expect(sent).toHaveLength(0);
  };
}

/** XS-08: time travel's first use names the photo, the gateway that receives it, then Google, Black Forest Labs and Stability AI. */
export const FirstUseTimeTravel: Story = {
  args: { tool: 'timeTravel' },
  play: firstUsePlay('timeTravel', /the photo you choose.*to OpenRouter, the AI service this Hearth uses,.*Google, Black Forest Labs and Stability AI/),
};

/** XS-09: co-drawing's first use names the drawing, the image service that receives it and its providers. */
export const FirstUseCoDrawing: Story = {
  args: { tool: 'coDrawing' },
  play: firstUsePlay('coDrawing', /your drawing.*to Example Image Service, the AI service this Hearth uses,.*Black Forest Labs and Stability AI/),
};

/** XS-10: the festival page's first use. */
export const FirstUseFestival: Story = {
  args: { tool: 'festival' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: firstUsePlay('festival', /Onam Photo Magic will send the photo you choose.*to OpenRouter.*Google and Black Forest Labs/),
};

/** XS-129: the family agreed before, but the server now names another gateway: it asks again and says why. */
export const AsksAgainWhenReceiversChange: Story = {
  args: { tool: 'timeTravel' },
  parameters: { services: () => ({ ai: memoryAiServices(allowedConsentMap(undefined, beforeTheChange)) }) },
  play: async (context) => {
    await firstUsePlay('timeTravel', /to OpenRouter, the AI service this Hearth uses/)?.(context);
    const dialog = within(within(context.canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Send to an AI provider?' }));
    await expect(dialog.getByText('Who receives it has changed since you last agreed, so Hearth asks again.')).toBeVisible();
  },
};

/** XS-11: 'Not now' closes the question and sends nothing; the photo waits for another try. */
export const NotNowSendsNothing: Story = {
  args: { tool: 'timeTravel' },
  play: async (context) => {
    await firstUsePlay('timeTravel', /Google/)?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(sent).toHaveLength(0);
    await expect(within(context.canvasElement).getByRole('button', { name: /Travel Through Time/ })).toBeEnabled();
  },
};

/** XS-12: demo mode (no AI provider on the server): nothing can be sent, so nothing is asked. */
export const DemoModeAsksNothing: Story = {
  args: { tool: 'festival' },
  parameters: {
    msw: {
      handlers: [
        configHandler({ demoMode: true }),
        ...aiHandler(
          'all',
          (body) => {
            sent.push(body);
            return aiAnswers.demoMode();
          },
          'demo',
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Transform Photo/ }));
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/Demo Mode/);
    await expect(body.queryByRole('dialog', { name: 'Send to an AI provider?' })).toBeNull();
    // The server said demo mode when asked: the photo was not sent at all.
    await expect(sent).toHaveLength(0);
  },
};
