import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { contrastRatio, MemberAvatar, readableInkOn } from '@/ui/member-avatar';

const meta = {
  title: 'UI/MemberAvatar',
  component: MemberAvatar,
  parameters: { layout: 'padded' },
  args: { name: 'Amara Okafor', initials: 'AO', color: '#f97316', emoji: '🦁', size: 'lg' },
} satisfies Meta<typeof MemberAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const PEOPLE = ['Amara', 'Tomás', 'Mei', 'Zoë', 'Dev', 'Siobhán', 'Nguyễn', 'Kwame'];

export const AllEightColours: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-6 sm:grid-cols-8">
      {MEMBER_COLORS.map((c, i) => (
        <li key={c.token} className="flex flex-col items-center gap-2">
          <MemberAvatar name={`${PEOPLE[i]} (${c.name})`} initials={(PEOPLE[i] ?? '?').slice(0, 2).toUpperCase()} color={c.hex} size="lg" />
          <span className="text-sm font-semibold">{c.name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = canvas.getAllByRole('img');
    await expect(avatars).toHaveLength(8);
    for (const [i, c] of MEMBER_COLORS.entries()) {
      const avatar = canvas.getByRole('img', { name: `${PEOPLE[i]} (${c.name})` });
      // Initials meet AA on every member colour (dark ink on the light ones such as yellow and gold).
      await expect(contrastRatio(c.hex, readableInkOn(c.hex))).toBeGreaterThanOrEqual(4.5);
      await expect(avatar).toHaveStyle({ backgroundColor: c.hex });
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <MemberAvatar key={size} {...args} size={size} name={`Amara, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const xs = canvas.getByRole('img', { name: 'Amara, xs' }).getBoundingClientRect().width;
    const xl = canvas.getByRole('img', { name: 'Amara, xl' }).getBoundingClientRect().width;
    await expect(xl).toBeGreaterThan(xs * 2);
  },
};

export const WithEmoji: Story = {
  args: { name: 'Zoë', initials: 'Z', color: '#eab308', emoji: '🌻', size: 'xl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Zoë' });
    await expect(avatar).toHaveTextContent('Z');
    await expect(avatar).toHaveTextContent('🌻');
    // Yellow is light: the initials are dark.
    await expect(avatar).toHaveStyle({ color: 'rgb(18, 13, 10)' });
  },
};

export const DecorativeNextToName: Story = {
  render: () => (
    <p className="flex items-center gap-2 font-bold">
      <MemberAvatar name="Mei" initials="M" color="#3b82f6" size="sm" decorative />
      Mei
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Mei', { selector: 'p' })).toBeVisible();
  },
};
