import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookRecordingOf, type YearBook } from '@/features/year-book/model/lay-out-book';
import { defaultOptions } from '@/features/year-book/model/year-book-options';
import { YearBookView } from '@/features/year-book/components/year-book-view';
import { demoFamily, demoPhotos } from '../../mocks/post-fixtures';
import { desktop, mobile, withFamilyFrame } from '../memories/memories-frame';
import { videoMoment, voiceMoment } from '../../mocks/media-fixtures';

// The year book screen from fixed pages (layOutBook has its own tests).
const moment = (id: string, who: string, text: string, photos: string[] = [], extra: object = {}) => ({
  id, who, when: 'Saturday, 14 March at 6:00 pm', type: photos.length ? ('photo' as const) : ('text' as const), text, photos, reactions: 0, comments: 0, ...extra,
});
const BOOK: YearBook = {
  familyName: demoFamily.familyName,
  title: '2024',
  coverPhoto: demoPhotos(1, 2)[0],
  chapters: [
    { month: 3, title: 'March', moments: [
      moment('a', 'Asha', 'Pancakes on the beach at sunrise', demoPhotos(1, 3), { reactions: 3, comments: 1 }),
      moment('b', 'Leo', 'Read his first whole book to us, every voice different.', [], { challenge: '📚 Story time' }),
      moment('c', 'Mia', '', [], { type: 'mood', mood: '🥰' }),
    ] },
  ],
  numbers: { moments: 3, photos: 1, longestStreak: 2, busiestMonth: 'March' },
};
const EMPTY: YearBook = { familyName: demoFamily.familyName, title: '2024', chapters: [], numbers: { moments: 0, photos: 0, longestStreak: 0, busiestMonth: null } };

const meta = {
  title: 'YearBook/YearBookView',
  component: YearBookView,
  decorators: [withFamilyFrame('Our year book', demoFamily.familyName)],
  args: {
    options: defaultOptions(2024),
    years: [2025, 2024],
    members: demoFamily.members,
    reading: 'done',
    layout: { status: 'ready', book: BOOK },
    canPrint: true,
    pdf: { status: 'idle' },
    onChange: fn(),
    onPrint: fn(),
    onDownloadPdf: fn(),
    onRetry: fn(),
  },
  globals: desktop,
} satisfies Meta<typeof YearBookView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** XS-47: the book's options and its preview (cover, a month, the closing page). */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Book options' })).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Book preview' }));
    await expect(preview.getByRole('region', { name: 'Cover' })).toHaveTextContent('2024');
    await expect(preview.getByRole('region', { name: 'March' })).toHaveTextContent('3 reactions · 1 comment');
    await expect(preview.getByRole('region', { name: 'Our year in numbers' })).toHaveTextContent('Busiest month');
    await expect(canvas.getByRole('button', { name: 'Save as PDF' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the PDF' })).toBeVisible();
  },
};

// A month with a video (its poster, marked) and a voice note (its line), as layOutBook makes them.
const recordedVideo = videoMoment({ id: 'v' }, undefined, { durationMs: 12_000 }).post;
const recordedVoice = voiceMoment({ id: 'w' }, undefined, { durationMs: 84_000 }).post;
const RECORDED: YearBook = {
  ...BOOK,
  chapters: [
    { month: 7, title: 'July', moments: [
      moment('v', 'Mia', 'Ten seconds of the birthday candles', [], { type: 'video', ...bookRecordingOf(recordedVideo) }),
      moment('w', 'Ravi', 'Grandpa telling the lighthouse story', [], { type: 'voice', ...bookRecordingOf(recordedVoice), reactions: 2 }),
    ] },
  ],
  numbers: { moments: 2, photos: 0, longestStreak: 1, busiestMonth: 'July' },
};

/** XS-415: a page with a video (its poster marked as a video) and a voice note (a line with its length). */
export const PreviewWithRecordings: Story = {
  args: { layout: { status: 'ready', book: RECORDED } },
  play: async ({ canvasElement }) => {
    const july = within(within(canvasElement).getByRole('region', { name: 'July' }));
    await expect(july.getByRole('img', { name: 'Video shared by Mia' })).toBeVisible();
    await expect(july.getByText('🎬 Video · 0:12')).toBeVisible();
    await expect(july.getByText('🎙️ Voice note · 1:24')).toBeVisible();
    await expect(july.getByText('Grandpa telling the lighthouse story')).toBeVisible();
  },
};

/** XS-48: the preview on a phone. */
export const PreviewMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Book preview' })).toHaveTextContent('Pancakes on the beach');
  },
};

/** XS-49: a year without moments. */
export const EmptyYear: Story = {
  args: { layout: { status: 'ready', book: EMPTY } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No moments in 2024')).toBeVisible();
  },
};

/** XS-50: a browser that cannot print (in-app browsers): the PDF download instead. */
export const CannotPrintHere: Story = {
  args: { canPrint: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This browser cannot print')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalled();
  },
};

/** XS-94: the PDF being made on this device, with progress (the download button waits). */
export const MakingThePdf: Story = {
  args: { canPrint: false, pdf: { status: 'making', done: 120, total: 300 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Making your PDF… 40%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the PDF' })).toBeDisabled();
  },
};

/** XS-95: the PDF could not be made: nothing lost, try again. */
export const PdfFailed: Story = {
  args: { pdf: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The PDF could not be made')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onDownloadPdf).toHaveBeenCalled();
  },
};

/** XS-51: laying out a big year, with progress. */
export const LayingOut: Story = {
  args: { layout: { status: 'laying-out', done: 400, total: 1000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Laying out your book… 40%')).toBeVisible();
  },
};
