import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Chip, ChipGroup } from '@/ui/chip-group';

const meta = {
  title: 'UI/ChipGroup',
  component: ChipGroup,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const SHARE_TYPES = ['Text', 'Photo', 'Mood', 'Gratitude'] as const;

function SingleSelect({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className="flex flex-col gap-3">
      <p id="share-type-label" className="font-bold">
        Share type
      </p>
      <ChipGroup type="single" value={value} onValueChange={setValue} aria-labelledby="share-type-label">
        {SHARE_TYPES.map((t) => (
          <Chip key={t} value={t.toLowerCase()}>
            {t}
          </Chip>
        ))}
      </ChipGroup>
      <p>Chosen: {value ?? 'none'}</p>
    </div>
  );
}

export const SingleSelectWithArrowKeys: Story = {
  args: { type: 'single', value: null, onValueChange: () => {} },
  render: () => <SingleSelect />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Share type' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);

    await step('one Tab stop, on the first chip while nothing is chosen', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Text' })).toHaveFocus();
      await expect(canvas.getByText('Chosen: none')).toBeVisible();
    });

    await step('arrow keys move and choose', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Photo' })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: 'Photo' })).toBeChecked();
      await expect(canvas.getByText('Chosen: photo')).toBeVisible();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: 'Gratitude' })).toBeChecked();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('radio', { name: 'Text' })).toBeChecked();
    });

    await step('click chooses; only one at a time', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Mood' }));
      await expect(canvas.getByRole('radio', { name: 'Mood' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Text' })).not.toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Mood' })).toHaveAttribute('tabindex', '0');
      await expect(canvas.getByRole('radio', { name: 'Text' })).toHaveAttribute('tabindex', '-1');
    });
  },
};

function MultiSelectDemo() {
  const [value, setValue] = useState<string[]>(['ana']);
  return (
    <div className="flex flex-col gap-3">
      <ChipGroup type="multiple" value={value} onValueChange={setValue} aria-label="Who took part">
        <Chip value="ana">Ana</Chip>
        <Chip value="ben">Ben</Chip>
        <Chip value="chioma">Chioma</Chip>
        <Chip value="dev">Dev</Chip>
      </ChipGroup>
      <p>Taking part: {value.join(', ') || 'nobody'}</p>
    </div>
  );
}

export const MultiSelect: Story = {
  args: { type: 'multiple', value: [], onValueChange: () => {} },
  render: () => <MultiSelectDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Who took part' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: 'Ana' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chioma' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ana' }));
    await expect(canvas.getByText('Taking part: chioma')).toBeVisible();
    // Each chip is its own Tab stop; Space toggles.
    canvas.getByRole('checkbox', { name: 'Chioma' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Dev' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Taking part: chioma, dev')).toBeVisible();
  },
};

function LockedChoices() {
  const [value, setValue] = useState<string | null>('hindi');
  return (
    <ChipGroup type="single" value={value} onValueChange={setValue} aria-label="Song language">
      <Chip value="hindi">Hindi</Chip>
      <Chip value="english">English</Chip>
      <Chip
        value="tamil"
        disabled
        adornment={
          <>
            <Lock aria-hidden="true" />
            <span className="sr-only">(locked)</span>
          </>
        }
      >
        Tamil
      </Chip>
      <Chip value="any">Any</Chip>
    </ChipGroup>
  );
}

export const DisabledWithLock: Story = {
  args: { type: 'single', value: null, onValueChange: () => {} },
  render: () => <LockedChoices />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('radio', { name: 'Tamil (locked)' });
    await expect(locked).toBeDisabled();
    await userEvent.click(locked, { pointerEventsCheck: 0 });
    await expect(locked).not.toBeChecked();
    // Arrow keys skip the locked chip.
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Any' })).toBeChecked();
  },
};

function DoneToday() {
  const [value, setValue] = useState<string | null>(null);
  const done = new Set(['photo', 'mood']);
  return (
    <ChipGroup type="single" value={value} onValueChange={setValue} aria-label="Share type">
      {SHARE_TYPES.map((t) => {
        const v = t.toLowerCase();
        return (
          <Chip
            key={t}
            value={v}
            adornment={
              done.has(v) ? (
                <>
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-success" />
                  <span className="sr-only">(shared today)</span>
                </>
              ) : undefined
            }
          >
            {t}
          </Chip>
        );
      })}
    </ChipGroup>
  );
}

export const WithGreenDots: Story = {
  args: { type: 'single', value: null, onValueChange: () => {} },
  render: () => <DoneToday />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Photo (shared today)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Text' })).toBeVisible();
    for (const chip of canvas.getAllByRole('radio')) {
      await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const AllDisabled: Story = {
  args: { type: 'single', value: 'text', onValueChange: () => {}, disabled: true, 'aria-label': 'Share type' },
  render: (args) => (
    <ChipGroup {...args}>
      {SHARE_TYPES.map((t) => (
        <Chip key={t} value={t.toLowerCase()}>
          {t}
        </Chip>
      ))}
    </ChipGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const chip of canvas.getAllByRole('radio')) await expect(chip).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Text' })).toBeChecked();
  },
};
