import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { db } from '@/data/db';
import type { Post } from '@/data/types';

// Checks the story infrastructure every screen story relies on: parameters.seed (a fresh Dexie
// database per story), parameters.route (MemoryRouter) and parameters.msw.handlers (mswLoader).

function Probe() {
  const location = useLocation();
  const posts = useQuery({ queryKey: ['posts', 'probe'], queryFn: () => db.posts.orderBy('timestamp').toArray() });
  const familyName = useQuery({
    queryKey: ['preferences', 'probe'],
    queryFn: async () => ((await db.preferences.get('familyData'))?.value as { familyName?: string } | undefined)?.familyName ?? 'none',
  });
  const server = useQuery({
    queryKey: ['probe', 'server'],
    queryFn: async () => {
      const response = await fetch('/api/probe');
      return response.ok ? ((await response.json()) as { message: string }).message : `HTTP ${response.status}`;
    },
  });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-4">
      <dt className="font-bold">Route</dt>
      <dd>{location.pathname}</dd>
      <dt className="font-bold">Posts</dt>
      <dd>{posts.data ? posts.data.map((p) => p.content).join(', ') || 'no posts' : 'loading'}</dd>
      <dt className="font-bold">Family</dt>
      <dd>{familyName.data ?? 'loading'}</dd>
      <dt className="font-bold">Server</dt>
      <dd>{server.data ?? (server.isError ? 'unreachable' : 'loading')}</dd>
    </dl>
  );
}

const meta = {
  title: 'Infrastructure/StoryData',
  component: Probe,
} satisfies Meta<typeof Probe>;

export default meta;
type Story = StoryObj<typeof meta>;

const post = (id: string, content: string, timestamp: string): Post => ({
  id,
  userId: 'member_1',
  userName: 'Amara',
  userImage: '🦁',
  type: 'text',
  content,
  timestamp,
  likes: 0,
  comments: 0,
});

export const Seeded: Story = {
  parameters: {
    route: '/family/feeds',
    seed: {
      posts: [post('p1', 'Pancakes', '2025-06-01T08:00:00.000Z'), post('p2', 'Kite flying', '2025-06-02T17:00:00.000Z')],
      preferences: [{ key: 'familyData', value: { familyName: 'The Okafors', members: [], familyId: 'family_1_a' } }],
    },
    msw: { handlers: [http.get('/api/probe', () => HttpResponse.json({ message: 'mocked hello' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('/family/feeds')).toBeVisible();
    await expect(await canvas.findByText('Pancakes, Kite flying')).toBeVisible();
    await expect(await canvas.findByText('The Okafors')).toBeVisible();
    await expect(await canvas.findByText('mocked hello')).toBeVisible();
  },
};

export const FreshDatabaseAndDefaultRoute: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/probe', () => new HttpResponse(null, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing from the previous story survives.
    await expect(canvas.getByText('/family')).toBeVisible();
    await expect(await canvas.findByText('no posts')).toBeVisible();
    await expect(await canvas.findByText('none')).toBeVisible();
    await expect(await canvas.findByText('HTTP 503')).toBeVisible();
  },
};
