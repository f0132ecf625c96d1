import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { stoppedClock } from '@/lib/clock';
import {
  FIXED_NOW,
  completedTasks,
  cookingSessions,
  dailyPosts,
  demoFamily,
  familyPreference,
  lastBackupPreference,
  memberAt,
} from '../../mocks/post-fixtures';
import { commentOn, reactionOn, seedWithResponses } from '../../mocks/response-fixtures';
import { videoMoment, voiceMoment } from '../../mocks/media-fixtures';
import { desktop, mobile, withFamilyFrame } from '../memories/memories-frame';

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(FIXED_NOW.getTime() - days * DAY);

const meta = {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  decorators: [withFamilyFrame('Family Dashboard', demoFamily.familyName)],
  parameters: { services: { clock: stoppedClock(FIXED_NOW) }, route: '/family/dashboard', seed: { preferences: [familyPreference()] } },
  globals: desktop,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number beside a label in one of the dashboard's lists. */
const stat = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('dt')?.parentElement?.querySelector('dd')?.textContent;
const streakCount = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="streak-count"]');

/** DB-01 (docs/product.md#dashboard): a new family: 0%, streak 0, counts 0, and both data actions. */
export const NewFamily: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day 0 of 45', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('Share your first moment today to start a streak.')).toBeVisible();
    await expect(stat(canvasElement, 'Moments shared')).toBe('0');
    await expect(stat(canvasElement, 'Daily moments completed')).toBe('0');
    await expect(stat(canvasElement, 'Photos')).toBe('0');
    await expect(stat(canvasElement, 'Recipes cooked')).toBe('0');
    await expect(canvas.getByRole('button', { name: 'Export Family Data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Erase All Data' })).toBeEnabled();
    // Nothing saved yet, so nothing to remind about.
    await expect(canvas.queryByText('Time for a backup')).not.toBeInTheDocument();
  },
};

export const NewFamilyMobile: Story = { ...NewFamily, globals: mobile };

const midJourneySeed = {
  preferences: [familyPreference(), lastBackupPreference(daysBefore(2))],
  posts: dailyPosts(5),
  completedTasks: completedTasks(18),
  cookingSessions: cookingSessions(3),
};

/** DB-02 (docs/product.md#journey): day 18 of 45 (40%), a 5-day streak, counts by type and member. */
export const MidJourney: Story = {
  parameters: { seed: midJourneySeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day 18 of 45', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(streakCount(canvasElement)).toHaveTextContent('5');
    await expect(stat(canvasElement, 'Moments shared')).toBe('5');
    await expect(stat(canvasElement, 'Daily moments completed')).toBe('18');
    await expect(stat(canvasElement, 'Photos')).toBe('2');
    await expect(stat(canvasElement, 'Recipes cooked')).toBe('3');
    await expect(stat(canvasElement, 'Reflections')).toBe('2');
    // The member list fills when the family record has loaded, after the counts.
    await waitFor(() => expect(stat(canvasElement, 'Asha')).toBe('2'), { timeout: 5000 });
    await expect(stat(canvasElement, 'Leo')).toBe('1');
    await expect(canvas.getByText(/^Last backup: .+ \(2 days ago\)$/)).toBeVisible();
  },
};

export const MidJourneyMobile: Story = { ...MidJourney, globals: mobile };

const talkedAbout = (() => {
  const posts = dailyPosts(5);
  const [first, second] = posts as [(typeof posts)[0], (typeof posts)[0]];
  const at = FIXED_NOW.toISOString();
  return seedWithResponses(
    posts,
    [
      reactionOn(first, memberAt(0), '❤️', at),
      reactionOn(first, memberAt(1), '❤️', at),
      reactionOn(first, memberAt(2), '😂', at),
      reactionOn(second, memberAt(3), '👏', at),
      reactionOn(second, memberAt(0), '🥹', at),
    ],
    [commentOn(first, memberAt(1), 'What a lovely day', at), commentOn(second, memberAt(2), 'Again tomorrow!', at)],
  );
})();

/** XS-35 (docs/product.md#counts): the counts card adds the reactions and comments the family left on moments. */
export const ReactionsAndComments: Story = {
  parameters: { seed: { ...midJourneySeed, ...talkedAbout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 reactions and 2 comments on your moments', {}, { timeout: 8000 })).toBeVisible();
    await expect(stat(canvasElement, 'Moments shared')).toBe('5');
  },
};

export const ReactionsAndCommentsMobile: Story = { ...ReactionsAndComments, globals: mobile };

// The mid-journey family also shared two voice notes and a video (counts never read recordings).
const recordedSeed = {
  ...midJourneySeed,
  posts: [
    ...midJourneySeed.posts,
    voiceMoment({ id: 'voice_a', timestamp: new Date(daysBefore(6).getTime()).toISOString() }, memberAt(1), { seed: 21 }).post,
    voiceMoment({ id: 'voice_b', timestamp: new Date(daysBefore(7).getTime()).toISOString() }, memberAt(2), { seed: 22 }).post,
    videoMoment({ id: 'video_a', timestamp: new Date(daysBefore(8).getTime()).toISOString() }, memberAt(3), { seed: 23 }).post,
  ],
};

/** XS-416 (docs/product.md#counts): voice notes and videos counted by type with the others. */
export const CountsWithRecordings: Story = {
  parameters: { seed: recordedSeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stat(canvasElement, 'Moments shared')).toBe('8'), { timeout: 8000 });
    await expect(canvas.getByText('Voice notes')).toBeVisible();
    await expect(stat(canvasElement, 'Voice notes')).toBe('2');
    await expect(stat(canvasElement, 'Videos')).toBe('1');
  },
};

export const CountsWithRecordingsMobile: Story = { ...CountsWithRecordings, globals: mobile };

/** DB-03 (docs/product.md#journey): more than 45 completed moments: capped at 100%, with a long streak. */
export const JourneyComplete: Story = {
  parameters: {
    seed: {
      preferences: [familyPreference(), lastBackupPreference(daysBefore(1))],
      posts: dailyPosts(30),
      completedTasks: completedTasks(52),
      cookingSessions: cookingSessions(6),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day 45 of 45', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(/^Journey complete!/)).toBeVisible();
    await expect(streakCount(canvasElement)).toHaveTextContent('30');
    await expect(canvas.getByText('What a run! Keep sharing every day to keep it going.')).toBeVisible();
  },
};

/** DB-04 (docs/product.md#streak): the last post was 3 days ago: streak 0 beside non-zero counts. */
export const StreakLapsed: Story = {
  parameters: {
    seed: {
      preferences: [familyPreference(), lastBackupPreference(daysBefore(3))],
      posts: dailyPosts(6, FIXED_NOW, 3),
      completedTasks: completedTasks(9),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Day 9 of 45', {}, { timeout: 8000 })).toBeVisible();
    await expect(streakCount(canvasElement)).toHaveTextContent('0');
    await expect(canvas.getByText('Your streak has paused. Share a moment today to start a new one.')).toBeVisible();
    await expect(stat(canvasElement, 'Moments shared')).toBe('6');
  },
};

/** DB-07 (docs/product.md#backup-reminder): no backup for 20 days: a reminder with its own export button. */
export const BackupReminder: Story = {
  parameters: {
    seed: {
      preferences: [familyPreference(), lastBackupPreference(daysBefore(20))],
      posts: dailyPosts(40),
      completedTasks: completedTasks(30),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Time for a backup', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/It has been 20 days since your last backup\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export a backup now' })).toBeEnabled();
    await expect(canvas.getByText(/^Last backup: .+ \(20 days ago\)$/)).toBeVisible();
  },
};

/** DB-07 variant: a family that never exported, with moments going back 3 weeks. */
export const BackupReminderNeverExported: Story = {
  parameters: { seed: { preferences: [familyPreference()], posts: dailyPosts(21) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Time for a backup', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/Your family has not exported a backup yet\./)).toBeVisible();
    await expect(canvas.getByText('No backup made yet.')).toBeVisible();
  },
};
