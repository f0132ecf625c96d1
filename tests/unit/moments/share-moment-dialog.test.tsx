import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { getAllocation } from '@/data/moments';
import { preferenceKeys, type AllocationRecord, type FamilyData } from '@/data/types';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { ShareMomentDialog, type ShareMomentDialogProps } from '@/features/moments/components/share-moment-dialog';
import { stoppedClock } from '@/lib/clock';
import { ImageCompressionError } from '@/lib/image/compress-image';
import type { Services } from '@/lib/services';
import { renderWithProviders } from '../render';
import { oneMember, twoMembers } from './render';

const DATE = '2025-06-15';
const clock = stoppedClock(new Date(2025, 5, 15, 12, 0, 0));

// shareMoment checks that the member is still in the saved family.
beforeEach(() => db.preferences.put({ key: preferenceKeys.familyData, value: twoMembers }));

function seedAllocation(family: FamilyData, allocations: AllocationRecord['allocations']) {
  return db.preferences.put({
    key: preferenceKeys.momentAllocation(family.familyId, DATE),
    value: { date: DATE, familyId: family.familyId, allocations },
  });
}

function renderDialog(props: Partial<ShareMomentDialogProps> = {}, services: Partial<Services> = {}) {
  const onShared = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <ShareMomentDialog
      open
      onOpenChange={onOpenChange}
      family={twoMembers}
      date={DATE}
      task={fallbackChallenge}
      onShared={onShared}
      {...props}
    />,
    { services: { clock, ...services } },
  );
  return { ...view, onShared, onOpenChange };
}

/** The dialog, once today's sharing has been read and the type choices are shown. */
async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Share a Family Moment' });
  await within(element).findByRole('radiogroup', { name: 'What would you like to share?' });
  return element;
}
const createButton = () => screen.getByRole('button', { name: 'Create Family Moment' });
const typeChip = (name: RegExp) => screen.getByRole('radio', { name });

describe('ShareMomentDialog', () => {
  it('shows who is sharing, the checklist, the discussion starters and the four types; text needs a caption', async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = within(await dialog());
    expect(view.getByRole('radio', { name: 'Asha' })).toHaveAttribute('aria-checked', 'true');
    expect(view.getByRole('radio', { name: 'Ravi' })).toHaveAttribute('aria-checked', 'false');
    for (const item of fallbackChallenge.familyParticipationRequired) expect(view.getByRole('checkbox', { name: item })).not.toBeChecked();
    for (const prompt of fallbackChallenge.connectionPrompts) expect(view.getByText(prompt)).toBeInTheDocument();
    await waitFor(() => expect(typeChip(/Reflection/)).toHaveAttribute('aria-checked', 'true'));
    for (const name of [/Photo/, /Mood/, /Gratitude/]) expect(typeChip(name)).toBeEnabled();
    expect(createButton()).toBeDisabled();
    await user.type(view.getByRole('textbox', { name: 'Your reflection' }), 'We laughed');
    expect(createButton()).toBeEnabled();
    await user.clear(view.getByRole('textbox', { name: 'Your reflection' }));
    expect(createButton()).toBeDisabled();
  });

  it('blocks captions that are not family-friendly or too long, with the exact messages', async () => {
    const user = userEvent.setup();
    renderDialog();
    const box = within(await dialog()).getByRole('textbox', { name: 'Your reflection' });
    await user.type(box, 'this is crap');
    expect(screen.getByText('Please keep your content family-friendly')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('a'.repeat(501));
    expect(screen.getByText('Caption must be less than 500 characters')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('shares a mood once one of the ten emoji is chosen, and writes the post with every field', async () => {
    const user = userEvent.setup();
    const { onShared, onOpenChange } = renderDialog();
    await dialog();
    await user.click(typeChip(/Mood/));
    const moods = within(screen.getByRole('radiogroup', { name: 'How do you feel?' })).getAllByRole('radio');
    expect(moods.map((m) => m.textContent)).toEqual(['😊', '😂', '🥰', '😌', '🤗', '😆', '🙂', '😍', '🤩', '😇']);
    expect(createButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Huggy' }));
    await user.click(screen.getByRole('radio', { name: 'Ravi' }));
    await user.click(createButton());
    await waitFor(() => expect(onShared).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [post] = await db.posts.toArray();
    expect(post).toMatchObject({
      userId: 'member_b',
      userName: 'Ravi',
      userImage: '🚲',
      type: 'mood',
      mood: '🤗',
      content: '',
      likes: 0,
      comments: 0,
      taskId: 'family-weather-report',
      taskTitle: 'Family weather report',
      taskEmoji: '🌦️',
      memberColor: '#14b8a6',
      memberInitials: 'RA',
      timestamp: new Date(2025, 5, 15, 12).toISOString(),
    });
    expect(await getAllocation(twoMembers.familyId, DATE)).toMatchObject({ allocations: { member_b: { mood: true } } });
    expect(await db.completedTasks.count()).toBe(0);
  });

  it('adds 1-5 compressed photos with remove buttons, and names each refused file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const compressPhoto = vi.fn(async (picked: Blob) => {
      const file = picked as File;
      if (file.name === 'unreadable.jpg') throw new ImageCompressionError('Failed to read file');
      if (file.name === 'broken.jpg') throw new ImageCompressionError('Failed to compress image');
      return `data:image/jpeg;base64,${btoa(file.name)}`;
    });
    renderDialog({}, { compressImage: compressPhoto });
    await dialog();
    await user.click(typeChip(/Photo/));
    expect(createButton()).toBeDisabled();
    const input = screen.getByLabelText('Choose photos to share') as HTMLInputElement;
    const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

    await user.upload(input, [jpeg('one.jpg'), jpeg('two.jpg')]);
    expect(await screen.findAllByTestId('moment-photo-thumbnail')).toHaveLength(2);
    expect(createButton()).toBeEnabled();

    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    expect(await screen.findByText('You can upload maximum 5 photos per moment')).toBeInTheDocument();
    expect(screen.getAllByTestId('moment-photo-thumbnail')).toHaveLength(2);

    await user.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' }), jpeg('huge.jpg', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('notes.txt is not an image file')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg is too large. Please select images smaller than 5MB')).toBeInTheDocument();

    await user.upload(input, [jpeg('unreadable.jpg')]);
    expect(await screen.findByText('Failed to read file')).toBeInTheDocument();
    await user.upload(input, [jpeg('broken.jpg')]);
    expect(await screen.findByText('Failed to upload photos. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByTestId('moment-photo-thumbnail')).toHaveLength(1);
    expect(compressPhoto).toHaveBeenCalledTimes(4);
  });

  it('marks types shared today with a dot and locks the types this member used, with words for each', async () => {
    await seedAllocation(twoMembers, { member_a: { text: true }, member_b: { photo: true } });
    renderDialog();
    await dialog();
    await waitFor(() => expect(typeChip(/Reflection/)).toBeDisabled());
    expect(typeChip(/Reflection/)).toHaveAccessibleName(/locked: already shared by you today/);
    expect(typeChip(/Reflection/)).toHaveAccessibleName(/shared by your family today/);
    expect(typeChip(/Photo/)).toBeEnabled();
    expect(typeChip(/Photo/)).toHaveAccessibleName(/shared by your family today/);
    expect(typeChip(/Mood/)).not.toHaveAccessibleName(/shared/);
    expect(screen.getByText('You have already shared a reflection today.')).toBeInTheDocument();
    // The first open type is chosen instead of the locked one.
    expect(typeChip(/Photo/)).toHaveAttribute('aria-checked', 'true');
  });

  it.each<[string, FamilyData, AllocationRecord['allocations'], string]>([
    [
      'a member of a family of several who shared twice',
      twoMembers,
      { member_a: { text: true, mood: true } },
      "You've shared twice today! Let other family members share the remaining moments!",
    ],
    [
      'a family of one that shared all 4',
      oneMember,
      { member_a: { text: true, photo: true, mood: true, gratitude: true } },
      "You've shared all 4 moments today! New moments available tomorrow.",
    ],
    [
      'a family that shared 4 moments',
      twoMembers,
      { member_b: { text: true, photo: true }, member_x: { mood: true, gratitude: true } },
      'All 4 daily moments have been shared! New moments available tomorrow.',
    ],
  ])('blocks %s with the exact message', async (_label, family, allocations, message) => {
    await seedAllocation(family, allocations);
    renderDialog({ family });
    await dialog();
    expect(await screen.findByText(message)).toBeInTheDocument();
    for (const name of [/Reflection/, /Photo/, /Mood/, /Gratitude/]) expect(typeChip(name)).toBeDisabled();
    expect(createButton()).toBeDisabled();
  });

  it('leaves the two other types open to the only member after two shares', async () => {
    await seedAllocation(oneMember, { member_a: { text: true, photo: true } });
    renderDialog({ family: oneMember });
    await dialog();
    await waitFor(() => expect(typeChip(/Reflection/)).toBeDisabled());
    expect(typeChip(/Photo/)).toBeDisabled();
    expect(typeChip(/Mood/)).toBeEnabled();
    expect(typeChip(/Gratitude/)).toBeEnabled();
  });

  it("says 'Unable to share this moment type right now' when today's sharing cannot be read", async () => {
    const failRead = (record: { key: string }) => {
      if (record.key.startsWith('moment_allocation_')) throw new Error('read failed');
      return record;
    };
    db.preferences.hook('reading', failRead as never);
    try {
      renderDialog();
      await dialog();
      expect(await screen.findByText('Unable to share this moment type right now')).toBeInTheDocument();
      expect(createButton()).toBeDisabled();
    } finally {
      db.preferences.hook('reading').unsubscribe(failRead as never);
    }
  });

  it.each([
    // A full disk says so and what to do, whichever write it stopped.
    ['the post', 'posts', /^Your moment could not be shared: this device is out of storage space\. Free up space/],
    ['the allocation', 'preferences', /^Your moment could not be shared: this device is out of storage space\. Free up space/],
  ] as const)('keeps everything typed when saving %s fails', async (_label, table, message) => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.table(table).hook('creating', fail);
    const user = userEvent.setup();
    try {
      const { onShared } = renderDialog();
      await dialog();
      await user.click(typeChip(/Gratitude/));
      await user.click(screen.getByRole('checkbox', { name: fallbackChallenge.familyParticipationRequired[0] }));
      await user.type(screen.getByRole('textbox', { name: 'What are you thankful for?' }), 'Grandma');
      await user.click(createButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'What are you thankful for?' })).toHaveValue('Grandma');
      expect(typeChip(/Gratitude/)).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('checkbox', { name: fallbackChallenge.familyParticipationRequired[0] })).toBeChecked();
      expect(onShared).not.toHaveBeenCalled();
      expect(await db.posts.count()).toBe(0);
    } finally {
      db.table(table).hook('creating').unsubscribe(fail);
    }
  });

  it('completes the moment when asked: writes the task and the experience with the share', async () => {
    const user = userEvent.setup();
    const { onShared } = renderDialog({ completesMoment: true });
    await dialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reflection' }), { target: { value: 'Sunny for everyone' } });
    await user.click(createButton());
    await waitFor(() => expect(onShared).toHaveBeenCalledWith(expect.objectContaining({ completed: true })));
    expect(await db.completedTasks.count()).toBe(1);
    expect((await db.preferences.get(preferenceKeys.momentExperience(twoMembers.familyId, DATE)))?.value).toMatchObject({
      taskId: 'family-weather-report',
    });
  });
});
