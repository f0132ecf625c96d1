import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/SongMode',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'play', initialLanguage: 'bollywood', initialMode: 'song' },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const songModePlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Sing This Song Together' }, LOAD)).toBeVisible();
  await expect(canvas.getByRole('tab', { name: 'Song Mode' })).toHaveAttribute('aria-selected', 'true');
  const card = canvas.getByTestId('song-card');
  await expect(within(card).getByRole('heading', { name: 'Mere Sapno Ki Rani' })).toBeVisible();
  await expect(card).toHaveTextContent('ArtistKishore KumarMovieAradhanaDecade1960s');
  await expect(canvas.getByRole('button', { name: 'We Sang It!' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Learn About This Song' })).toBeVisible();
  await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
};

/** SG-12 (docs/product.md#song-mode): song mode's song card. */
export const Default: Story = { globals: desktop, play: songModePlay };
export const DefaultMobile: Story = { globals: mobile, play: songModePlay };

/** 'We Sang It!' opens 'Fantastic!', which closes into a new song. */
export const SangIt: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'We Sang It!' }, LOAD));
    const dialog = await body.findByRole('dialog', { name: 'Fantastic!' }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Another Song!' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(canvas.getByTestId('song-card')).getByRole('heading', { name: 'Mehndi Laga Ke Rakhna' })).toBeVisible();
  },
};
