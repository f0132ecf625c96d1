import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { CHOSEN, FIRST, deterministicRoulette, familySeed, rouletteFrame, tickOf } from './fixtures';

// Each story presses the real spin button with the spin stopped at one
// moment of its 7-second timeline (countdown 0-3 s, cycling 3-5 s, reveal 5-7 s).

const meta = {
  title: 'RecipeRoulette/Spin',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function spin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Spin the Roulette' });
  await userEvent.click(button);
  return { canvas, button };
}

/** RR-23 (docs/product.md#spin): '3', one tick at volume 0.4, the spin button disabled. */
export const Countdown: Story = {
  globals: desktop,
  parameters: { services: deterministicRoulette(0) },
  play: async ({ canvasElement, parameters }) => {
    const { canvas, button } = await spin(canvasElement);
    await expect(await canvas.findByTestId('spin-countdown')).toHaveTextContent('3');
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add Family Recipe' })).toBeDisabled();
    await expect(canvas.getByTestId('spin-status')).toHaveTextContent('3');
    await expect(tickOf(parameters).prime).toHaveBeenCalledTimes(1);
    await expect(tickOf(parameters).play).toHaveBeenCalledTimes(1);
    await expect(tickOf(parameters).play).toHaveBeenCalledWith(0.4);
  },
};

/** The countdown at '1' after its third tick. */
export const CountdownAtOne: Story = {
  globals: mobile,
  parameters: { services: deterministicRoulette(2000) },
  play: async ({ canvasElement, parameters }) => {
    const { canvas, button } = await spin(canvasElement);
    await expect(await canvas.findByText('1', { selector: '[data-testid="spin-countdown"]' })).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(tickOf(parameters).play).toHaveBeenCalledTimes(3);
  },
};

/** RR-24 (docs/product.md#spin): cycling through the picks (here the 3rd of 8), spin button disabled, no more ticks. */
export const Cycling: Story = {
  globals: desktop,
  parameters: { services: deterministicRoulette(3500) },
  play: async ({ canvasElement, parameters }) => {
    const { canvas, button } = await spin(canvasElement);
    await expect(await canvas.findByTestId('spin-cycling')).toHaveTextContent(FIRST.name);
    await expect(canvas.getByText('Choosing…')).toBeVisible();
    await expect(canvas.getByTestId('spin-status')).toHaveTextContent('Choosing a recipe…');
    await expect(button).toBeDisabled();
    await expect(tickOf(parameters).play).toHaveBeenCalledTimes(3);
  },
};

const revealPlay: Story['play'] = async ({ canvasElement }) => {
  const { canvas, button } = await spin(canvasElement);
  await expect(await canvas.findByTestId('spin-reveal')).toHaveTextContent(CHOSEN.name);
  await expect(canvas.getByText("Tonight's selection")).toBeVisible();
  await expect(canvas.getByTestId('spin-status')).toHaveTextContent(`Tonight's selection: ${CHOSEN.name}`);
  await expect(button).toBeDisabled();
};

/** RR-25 (docs/product.md#spin): 'Tonight's selection' with the chosen recipe (shown for 2 s). */
export const Reveal: Story = { globals: desktop, parameters: { services: deterministicRoulette(5000) }, play: revealPlay };
export const RevealMobile: Story = { globals: mobile, parameters: { services: deterministicRoulette(5000) }, play: revealPlay };

/**
 * With prefers-reduced-motion the spin takes the same steps without any animation (Storybook
 * already switches motion off; this checks the plate has only motion-safe animations).
 */
export const ReducedMotion: Story = {
  globals: desktop,
  parameters: { services: deterministicRoulette(3250) },
  play: async ({ canvasElement }) => {
    const { canvas } = await spin(canvasElement);
    const pick = await canvas.findByTestId('spin-cycling');
    await expect(pick.className).not.toMatch(/(^|\s)animate-/);
    await expect(pick.className).toMatch(/motion-safe:animate-/);
  },
};
