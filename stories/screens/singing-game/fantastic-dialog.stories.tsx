import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/FantasticDialog',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M', initialElapsed: 42 },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: 'We Found One!' }, LOAD));
  const dialog = await body.findByRole('dialog', { name: 'Fantastic!' }, LOAD);
  await expect(dialog).toHaveAccessibleDescription(
    'You found a song for “M” in 0:42. Now sing it together, and let everyone join in on the chorus!',
  );
  await expect(within(dialog).getByRole('button', { name: 'Try Another Letter!' })).toBeVisible();
};

/** SG-13 (docs/product.md#letter-mode): 'Fantastic!' after 'We Found One!'. */
export const Open: Story = { globals: desktop, play: openPlay };
export const OpenMobile: Story = { globals: mobile, play: openPlay };

/** 'Try Another Letter!' closes into a new letter with the timer at 0:00. */
export const TryAnotherLetter: Story = {
  globals: desktop,
  play: async (context) => {
    await openPlay(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Try Another Letter!' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent(/^K$/);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0:00$/);
  },
};

/** Escape also closes into a new letter (the dialog closes into a new letter). */
export const EscapeClosesIntoNewLetter: Story = {
  globals: desktop,
  play: async (context) => {
    await openPlay(context);
    await userEvent.keyboard('{Escape}');
    const canvas = within(context.canvasElement);
    await expect(within(context.canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent(/^K$/);
  },
};
