import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';

const meta = {
  title: 'UI/AlertBanner',
  component: AlertBanner,
  parameters: { layout: 'padded' },
  args: { tone: 'info', children: 'Moments stay on this device.' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <AlertBanner tone="info" title="Good to know">
        Moments stay on this device.
      </AlertBanner>
      <AlertBanner tone="success" title="Backup saved">
        Hearth-backup-2025-06-01.txt is in your downloads.
      </AlertBanner>
      <AlertBanner tone="warning" title="No backup for 14 days">
        Export one so a cleared browser does not take your memories with it.
      </AlertBanner>
      <AlertBanner tone="danger" title="Import failed">
        The file is not a Hearth backup. Nothing was changed.
      </AlertBanner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Import failed');
  },
};

const onExport = fn();

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'No backup for 14 days',
    children: 'Export one so a cleared browser does not take your memories with it.',
    action: (
      <Button size="sm" variant="outline" onClick={onExport}>
        Export Family Data
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Family Data' }));
    await expect(onExport).toHaveBeenCalled();
  },
};
