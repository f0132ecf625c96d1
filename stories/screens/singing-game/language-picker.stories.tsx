import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/LanguagePicker',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'picker' },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARDS = [
  ['bollywood', 'Hindi', 'Bollywood songs'],
  ['kollywood', 'Tamil', 'Kollywood songs'],
  ['mollywood', 'Malayalam', 'Mollywood songs'],
  ['tollywood', 'Telugu', 'Tollywood songs'],
] as const;

const pickerPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Choose Your Language' }, LOAD)).toBeVisible();
  for (const [key, language, industry] of CARDS) {
    const card = canvas.getByTestId(`language-${key}`);
    await expect(card).toHaveAccessibleName(`${language} ${industry}`);
  }
  await expect(canvas.getByTestId('language-any')).toHaveAccessibleName(
    'Any Language Sing songs in whatever language your family knows.',
  );
};

/** SG-03 (docs/product.md#singing-game): four industry cards and the 'any' choice. */
export const Default: Story = { globals: desktop, play: pickerPlay };
export const DefaultMobile: Story = { globals: mobile, play: pickerPlay };

/** Choosing Tamil starts letter mode in Tamil. */
export const ChooseTamil: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Tamil/ }, LOAD));
    await expect(await canvas.findByRole('heading', { name: 'Singing in Tamil' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Tamil' })).toBeChecked();
    await expect(canvas.getByTestId('current-letter')).toHaveTextContent('M');
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:00');
  },
};
