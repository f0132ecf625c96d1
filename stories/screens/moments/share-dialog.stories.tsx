import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { ShareMomentDialog } from '@/features/moments/components/share-moment-dialog';
import { ImageCompressionError } from '@/lib/image/compress-image';
import {
  STORY_DATE,
  allocationSeed,
  asha,
  familySeed,
  pngFile,
  ravi,
  singleFamily,
  storyServices,
  storyFamily,
  withPage,
} from './moment-fixtures';

const meta = {
  title: 'Moments/ShareDialog',
  component: ShareMomentDialog,
  decorators: [withPage],
  args: {
    open: true,
    onOpenChange: fn(),
    onShared: fn(),
    family: storyFamily,
    date: STORY_DATE,
    task: fallbackChallenge,
  },
  parameters: { seed: { preferences: [familySeed()] }, services: storyServices },
} satisfies Meta<typeof ShareMomentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once today's sharing has been read. */
async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Share a Family Moment' });
  const view = within(dialog);
  await view.findByRole('radiogroup', { name: 'What would you like to share?' });
  return view;
}

const typeChip = (view: ReturnType<typeof within>, name: RegExp) => view.getByRole('radio', { name });
const createButton = (view: ReturnType<typeof within>) => view.getByRole('button', { name: 'Create Family Moment' });

async function chooseType(view: ReturnType<typeof within>, name: RegExp) {
  await userEvent.click(typeChip(view, name));
  await expect(typeChip(view, name)).toHaveAttribute('aria-checked', 'true');
}

/** DM-11 (docs/product.md#share-dialog): who is sharing, the checklist, discussion starters, six types; 'Create Family Moment' disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(view.getByText('Who is sharing?')).toBeVisible();
    await expect(view.getByRole('radio', { name: asha.name })).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('radio', { name: ravi.name })).toHaveAttribute('aria-checked', 'false');
    for (const item of fallbackChallenge.familyParticipationRequired) await expect(view.getByRole('checkbox', { name: item })).toBeVisible();
    for (const prompt of fallbackChallenge.connectionPrompts) await expect(view.getByText(prompt)).toBeVisible();
    for (const name of [/Reflection/, /Photo/, /Mood/, /Gratitude/, /Voice note/, /Video/]) await expect(typeChip(view, name)).toBeEnabled();
    await expect(typeChip(view, /Reflection/)).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('textbox', { name: 'Your reflection' })).toHaveValue('');
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-12 (docs/product.md#share-dialog): a caption makes the text moment shareable. */
export const TextReady: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await userEvent.type(view.getByRole('textbox', { name: 'Your reflection' }), 'Leo forecast a rainbow for tomorrow');
    await expect(createButton(view)).toBeEnabled();
  },
};

/** DM-13 (docs/product.md#share-dialog): 'Please keep your content family-friendly'; sharing blocked. */
export const CaptionNotFamilyFriendly: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await userEvent.type(view.getByRole('textbox', { name: 'Your reflection' }), 'That game was crap');
    await expect(view.getByText('Please keep your content family-friendly')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-14 (docs/product.md#share-dialog): 'Caption must be less than 500 characters'; sharing blocked. */
export const CaptionTooLong: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await userEvent.click(view.getByRole('textbox', { name: 'Your reflection' }));
    await userEvent.paste('We talked about everything. '.repeat(18) + 'x'.repeat(8));
    await expect(view.getByText('Caption must be less than 500 characters')).toBeVisible();
    await expect(view.getByText('512/500 characters')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-15 (docs/product.md#share-photos): photo chosen as the type, no photos yet. */
export const PhotoEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    await expect(view.getByRole('button', { name: 'Add photos' })).toBeEnabled();
    await expect(view.getByText('0/5 photos')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-16 (docs/product.md#share-photos): two photos, compressed to JPEG thumbnails with remove buttons. */
export const PhotoSelected: Story = {
  play: async ({ canvasElement, step }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    await userEvent.upload(view.getByLabelText('Choose photos to share'), [await pngFile('garden.png', 30), await pngFile('park.png', 180)]);
    const thumbnails = await view.findAllByTestId('moment-photo-thumbnail', {}, { timeout: 10_000 });
    await expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) await expect(thumbnail.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await expect(view.getByText('2/5 photos')).toBeVisible();
    await expect(createButton(view)).toBeEnabled();
    await step('remove one', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Remove photo 2' }));
      await expect(view.getAllByTestId('moment-photo-thumbnail')).toHaveLength(1);
    });
  },
};

/** DM-17 (docs/product.md#share-photos): more than 5 photos. */
export const PhotoTooMany: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    const files = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => pngFile(`photo-${i + 1}.png`, i * 40, 64)));
    await userEvent.upload(view.getByLabelText('Choose photos to share'), files);
    await expect(await view.findByText('You can upload maximum 5 photos per moment')).toBeVisible();
    await expect(view.queryAllByTestId('moment-photo-thumbnail')).toHaveLength(0);
    await expect(createButton(view)).toBeDisabled();
  },
};

// The real file picker can offer "All files": the dialog must still refuse what is not an image.
const anyFile = () => userEvent.setup({ applyAccept: false });

/** DM-18 (docs/product.md#share-photos): '{file} is not an image file'. */
export const PhotoNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    await anyFile().upload(view.getByLabelText('Choose photos to share'), new File(['shopping list'], 'shopping-list.txt', { type: 'text/plain' }));
    await expect(await view.findByText('shopping-list.txt is not an image file')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-19 (docs/product.md#share-photos): '{file} is too large. Please select images smaller than 5MB'. */
export const PhotoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'holiday.jpg', { type: 'image/jpeg' });
    await userEvent.upload(view.getByLabelText('Choose photos to share'), big);
    await expect(await view.findByText('holiday.jpg is too large. Please select images smaller than 5MB')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-20 (docs/product.md#share-photos): the photo could not be compressed (not a readable image). */
export const PhotoUploadFailed: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    const broken = new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])], 'broken.jpg', { type: 'image/jpeg' });
    await userEvent.upload(view.getByLabelText('Choose photos to share'), broken);
    await expect(await view.findByText('Failed to upload photos. Please try again.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-21 (docs/product.md#share-photos): the file could not be read (the reader fails: here the compressor reports it). */
export const FileReadFailed: Story = {
  parameters: { services: { compressImage: () => Promise.reject(new ImageCompressionError('Failed to read file')) } },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Photo/);
    await userEvent.upload(view.getByLabelText('Choose photos to share'), await pngFile('cloud-photo.png', 200, 64));
    await expect(await view.findByText('Failed to read file')).toBeVisible();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-22 (docs/product.md#share-dialog): the ten moods, none chosen. */
export const MoodEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Mood/);
    const moods = within(view.getByRole('radiogroup', { name: 'How do you feel?' })).getAllByRole('radio');
    await expect(moods.map((m) => m.textContent)).toEqual(['😊', '😂', '🥰', '😌', '🤗', '😆', '🙂', '😍', '🤩', '😇']);
    for (const mood of moods) await expect(mood).toHaveAttribute('aria-checked', 'false');
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-23 (docs/product.md#share-dialog): one mood chosen. */
export const MoodSelected: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Mood/);
    await userEvent.click(view.getByRole('radio', { name: 'Amazed' }));
    await expect(view.getByRole('radio', { name: 'Amazed' })).toHaveAttribute('aria-checked', 'true');
    await expect(createButton(view)).toBeEnabled();
  },
};

/** DM-24 (docs/product.md#share-dialog): gratitude needs its caption. */
export const GratitudeEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await chooseType(view, /Gratitude/);
    await expect(view.getByRole('textbox', { name: 'What are you thankful for?' })).toHaveValue('');
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-25 (docs/product.md#daily-allocation): Ravi shared a photo and a mood: green dots (with words) on those types; Asha can still choose them. */
export const TypesAlreadyShared: Story = {
  parameters: { seed: { preferences: [familySeed(), allocationSeed({ [ravi.id]: ['photo', 'mood'] })] } },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    for (const name of [/Photo/, /Mood/]) {
      await expect(typeChip(view, name)).toHaveAccessibleName(/shared by your family today/);
      await expect(typeChip(view, name)).toBeEnabled();
    }
    for (const name of [/Reflection/, /Gratitude/]) await expect(typeChip(view, name)).not.toHaveAccessibleName(/shared/);
    await expect(view.getAllByTestId('type-dot')).toHaveLength(2);
    await expect(view.getByText('Shared by your family today')).toBeVisible();
  },
};

/** DM-26 (docs/product.md#daily-allocation): Asha already shared a reflection: that type is locked, with the message. */
export const TypeLocked: Story = {
  parameters: { seed: { preferences: [familySeed(), allocationSeed({ [asha.id]: ['text'] })] } },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(typeChip(view, /Reflection/)).toBeDisabled();
    await expect(typeChip(view, /Reflection/)).toHaveAccessibleName(/locked: already shared by you today/);
    await expect(view.getAllByTestId('type-lock')).toHaveLength(1);
    await expect(view.getByText('You have already shared a reflection today.')).toBeVisible();
    await expect(typeChip(view, /Photo/)).toHaveAttribute('aria-checked', 'true');
  },
};

/** DM-26, then Ravi picked: he can still share a reflection. */
export const TypeLockedOtherMemberCanShare: Story = {
  ...TypeLocked,
  tags: ['no-visual'],
  play: async (context) => {
    await TypeLocked.play?.(context);
    const view = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(view.getByRole('radio', { name: ravi.name }));
    await expect(typeChip(view, /Reflection/)).toBeEnabled();
    await expect(view.queryByText('You have already shared a reflection today.')).not.toBeInTheDocument();
  },
};

const everyType = [/Reflection/, /Photo/, /Mood/, /Gratitude/];

/** DM-27 (docs/product.md#daily-allocation): a member of a family of several shared twice. */
export const MemberLimitMulti: Story = {
  parameters: { seed: { preferences: [familySeed(), allocationSeed({ [asha.id]: ['text', 'mood'] })] } },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(view.getByText("You've shared twice today! Let other family members share the remaining moments!")).toBeVisible();
    for (const name of everyType) await expect(typeChip(view, name)).toBeDisabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-28 (docs/product.md#daily-allocation): a family of one after two shares: the other two types stay open. */
export const SingleMemberStillOpen: Story = {
  args: { family: singleFamily },
  parameters: { seed: { preferences: [familySeed(singleFamily), allocationSeed({ [asha.id]: ['text', 'photo'] }, singleFamily)] } },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(typeChip(view, /Reflection/)).toBeDisabled();
    await expect(typeChip(view, /Photo/)).toBeDisabled();
    await expect(typeChip(view, /Mood/)).toBeEnabled();
    await expect(typeChip(view, /Gratitude/)).toBeEnabled();
    await expect(view.queryByText(/You've shared/)).not.toBeInTheDocument();
  },
};

/** DM-29 (docs/product.md#daily-allocation): a family of one shared all 4. */
export const MemberLimitSingle: Story = {
  args: { family: singleFamily },
  parameters: {
    seed: { preferences: [familySeed(singleFamily), allocationSeed({ [asha.id]: ['text', 'photo', 'mood', 'gratitude'] }, singleFamily)] },
  },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(view.getByText("You've shared all 4 moments today! New moments available tomorrow.")).toBeVisible();
    for (const name of everyType) await expect(typeChip(view, name)).toBeDisabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

/** DM-30 (docs/product.md#daily-allocation): the family shared 4 moments today. */
export const FamilyCapReached: Story = {
  parameters: {
    seed: { preferences: [familySeed(), allocationSeed({ [asha.id]: ['text', 'photo'], [ravi.id]: ['mood', 'gratitude'] })] },
  },
  play: async ({ canvasElement }) => {
    const view = await openDialog(canvasElement);
    await expect(view.getByText('All 4 daily moments have been shared! New moments available tomorrow.')).toBeVisible();
    await userEvent.click(view.getByRole('radio', { name: ravi.name }));
    await expect(view.getByText('All 4 daily moments have been shared! New moments available tomorrow.')).toBeVisible();
    for (const name of everyType) await expect(typeChip(view, name)).toBeDisabled();
    await expect(createButton(view)).toBeDisabled();
  },
};

async function shareAndFail(canvasElement: HTMLElement, message: string | RegExp) {
  const view = await openDialog(canvasElement);
  await userEvent.type(view.getByRole('textbox', { name: 'Your reflection' }), 'Everyone was sunny today');
  await userEvent.click(createButton(view));
  await expect(await view.findByText(message)).toBeVisible();
  // Nothing the family typed is lost.
  await expect(view.getByRole('textbox', { name: 'Your reflection' })).toHaveValue('Everyone was sunny today');
  await expect(createButton(view)).toBeEnabled();
  // The family goes back to their words. (Left where the click put it, focus was drawn on the
  // button in some runs and not in others, so the picture changed.)
  await userEvent.click(view.getByRole('textbox', { name: 'Your reflection' }));
  await expect(view.getByRole('textbox', { name: 'Your reflection' })).toHaveFocus();
}

/** DM-31 (docs/product.md#share-dialog): the allocation could not be saved (nothing is saved: one transaction). */
export const AllocationSaveError: Story = {
  parameters: { storageFailures: [{ table: 'preferences', on: 'write', keyPrefix: 'moment_allocation_' }] },
  play: async ({ canvasElement }) => shareAndFail(canvasElement, 'Error saving allocation'),
};

/** DM-32 (docs/product.md#share-button): the moment could not be saved (a failed write other than a full device). */
export const ShareSaveError: Story = {
  parameters: { storageFailures: [{ table: 'posts', on: 'write' }] },
  play: async ({ canvasElement }) => shareAndFail(canvasElement, 'Error sharing your moment. Please try again.'),
};

/** XS-19 (docs/product.md#storage-errors): the device is full: the family is told so and what to do; the moment stays typed. */
export const ShareOutOfSpace: Story = {
  parameters: { storageFailures: [{ table: 'posts', on: 'write', error: 'device-full' }] },
  play: async ({ canvasElement }) => shareAndFail(canvasElement, /^Your moment could not be shared: this device is out of storage space\. Free up space/),
};

/** DM-33 (docs/product.md#share-dialog): today's sharing could not be read, so no type can be offered. */
export const UnableToShareType: Story = {
  parameters: {
    seed: { preferences: [familySeed(), allocationSeed({ [ravi.id]: ['photo'] })] },
    storageFailures: [{ table: 'preferences', on: 'read', keyPrefix: 'moment_allocation_' }],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Share a Family Moment' });
    await expect(await within(dialog).findByText('Unable to share this moment type right now', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create Family Moment' })).toBeDisabled());
  },
};
