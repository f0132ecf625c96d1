import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Camera, Heart, Lock, Smile, Sparkles } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { AlertBanner } from '@/ui/alert-banner';
import { Badge } from '@/ui/badge';
import { BottomTabBar } from '@/ui/bottom-tab-bar';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { DESKTOP_NAV_ITEMS, PRIMARY_NAV_ITEMS } from '@/app/layout/nav-items';
import { DesktopNav } from '@/ui/desktop-nav';
import { MemberAvatar } from '@/ui/member-avatar';
import { PageHeader } from '@/ui/page-header';
import { TextArea } from '@/ui/text-area';

/** The primitives together, to judge the look as a whole (not a product screen). */
function Showcase() {
  const [type, setType] = useState<string | null>('text');
  const members = [
    { name: 'Amara', initials: 'AM', emoji: '🦁' },
    { name: 'Tomás', initials: 'TO', emoji: '🎸' },
    { name: 'Mei', initials: 'ME', emoji: '🌸' },
    { name: 'Zoë', initials: 'ZO', emoji: '🌻' },
  ];
  return (
    <div className="min-h-dvh bg-surface pb-24 md:pb-8">
      <PageHeader title="Today" familyName="The Okafor Family" actions={<DesktopNav items={DESKTOP_NAV_ITEMS} />} />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pt-5">
        <AlertBanner tone="warning" title="No backup for 14 days" action={<Button size="sm" variant="outline">Export Family Data</Button>}>
          Export one so a cleared browser does not take your memories with it.
        </AlertBanner>
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <Badge variant="secondary">
                <Sparkles aria-hidden="true" />
                Connection
              </Badge>
              <Badge variant="success">2 of 4 shared</Badge>
            </div>
            <CardTitle as="h2" className="text-2xl">
              🌅 Share a sunrise memory
            </CardTitle>
            <CardDescription>Everyone names one morning they remember, and why it mattered.</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="flex -space-x-2">
              {members.map((m, i) => (
                <MemberAvatar key={m.name} name={m.name} initials={m.initials} emoji={m.emoji} color={MEMBER_COLORS[i]?.hex ?? '#f97316'} />
              ))}
            </div>
            <ChipGroup type="single" value={type} onValueChange={setType} aria-label="Share type">
              <Chip value="text">
                <Heart aria-hidden="true" />
                Text
              </Chip>
              <Chip value="photo">
                <Camera aria-hidden="true" />
                Photo
              </Chip>
              <Chip value="mood" adornment={<span aria-hidden="true" className="size-2.5 rounded-full bg-success" />}>
                <Smile aria-hidden="true" />
                Mood
              </Chip>
              <Chip value="gratitude" disabled adornment={<Lock aria-hidden="true" />}>
                Gratitude
              </Chip>
            </ChipGroup>
            <TextArea label="What do you remember?" maxLength={500} showCounter rows={3} />
          </CardContent>
          <CardFooter>
            <Button>Share a moment</Button>
            <Button variant="ghost">Invite Others</Button>
          </CardFooter>
        </Card>
      </main>
      <BottomTabBar items={PRIMARY_NAV_ITEMS} />
    </div>
  );
}

const meta = {
  title: 'UI/Showcase',
  component: Showcase,
  parameters: { route: '/family' },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await userEvent.click(canvas.getByRole('radio', { name: /Photo/ }));
  await expect(canvas.getByRole('radio', { name: /Photo/ })).toBeChecked();
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play };
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } }, play };
