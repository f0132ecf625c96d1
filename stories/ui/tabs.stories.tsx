import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: { defaultValue: 'week' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Period">
        <TabsTrigger value="week">This week</TabsTrigger>
        <TabsTrigger value="month">This month</TabsTrigger>
        <TabsTrigger value="all">All time</TabsTrigger>
        <TabsTrigger value="year" disabled>
          This year
        </TabsTrigger>
      </TabsList>
      <TabsContent value="week">5 moments shared this week.</TabsContent>
      <TabsContent value="month">21 moments shared this month.</TabsContent>
      <TabsContent value="all">143 moments shared since you started.</TabsContent>
      <TabsContent value="year">Not available yet.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Switching: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('5 moments shared this week.');

    await step('click selects a tab', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'All time' }));
      await expect(canvas.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('143 moments shared since you started.');
    });

    await step('arrow keys move between tabs, skipping disabled ones', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'This month' })).toHaveFocus();
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('21 moments shared this month.');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'This week' })).toHaveFocus();
    });
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
