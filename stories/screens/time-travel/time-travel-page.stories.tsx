import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { statusTexts } from '@/lib/ai/model-fallback';
import { TimeTravelPage } from '@/features/time-travel/components/time-travel-page';
import { aiAnswers, aiHandlers, SAMPLE_PHOTO_DATA_URL } from '../../mocks/ai-handlers';
import { desktop, mobile, withFamilyFrame } from './family-frame';
import { agreedAiServices } from '../../mocks/ai-consent';

const BEST_MODEL = 'google/gemini-2.5-flash-image';

/** Downloads of the results stories. */
const saveFile = fn();

const meta = {
  title: 'TimeTravel/TimeTravelPage',
  component: TimeTravelPage,
  decorators: [withFamilyFrame('Time-Travel Photos')],
  // A family that already agreed (the first-use question has stories of its own), with fresh model
  // health per story (no state leaks between stories).
  parameters: { route: '/family/time-travel', services: () => ({ ...agreedAiServices(), saveFile }) },
  args: { initialPhoto: SAMPLE_PHOTO_DATA_URL, autoStart: true },
} satisfies Meta<typeof TimeTravelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const slot = (canvasElement: HTMLElement, decade: string) => within(canvasElement).getByRole('group', { name: decade });

/** TT-01 (docs/product.md#time-travel): the upload area with its limits. */
export const Idle: Story = {
  args: { initialPhoto: null, autoStart: false },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a family photo')).toBeVisible();
    await expect(canvas.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Time-Travel Photos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/family/activities');
  },
};

export const IdleMobile: Story = { ...Idle, globals: mobile };

/** TT-02 (docs/product.md#time-travel): preview, the generate button and 'Change Photo'. */
export const Uploaded: Story = {
  args: { autoStart: false },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Travel Through Time' })).toBeEnabled();
    await expect(canvas.getByLabelText('Change Photo')).toBeInTheDocument();
    await expect(canvas.getByText('Change Photo')).toBeVisible();
  },
};

/** TT-03 (docs/product.md#time-travel): all four slots pending. */
export const GeneratingAllPending: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.infinite('chat') } },
  play: async ({ canvasElement }) => {
    for (const decade of ['1960s', '1970s', '1980s', '1990s']) {
      await expect(slot(canvasElement, decade)).toHaveAttribute('data-status', 'pending');
      await expect(within(slot(canvasElement, decade)).getByText(`Travelling to the ${decade}…`)).toBeVisible();
    }
    await expect(within(canvasElement).queryByTestId('time-travel-summary')).toBeNull();
    await expect(within(canvasElement).getByText('0 of 4 decades ready')).toBeVisible();
  },
};

/** TT-04 (docs/product.md#time-travel): two decades done (shown at the 2-second refresh), two pending, no summary. */
export const GeneratingPartial: Story = {
  globals: desktop,
  parameters: {
    msw: { handlers: aiHandlers.byDecade({ '1960s': aiAnswers.chatImage(), '1970s': aiAnswers.chatImage() }, aiAnswers.infinite()) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2 of 4 decades ready')).toBeVisible(), LONG);
    await expect(within(slot(canvasElement, '1960s')).getByRole('img', { name: 'Your family in the 1960s' })).toBeVisible();
    await expect(slot(canvasElement, '1980s')).toHaveAttribute('data-status', 'pending');
    await expect(canvas.queryByTestId('time-travel-summary')).toBeNull();
  },
};

/** TT-06 (docs/product.md#time-travel): the best model is busy (429); the next one is working. */
export const QuotaSwitching: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.byModel({ [BEST_MODEL]: aiAnswers.status(429) }, aiAnswers.infinite(), 'chat') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(statusTexts.quotaSwitching), LONG);
    await expect(slot(canvasElement, '1960s')).toHaveAttribute('data-status', 'retrying');
  },
};

/** TT-07 (docs/product.md#time-travel): the best model failed; switching to the next. */
export const SwitchingModels: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.byModel({ [BEST_MODEL]: aiAnswers.status(500) }, aiAnswers.infinite(), 'chat') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(statusTexts.switching), LONG);
    await expect(within(slot(canvasElement, '1990s')).getByText('Attempt 2')).toBeVisible();
  },
};

const resultsPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const summary = await canvas.findByTestId('time-travel-summary', {}, LONG);
  await expect(summary).toHaveTextContent('Your time-travel album is ready!');
  await expect(summary).toHaveTextContent('4 of 4 decades made');
  for (const decade of ['1960s', '1970s', '1980s', '1990s']) {
    const card = within(slot(canvasElement, decade));
    await expect(card.getByRole('img', { name: `Your family in the ${decade}` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Download' })).toBeEnabled();
  }
  await expect(within(summary).getByRole('button', { name: 'Start Over' })).toBeVisible();
  await expect(within(summary).getByText('Change Photo')).toBeVisible();
  await userEvent.click(within(slot(canvasElement, '1980s')).getByRole('button', { name: 'Download' }));
  await expect(saveFile).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/), 'time-travel-1980s.png');
};

/** TT-08 (docs/product.md#time-travel): four decades with 'Regenerate' and 'Download', the summary, 'Start Over', 'Change Photo'. */
export const Results: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.chatImage() } },
  play: resultsPlay,
};

export const ResultsMobile: Story = { ...Results, globals: mobile };

/** TT-09 (docs/product.md#time-travel): one slot failed: 'Failed to generate' and 'Try again'; the summary still shows. */
export const ResultsWithFailedSlot: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.byDecade({ '1970s': aiAnswers.status(500) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByTestId('time-travel-summary', {}, LONG);
    await expect(summary).toHaveTextContent('3 of 4 decades made');
    const failed = within(slot(canvasElement, '1970s'));
    await expect(failed.getByText('Failed to generate')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** TT-10 (docs/product.md#time-travel): every slot failed; the last error opens the time-travel error dialog. */
export const AllFailed: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.status(502, 'chat') } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {}, LONG);
    await expect(dialog).toHaveTextContent(/try again in a few minutes/i);
    await expect(within(canvasElement).getAllByText('Failed to generate')).toHaveLength(4);
    // Opened and settled: 'Got it!' has the focus. The story ends here, the dialog open.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Got it!' })).toHaveFocus());
  },
};

/** TT-10, then 'Got it!': the dialog closes over the four failed slots. */
export const AllFailedGotItCloses: Story = {
  ...AllFailed,
  tags: ['no-visual'],
  play: async (context) => {
    await AllFailed.play?.(context);
    const dialog = body(context.canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(body(context.canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(context.canvasElement).getAllByText('Failed to generate')).toHaveLength(4);
  },
};

/** TT-11 (docs/product.md#time-travel): one slot regenerating; the others done; no summary. */
export const SlotRegenerating: Story = {
  globals: desktop,
  parameters: {
    msw: {
      handlers: aiHandlers.sequence(
        [aiAnswers.chatImage(), aiAnswers.chatImage(), aiAnswers.chatImage(), aiAnswers.chatImage(), aiAnswers.infinite()],
        'chat',
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('time-travel-summary', {}, LONG);
    await userEvent.click(within(slot(canvasElement, '1980s')).getByRole('button', { name: 'Regenerate' }));
    // The request starts after the consent check, a tick after the click.
    await waitFor(() => expect(slot(canvasElement, '1980s')).toHaveAttribute('data-status', 'pending'));
    await expect(slot(canvasElement, '1960s')).toHaveAttribute('data-status', 'done');
    await expect(canvas.queryByTestId('time-travel-summary')).toBeNull();
    await expect(within(slot(canvasElement, '1980s')).queryByRole('button', { name: 'Regenerate' })).toBeNull();
  },
};

/** TT-12 (docs/product.md#demo-mode): demo mode: each decade restyled on the device, labelled 'Demo Mode'. */
export const DemoMode: Story = {
  globals: desktop,
  parameters: { msw: { handlers: aiHandlers.demoMode() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByTestId('time-travel-summary', {}, LONG);
    await expect(summary).toHaveTextContent('4 of 4 decades made');
    await expect(canvas.getAllByText('Demo Mode')).toHaveLength(5);
    await expect(canvas.getByText('Black-and-white film with grain')).toBeVisible();
    await expect(canvas.getByText('Warm, faded colour print')).toBeVisible();
    await expect(canvas.getByText('Saturated, high-contrast flash photo')).toBeVisible();
    await expect(canvas.getByText('Soft disposable-camera film')).toBeVisible();
    const image = within(slot(canvasElement, '1960s')).getByRole('img', { name: 'Your family in the 1960s' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const DemoModeMobile: Story = { ...DemoMode, globals: mobile };
