import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { TextField } from '@/ui/text-field';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function InviteDialog({ defaultOpen = false, paragraphs = 0 }: { defaultOpen?: boolean; paragraphs?: number }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Invite Others</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite your family</DialogTitle>
          <DialogDescription>Send the family name so they can join on their own phone.</DialogDescription>
        </DialogHeader>
        <TextField label="Family name" defaultValue="The Okafors" />
        {Array.from({ length: paragraphs }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}: every moment you share stays on this device until you choose to export it.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Copy invite</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const OpenAndFocusTrap: Story = {
  render: () => <InviteDialog />,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Invite Others' });

    await step('opens from its trigger', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog', { name: 'Invite your family' });
      await expect(dialog).toHaveAccessibleDescription('Send the family name so they can join on their own phone.');
      await expect(within(dialog).getByLabelText('Family name')).toHaveValue('The Okafors');
    });

    await step('keeps keyboard focus inside', async () => {
      const dialog = body.getByRole('dialog');
      await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
      for (let i = 0; i < 6; i += 1) {
        await userEvent.tab();
        await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
      }
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CloseButton: Story = {
  render: () => <InviteDialog defaultOpen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite your family' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileBottomSheet: Story = {
  render: () => <InviteDialog defaultOpen />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite your family' });
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    // A sheet: full width, resting on the bottom edge.
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(view.innerWidth);
    await expect(Math.round(rect.bottom)).toBe(view.innerHeight);
  },
};

export const DesktopCentred: Story = {
  render: () => <InviteDialog defaultOpen />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite your family' });
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(512);
    await expect(Math.abs(rect.left + rect.width / 2 - view.innerWidth / 2)).toBeLessThan(2);
  },
};

export const TallContentScrolls: Story = {
  render: () => <InviteDialog defaultOpen paragraphs={30} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite your family' });
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(view.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const copy = within(dialog).getByRole('button', { name: 'Copy invite' });
    copy.scrollIntoView();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    await expect(copy).toBeVisible();
  },
};
