import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { builtInGuidance } from '@/features/moments/data/built-in-guidance';
import { DailyCard } from '@/features/moments/components/daily-card';
import { stoppedClock, systemClock, type Clock } from '@/lib/clock';
import { memoryAiServices } from '../../mocks/services';
import { guidanceHandlers, SAMPLE_AI_SERVICES, sampleAiGuidance } from '../../mocks/guidance-handlers';
import {
  currentChallengeSeed,
  experienceSeed,
  familySeed,
  storyServices,
  storyFamily,
  withDailyPanel,
} from './moment-fixtures';

// The moment stories show a family that already allowed AI guidance; the question itself
// is AskBeforeAiGuidance, on a fresh device.
const guidanceAllowed = () =>
  memoryAiServices({
    guidance: { choice: 'granted', providers: [`service:${SAMPLE_AI_SERVICES.chat.id}`, 'mock'], at: '2025-06-01T10:00:00.000Z' },
  });

const meta = {
  title: 'Moments/DailyCard',
  component: DailyCard,
  decorators: [withDailyPanel],
  args: { family: storyFamily },
  parameters: {
    services: { ...storyServices, ai: guidanceAllowed() },
    seed: { preferences: [familySeed(), currentChallengeSeed('rose-bud-thorn')] },
    msw: { handlers: guidanceHandlers.success() },
  },
} satisfies Meta<typeof DailyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROSE = 'Rose, bud and thorn';

async function startMoment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Start Family Moment' }));
  return canvas;
}

/**
 * DM-01: today's challenge with 'Start Family Moment' and the random-challenge button. The button's
 * randomness is fixed here: drawn from Math.random, the pick would depend on how many draws the
 * scripts loaded before it made, and its picture would change with the bundle.
 */
export const Ready: Story = {
  parameters: { services: { random: () => 0 } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ROSE })).toBeVisible();
    await expect(canvas.getByText('Connection')).toBeVisible();
    await expect(canvas.getByText(/Each person shares a rose/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Family Moment' })).toBeEnabled();
    await step('the random button picks another challenge', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Surprise us with another challenge' }));
      await waitFor(() => expect(canvas.queryByRole('heading', { name: ROSE })).not.toBeInTheDocument());
      // random() = 0: the first challenge of the catalogue that is not today's.
      await expect(await canvas.findByRole('heading', { name: 'Two truths and a wish' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Start Family Moment' })).toBeVisible();
    });
  },
};

/** DM-02 (docs/product.md#daily-card): a physical challenge shows its safety note. */
export const ReadyWithSafetyNote: Story = {
  parameters: { seed: { preferences: [familySeed(), currentChallengeSeed('feelings-statues')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Feelings statues' })).toBeVisible();
    await expect(canvas.getByText('Safety note')).toBeVisible();
    await expect(canvas.getByText('Choose steady, comfortable poses, and hold them only as long as feels good.')).toBeVisible();
  },
};

/** DM-03 (docs/product.md#daily-card): today's challenge could not be read: 'Family weather report'. */
export const FallbackChallenge: Story = {
  parameters: { seed: { preferences: [familySeed()] }, storageFailures: [{ table: 'preferences', on: 'read' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Family weather report' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Family Moment' })).toBeEnabled();
  },
};

/** DM-04 (docs/product.md#guidance): the moment has started and guidance is being requested (the request never answers). */
export const ActiveGuidanceLoading: Story = {
  parameters: { msw: { handlers: guidanceHandlers.loading() } },
  play: async ({ canvasElement }) => {
    const canvas = await startMoment(canvasElement);
    await expect(await canvas.findByText("Getting your family's guidance...")).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Share Our Family Experience' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Different Moment' })).toBeVisible();
  },
};

/** DM-05 (docs/product.md#guidance): the AI answered: steps, tips and duration. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startMoment(canvasElement);
    for (const text of [...sampleAiGuidance.steps, ...sampleAiGuidance.tips]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(canvas.getByTestId('guidance-duration')).toHaveTextContent('2-3 minutes');
    await expect(canvas.getByRole('button', { name: 'Share Our Family Experience' })).toBeVisible();
  },
};

/** DM-05, then 'Choose Different Moment': back to ready, the focus on 'Start Family Moment'. */
export const ActiveChooseDifferentReturnsFocus: Story = {
  ...Active,
  tags: ['no-visual'],
  play: async (context) => {
    await Active.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Different Moment' }));
    await expect(await canvas.findByRole('button', { name: 'Start Family Moment' })).toHaveFocus();
    await expect(canvas.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();
  },
};

const connection = builtInGuidance('Connection');

async function expectBuiltInGuidance(canvasElement: HTMLElement) {
  const canvas = await startMoment(canvasElement);
  for (const text of [...connection.steps, ...connection.tips]) {
    await expect(await canvas.findByText(text)).toBeVisible();
  }
  await expect(canvas.getByTestId('guidance-duration')).toHaveTextContent('2-3 minutes');
  await expect(canvas.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();
}

/** DM-06 (docs/product.md#guidance): the AI answered 500: the built-in guidance for the category, without an error. */
export const GuidanceFallback: Story = {
  parameters: { msw: { handlers: guidanceHandlers.serverError(500) } },
  play: async ({ canvasElement }) => expectBuiltInGuidance(canvasElement),
};

/** DM-06: the AI answered with prose instead of the JSON asked for. */
export const GuidanceFallbackMalformed: Story = {
  // The family sees GuidanceFallback's picture whatever went wrong: only the play function differs.
  tags: ['no-visual'],
  parameters: { msw: { handlers: guidanceHandlers.malformedContent() } },
  play: async ({ canvasElement }) => expectBuiltInGuidance(canvasElement),
};

/** DM-06: the answer was not JSON at all. */
export const GuidanceFallbackMalformedBody: Story = {
  // The family sees GuidanceFallback's picture whatever went wrong: only the play function differs.
  tags: ['no-visual'],
  parameters: { msw: { handlers: guidanceHandlers.malformedBody() } },
  play: async ({ canvasElement }) => expectBuiltInGuidance(canvasElement),
};

/** DM-06, demo mode (docs/product.md#demo-mode): the server has no AI provider (503 DEMO_MODE). */
export const GuidanceFallbackDemoMode: Story = {
  // The family sees GuidanceFallback's picture whatever went wrong: only the play function differs.
  tags: ['no-visual'],
  parameters: { msw: { handlers: guidanceHandlers.demoMode() } },
  play: async ({ canvasElement }) => expectBuiltInGuidance(canvasElement),
};

/**
 * XS-18 (PRODUCT: AI tools ask first): on a fresh device the built-in
 * guidance shows at once and the question opens over it, naming what guidance sends: the
 * challenge's text, no names, no photos. Nothing is sent while it is open.
 */
export const AskBeforeAiGuidance: Story = {
  parameters: { services: { ai: memoryAiServices() } },
  play: async ({ canvasElement }) => {
    const canvas = await startMoment(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Send to an AI provider?' });
    await expect(dialog).toHaveTextContent(/Daily-moment guidance will send the title, description and kind of today’s challenge \(no names, no photos\)/);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    await expect(canvas.getByText(connection.steps[0] as string)).toBeInTheDocument();
    await expect(canvas.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();
  },
};

const completedSeed = { preferences: [familySeed(), experienceSeed('rose-bud-thorn', ROSE)] };

async function expectCompleted(canvasElement: HTMLElement, countdown: RegExp | string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Today's Family Moment Created!")).toBeVisible();
  await expect(canvas.getByText(ROSE)).toBeVisible();
  await expect(canvas.getByRole('timer')).toHaveTextContent(countdown);
  await expect(canvas.queryByRole('button', { name: 'Start Family Moment' })).not.toBeInTheDocument();
  return canvas;
}

/** DM-07 (docs/product.md#countdown): completed at 14:30: '9h 30m' to midnight. */
export const CompletedWithCountdownHours: Story = {
  parameters: { seed: completedSeed },
  play: async ({ canvasElement }) => {
    await expectCompleted(canvasElement, /^9h 30m$/);
  },
};

// A clock that runs from 23:47:30, so the countdown visibly ticks.
function runningClockFrom(start: Date): Clock {
  const t0 = Date.now();
  return { ...systemClock, now: () => new Date(start.getTime() + (Date.now() - t0)) };
}

/** DM-08 (docs/product.md#countdown): under an hour left: 'Xm Ys', ticking every second. */
export const CompletedWithCountdownMinutes: Story = {
  parameters: { seed: completedSeed, services: { clock: runningClockFrom(new Date(2025, 5, 15, 23, 47, 30)) } },
  play: async ({ canvasElement }) => {
    const canvas = await expectCompleted(canvasElement, /^\d{1,2}m \d{1,2}s$/);
    const first = canvas.getByRole('timer').textContent;
    await waitFor(() => expect(canvas.getByRole('timer').textContent).not.toBe(first), { timeout: 3000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^\d{1,2}m \d{1,2}s$/);
  },
};

/** DM-08 with a stopped clock, for a stable picture: '12m 30s'. */
export const CompletedWithCountdownMinutesFixed: Story = {
  parameters: { seed: completedSeed, services: { clock: stoppedClock(new Date(2025, 5, 15, 23, 47, 30)) } },
  play: async ({ canvasElement }) => {
    await expectCompleted(canvasElement, /^12m 30s$/);
  },
};

/** DM-09 (docs/product.md#countdown): under a minute left: 'Zs'. */
export const CompletedWithCountdownSeconds: Story = {
  parameters: { seed: completedSeed, services: { clock: stoppedClock(new Date(2025, 5, 15, 23, 59, 35)) } },
  play: async ({ canvasElement }) => {
    await expectCompleted(canvasElement, /^25s$/);
  },
};

/** The whole day on the card: start, confirm, share, completed, reflection offered. */
export const CompleteTheMoment: Story = {
  parameters: { msw: { handlers: guidanceHandlers.demoMode() } },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = await startMoment(canvasElement);
    await step('confirm', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Share Our Family Experience' }));
      const confirm = await body.findByRole('alertdialog', { name: 'Ready to complete?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, complete!' }));
    });
    await step('share a reflection', async () => {
      const share = await body.findByRole('dialog', { name: 'Share a Family Moment' });
      await within(share).findByRole('radiogroup', { name: 'What would you like to share?' });
      await userEvent.type(within(share).getByRole('textbox', { name: 'Your reflection' }), 'Mia said her thorn was bedtime');
      await userEvent.click(within(share).getByRole('button', { name: 'Create Family Moment' }));
    });
    await step('completed, and the reflection dialog opens', async () => {
      await expect(await body.findByRole('dialog', { name: 'Pause and reflect together' })).toBeVisible();
      await expect(body.getByText("Today's Family Moment Created!")).toBeInTheDocument();
    });
  },
};
