import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { bollywoodSongs } from '@/features/singing-game/data/songs-bollywood';
import { musicSearchUrl } from '@/features/singing-game/model/search-url';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/CulturalBridgeDialog',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'play', initialLanguage: 'bollywood', initialMode: 'song' },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const song = (title: string) => bollywoodSongs.find((s) => s.title === title)!;

const openPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: 'Learn About This Song' }, LOAD));
  const dialog = await body.findByRole('dialog', { name: 'Cultural Bridge' }, LOAD);
  const mere = song('Mere Sapno Ki Rani');
  await expect(within(dialog).getByRole('heading', { name: 'Mere Sapno Ki Rani' })).toBeVisible();
  await expect(within(dialog).getByText(mere.culturalContext)).toBeVisible();
  await expect(within(dialog).getByText('Aradhana · 1960s · Kishore Kumar')).toBeVisible();
  const link = within(dialog).getByRole('link', {
    name: 'Listen to “Mere Sapno Ki Rani” (opens a music search in a new tab)',
  });
  await expect(link).toHaveAttribute('href', musicSearchUrl(mere.youtubeQuery));
  await expect(link).toHaveAttribute('href', 'https://www.youtube.com/results?search_query=Mere%20Sapno%20Ki%20Rani%20Aradhana%20song');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  await expect(within(dialog).getByRole('button', { name: 'Ready to Sing!' })).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: 'Try Different Song' })).toBeEnabled();
};

/** SG-14 (docs/product.md#song-mode): the 'Cultural Bridge' dialog. */
export const Open: Story = { globals: desktop, play: openPlay };
export const OpenMobile: Story = { globals: mobile, play: openPlay };

/** 'Try Different Song' shows another song; 'Ready to Sing!' closes the dialog on it. */
export const TryDifferentSong: Story = {
  globals: desktop,
  play: async (context) => {
    await openPlay(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Cultural Bridge' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Different Song' }));
    await expect(within(dialog).getByRole('heading', { name: 'Mehndi Laga Ke Rakhna' })).toBeVisible();
    await expect(within(dialog).getByText(song('Mehndi Laga Ke Rakhna').culturalContext)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready to Sing!' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    const card = within(context.canvasElement).getByTestId('song-card');
    await expect(within(card).getByRole('heading', { name: 'Mehndi Laga Ke Rakhna' })).toBeVisible();
  },
};

/** From the letter screen's song view: a letter with a single Hindi song cannot offer a different one. */
export const OnlySongForLetter: Story = {
  globals: desktop,
  args: { initialMode: 'letter', initialLetter: 'D', initialElapsed: 180 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Example' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: 'Learn About This Song' }));
    const dialog = await body.findByRole('dialog', { name: 'Cultural Bridge' }, LOAD);
    await expect(within(dialog).getByRole('heading', { name: 'Dekha Ek Khwab' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try Different Song' })).toBeDisabled();
    await expect(within(dialog).getByText('This is the only song we have for this letter so far.')).toBeVisible();
  },
};
