import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

// Letter mode at each timed step: the clock is stopped, so each story shows
// its seconds exactly.
const meta = {
  title: 'SingingGame/LetterMode',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M', initialElapsed: 0 },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BRAINSTORMING =
  'Brainstorm together: hum a tune you love, think of a favourite film, or remember a song from a wedding, a car trip or a family party. Does one start with “M”?';
const HINDI_TIP =
  'TipAsk everyone in turn: grandparents often know the Hindi classics, and children know the newest hits.';

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('current-letter', undefined, LOAD);
  return canvas;
}

const startPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = await ready(canvasElement);
  await step('the letter, the timer at 0:00 and the language pills', async () => {
    await expect(canvas.getByRole('heading', { name: 'Singing in Hindi' })).toBeVisible();
    await expect(canvas.getByText('Find a song that starts with')).toBeVisible();
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent(/^M$/);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:00$/);
    await expect(canvas.getByRole('button', { name: 'We Found One!' })).toBeVisible();
    const pills = canvas.getAllByRole('radio');
    await expect(pills.map((pill) => pill.textContent)).toEqual(['Hindi', 'Tamil', 'Malayalam', 'Telugu']);
    await expect(canvas.getByRole('radio', { name: 'Hindi' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Letter Mode' })).toHaveAttribute('aria-selected', 'true');
  });
  await step('no hints yet', async () => {
    await expect(canvas.queryByRole('button', { name: 'Try Different Letter' })).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('brainstorming')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Tip')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Need a Gentle Hint?' })).not.toBeInTheDocument();
  });
  await expect(canvas.getByRole('button', { name: 'Mute Tick Sound' })).toBeVisible();
};

/** SG-04 (docs/product.md#letter-mode): a new letter at 0 s. */
export const Start: Story = { globals: desktop, play: startPlay };
export const StartMobile: Story = { globals: mobile, play: startPlay };

/** The visible mute toggle for the tick sound. */
export const MuteTickSound: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute Tick Sound' }));
    await expect(canvas.getByRole('button', { name: 'Turn Tick Sound On' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn Tick Sound On' }));
    await expect(canvas.getByRole('button', { name: 'Mute Tick Sound' })).toBeVisible();
  },
};

const after30sPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:30$/);
  await expect(canvas.getByRole('button', { name: 'Try Different Letter' })).toBeVisible();
  await expect(canvas.getByTestId('brainstorming')).toHaveTextContent(`💭 ${BRAINSTORMING}`);
  await expect(canvas.queryByText('Tip')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: 'Need a Gentle Hint?' })).not.toBeInTheDocument();
};

/** SG-05 (docs/product.md#letter-mode): after 30 s, 'Try Different Letter' and the brainstorming text. */
export const After30s: Story = { name: 'After 30 s', globals: desktop, args: { initialElapsed: 30 }, play: after30sPlay };

/** 'Try Different Letter' draws a new letter and restarts the timer. */
export const TryDifferentLetter: Story = {
  globals: desktop,
  args: { initialElapsed: 30 },
  play: async (context) => {
    await after30sPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Different Letter' }));
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent(/^K$/);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:00$/);
    await expect(canvas.queryByTestId('brainstorming')).not.toBeInTheDocument();
  },
};

const after60sPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  await expect(canvas.getByRole('timer')).toHaveTextContent(/^1:00$/);
  const tip = canvasElement.querySelector('[data-slot="alert-banner"]');
  await expect(tip).toHaveTextContent(HINDI_TIP);
  await expect(canvas.getByRole('button', { name: 'Try Different Letter' })).toBeVisible();
  await expect(canvas.getByTestId('brainstorming')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Need a Gentle Hint?' })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('heading', { name: 'Still Thinking?' })).not.toBeInTheDocument();
};

/** SG-06 (docs/product.md#letter-mode): after 60 s, the tip banner. */
export const After60s: Story = { name: 'After 60 s', globals: desktop, args: { initialElapsed: 60 }, play: after60sPlay };
export const After60sMobile: Story = { name: 'After 60 s Mobile', globals: mobile, args: { initialElapsed: 60 }, play: after60sPlay };

const after90sPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  await expect(canvas.getByRole('timer')).toHaveTextContent(/^1:30$/);
  await expect(canvas.getByRole('button', { name: 'Need a Gentle Hint?' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Still Thinking?' })).toBeVisible();
};

/** SG-07 (docs/product.md#letter-mode): at 90 s, 'Need a Gentle Hint?' (and the thinking view begins). */
export const After90s: Story = { name: 'After 90 s', globals: desktop, args: { initialElapsed: 90 }, play: after90sPlay };
export const After90sMobile: Story = { name: 'After 90 s Mobile', globals: mobile, args: { initialElapsed: 90 }, play: after90sPlay };

/** 'Need a Gentle Hint?' opens the hint before 180 s. */
export const AskForHint: Story = {
  globals: desktop,
  args: { initialElapsed: 90 },
  play: async (context) => {
    await after90sPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Need a Gentle Hint?' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: "Here's a Gentle Hint" })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Need a Gentle Hint?' })).not.toBeInTheDocument();
  },
};

/** SG-08 (docs/product.md#letter-mode): 'any' language: the pills do not switch and no hint button at 90 s. */
export const AnyLanguage: Story = {
  globals: desktop,
  args: { initialLanguage: 'any', initialElapsed: 90 },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Singing in Any Language' })).toBeVisible();
    await expect(
      canvas.getByText('Any language counts, so the pills stay as they are. To play one language, choose Change Language.'),
    ).toBeVisible();
    for (const pill of canvas.getAllByRole('radio')) {
      await expect(pill).toBeDisabled();
      await expect(pill).not.toBeChecked();
    }
    await expect(canvas.getByRole('heading', { name: 'Still Thinking?' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Need a Gentle Hint?' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="alert-banner"]')).toHaveTextContent(
      'TipAny language counts! Ask everyone in turn: a lullaby, a school song or a favourite from the radio all count.',
    );
  },
};

/** A language pill switches the language and starts a new round. */
export const SwitchLanguage: Story = {
  globals: desktop,
  args: { initialElapsed: 45 },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Telugu' }));
    await expect(await canvas.findByRole('heading', { name: 'Singing in Telugu' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Telugu' })).toBeChecked();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:00$/);
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent(/^M$/);
  },
};
