import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import type { FamilyUpdateBody } from '@/data/api/family-api';
import { familyHandlers } from '../../mocks/family-handlers';
import { familyMsw, familySeed, namedFamily, savedFamily } from '../family/family-fixtures';
import { desktop, mobile, withFamilyFrame } from '../family/family-frame';
import { addMember, memberRows } from './onboarding-steps';

const meta = {
  title: 'Onboarding/Members',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home', familyName: namedFamily.familyName })],
  // A saved family name without members: onboarding resumes here.
  parameters: { ...familyMsw, seed: familySeed(namedFamily) },
  args: { family: namedFamily },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ON-07 (docs/product.md#onboarding): no members yet (also when resuming): 'Start Family Journey' disabled. */
export const Empty: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Who's in your family?" })).toBeVisible();
    await expect(canvas.getByText('No family members yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a family member' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Start Family Journey' })).toBeDisabled();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** ON-16 (docs/product.md#onboarding): one member with colour and initials: 'Start Family Journey' enabled. */
export const OneMember: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addMember(canvas, 'zoë okafor', 'Zoë Okafor', 'Plum');
    await expect(memberRows(canvas)).toEqual([expect.stringContaining('Zoë Okafor')]);
    await expect(memberRows(canvas)[0]).toContain('ZO');
    await expect(canvas.getByRole('button', { name: 'Start Family Journey' })).toBeEnabled();
  },
};

/** ON-17 (docs/product.md#onboarding): names in four scripts, each with its colour and initials, words capitalised. */
export const ManyScripts: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addMember(canvas, 'josé', 'José');
    await addMember(canvas, 'zoë', 'Zoë');
    await addMember(canvas, 'देव', 'देव');
    await addMember(canvas, '李华', '李华');
    const rows = memberRows(canvas);
    await expect(rows).toHaveLength(4);
    const expected = [
      ['José', 'JO'],
      ['Zoë', 'ZO'],
      ['देव', 'देव'],
      ['李华', '李华'],
    ];
    for (const [i, [name, initials]] of expected.entries()) {
      // Each row: the avatar's initials, then the name.
      await expect(rows[i]).toMatch(new RegExp(`^${initials}.*${name}Remove$`, 'u'));
    }
    // Each member got its own colour: the first one nobody else had.
    const avatars = canvasElement.querySelectorAll<HTMLElement>('[data-slot="member-avatar"]');
    await expect(new Set(Array.from(avatars, (a) => a.style.backgroundColor)).size).toBe(4);
  },
};

export const ManyScriptsMobile: Story = { ...ManyScripts, globals: mobile };

/** Members can be removed from the list before starting. */
export const RemoveBeforeStart: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addMember(canvas, 'Asha', 'Asha');
    await addMember(canvas, 'Ben', 'Ben');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Asha' }));
    await expect(memberRows(canvas)).toEqual([expect.stringContaining('Ben')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ben' }));
    await expect(canvas.getByText('No family members yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Family Journey' })).toBeDisabled();
  },
};

const sent: FamilyUpdateBody[] = [];

/** 'Start Family Journey' saves the family with its members and sends the family update. */
export const StartFamilyJourney: Story = {
  globals: desktop,
  parameters: { msw: { handlers: [familyHandlers.updateOk((b) => sent.push(b))] } },
  beforeEach: () => {
    sent.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addMember(canvas, 'josé', 'José', 'Teal');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Family Journey' }));
    await waitFor(async () => expect((await savedFamily())?.members).toHaveLength(1));
    const family = await savedFamily();
    await expect(family?.familyId).toBe(namedFamily.familyId);
    await expect(family?.members[0]).toMatchObject({ name: 'José', color: '#14b8a6', initials: 'JO', emoji: '👤' });
    await expect(family?.members[0]?.id).toMatch(/^member_\d+_[0-9a-z]{8}$/);
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        familyId: namedFamily.familyId,
        familyName: 'The Okafors',
        members: [{ id: family?.members[0]?.id, name: 'José' }],
      }),
    );
  },
};
