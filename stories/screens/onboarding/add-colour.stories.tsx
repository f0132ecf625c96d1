import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMsw, familySeed, namedFamily } from '../family/family-fixtures';
import { desktop, mobile, withFamilyFrame } from '../family/family-frame';
import { openAddName } from './onboarding-steps';

const meta = {
  title: 'Onboarding/AddColour',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home', familyName: namedFamily.familyName })],
  parameters: { ...familyMsw, seed: familySeed(namedFamily) },
  args: { family: namedFamily },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const COLOURS = ['Orange', 'Teal', 'Blue', 'Mint', 'Yellow', 'Plum', 'Seafoam', 'Gold'];

/** ON-15 (docs/product.md#member-colours): the eight named swatches, one selected. */
export const Selected: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await openAddName(canvas);
    await userEvent.type(canvas.getByLabelText('Member name'), 'siobhán');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: choose a colour' }));
    const group = await canvas.findByRole('radiogroup', { name: "Siobhán's colour" });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(COLOURS);
    await expect(within(group).getByRole('radio', { name: 'Orange' })).toBeChecked();
    await step('Choosing Seafoam selects it alone', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'Seafoam' }));
      await expect(within(group).getByRole('radio', { name: 'Seafoam' })).toBeChecked();
      await expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    });
    await expect(canvas.getByRole('button', { name: 'Add Siobhán' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back to name' })).toBeEnabled();
  },
};

export const SelectedMobile: Story = { ...Selected, globals: mobile };
