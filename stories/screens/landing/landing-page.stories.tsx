import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { Post } from '@/data/types';
import { LandingPage } from '@/features/landing/components/landing-page';
import { WelcomeBackBanner } from '@/features/landing/components/welcome-back-banner';
import { desktop, mobile, withPageFrame } from '../pages/page-frame';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  decorators: [withPageFrame],
  parameters: { route: '/' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstVisitPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('hero and the three pain points, as situations rather than quotations', async () => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Screen time, together.');
    const painPoints = canvas.getByRole('heading', { name: 'Sound familiar?' });
    await expect(painPoints).toBeVisible();
    const section = painPoints.closest('section');
    await expect(section?.querySelectorAll('li')).toHaveLength(3);
    // Words nobody said are not dressed as quotes.
    await expect(section?.querySelectorAll('blockquote, q')).toHaveLength(0);
  });
  await step('the two cards and the four experiences', async () => {
    await expect(canvas.getByRole('heading', { name: 'The science behind it' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Privacy-first research' })).toBeVisible();
    for (const title of ['Collaborative art activities', 'Daily connection moments', 'Family alphabet singing', 'Family recipe roulette']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByText('7 activities · 30 to 90 minutes')).toBeVisible();
  });
  await step('calls to action to /family and the footer', async () => {
    const ctas = canvas.getAllByRole('link', { name: /Start your family space/ });
    await expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) await expect(cta).toHaveAttribute('href', '/family');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Hearth');
  });
  // Nothing stored on this device: the page stays (no redirect).
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Screen time, together.');
};

/** LS-01 (docs/product.md#landing): first visit, no local data. */
export const FirstVisit: Story = { globals: desktop, play: firstVisitPlay };
export const FirstVisitMobile: Story = { globals: mobile, play: firstVisitPlay };

function FamilyHomeStandIn() {
  const location = useLocation();
  const count = (location.state as { welcomeBack?: number } | null)?.welcomeBack;
  return (
    <div className="mx-auto max-w-3xl p-4">
      <p className="mb-4 text-sm text-muted-foreground">Family home at {location.pathname}</p>
      {count ? <WelcomeBackBanner count={count} onContinue={() => undefined} /> : null}
    </div>
  );
}

const post = (id: string, minutesAgo: number): Post => ({
  id,
  userId: 'member_story_1',
  userName: 'Amara',
  userImage: '',
  type: 'gratitude',
  content: 'Thankful for pancakes together',
  timestamp: new Date(Date.UTC(2025, 10, 21, 18, 0) - minutesAgo * 60_000).toISOString(),
  likes: 0,
  comments: 0,
});

/** Landing redirect: with posts on the device, / goes to /family with the welcome-back count. */
export const ReturningFamilyRedirects: Story = {
  globals: desktop,
  parameters: {
    seed: { posts: [post('post_story_1', 10), post('post_story_2', 200), post('post_story_3', 3000)] },
  },
  // The preview's MemoryRouter starts at '/'; these routes let the redirect land somewhere visible.
  render: () => (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/family" element={<FamilyHomeStandIn />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Family home at /family')).toBeVisible();
    await expect(canvas.getByText('3 shared moments')).toBeVisible();
  },
};
