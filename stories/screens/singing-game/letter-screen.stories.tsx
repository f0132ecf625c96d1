import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

// The letter screen's sub-views: thinking from 90 s, the hint at 180 s
// (or on request) and the example song.
const meta = {
  title: 'SingingGame/LetterScreen',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  args: { initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M', initialElapsed: 120 },
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('current-letter', undefined, LOAD);
  return canvas;
}

async function expectMereSapnoCard(canvasElement: HTMLElement) {
  const card = within(canvasElement).getByTestId('song-card');
  await expect(within(card).getByRole('heading', { name: 'Mere Sapno Ki Rani' })).toBeVisible();
  await expect(card).toHaveTextContent('ArtistKishore KumarMovieAradhanaDecade1960s');
}

const thinkingPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  await expect(canvas.getByRole('timer')).toHaveTextContent(/^2:00$/);
  await expect(canvas.getByRole('heading', { name: 'Still Thinking?' })).toBeVisible();
  await expect(
    canvas.getByText('This letter is a tricky one! If someone remembers a song, start singing. Or let us show you one.'),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Start Singing!' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show Me a Song' })).toBeVisible();
};

/** SG-09 (docs/product.md#letter-mode): still thinking after 90 s. */
export const Thinking: Story = { globals: desktop, play: thinkingPlay };
export const ThinkingMobile: Story = { globals: mobile, play: thinkingPlay };

/** 'Show Me a Song' shows the example song. */
export const ShowMeASong: Story = {
  globals: desktop,
  play: async (context) => {
    await thinkingPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Me a Song' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'A Song for “M”' })).toHaveFocus());
    await expectMereSapnoCard(context.canvasElement);
  },
};

/** 'Start Singing!' counts as a found song: 'Fantastic!'. */
export const StartSinging: Story = {
  globals: desktop,
  play: async (context) => {
    await thinkingPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Singing!' }));
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Fantastic!' }, LOAD);
    await expect(dialog).toHaveAccessibleDescription(
      'You found a song for “M” in 2:00. Now sing it together, and let everyone join in on the chorus!',
    );
  },
};

const hintPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await ready(canvasElement);
  await expect(canvas.getByRole('timer')).toHaveTextContent(/^3:00$/);
  await expect(canvas.getByRole('heading', { name: "Here's a Gentle Hint" })).toBeVisible();
  await expect(canvas.getByTestId('hint-text')).toHaveTextContent(
    /^Think of a song from the film “Aradhana” \(1960s\), sung by Kishore Kumar\.$/,
  );
  await expect(canvas.getByRole('button', { name: 'Start Singing!' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show Example' })).toBeVisible();
  await expect(canvas.queryByRole('heading', { name: 'Still Thinking?' })).not.toBeInTheDocument();
};

/** SG-10 (docs/product.md#letter-mode): the hint at 180 s. */
export const Hint: Story = { globals: desktop, args: { initialElapsed: 180 }, play: hintPlay };
export const HintMobile: Story = { globals: mobile, args: { initialElapsed: 180 }, play: hintPlay };

const songPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = await ready(canvasElement);
  await step("'Show Example'", async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Example' }));
  });
  await step('title, artist, movie and decade', async () => {
    await expect(canvas.getByRole('heading', { name: 'A Song for “M”' })).toBeVisible();
    await expectMereSapnoCard(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start Singing!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Learn About This Song' })).toBeVisible();
  });
};

/** SG-11 (docs/product.md#letter-mode): the example song for the letter ('Show Example' from the hint). */
export const Song: Story = { globals: desktop, args: { initialElapsed: 180 }, play: songPlay };
export const SongMobile: Story = { globals: mobile, args: { initialElapsed: 180 }, play: songPlay };

/**
 * A letter without a song in the chosen catalogue (the Malayalam list has no confirmed 'B' song).
 * The game never draws such a letter; if one is given, the hint says so and offers another song.
 */
export const LetterWithoutSong: Story = {
  globals: desktop,
  args: { initialLanguage: 'mollywood', initialLetter: 'B', initialElapsed: 180 },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByTestId('hint-text')).toHaveTextContent(
      'Our Malayalam songs have none starting with “B” yet, so here is one starting with “M”. Think of a song from the film “Premam” (2010s), sung by Vijay Yesudas.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show Example' }));
    await expect(canvas.getByRole('heading', { name: 'A Song to Try' })).toBeVisible();
    await expect(canvas.getByTestId('song-fallback-note')).toHaveTextContent(
      'Our Malayalam songs have none starting with “B” yet, so here is one starting with “M”.',
    );
    await expect(within(canvas.getByTestId('song-card')).getByRole('heading', { name: 'Malare' })).toBeVisible();
  },
};
