import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Comment, Reaction, ReactionEmoji } from '@/data/types';
import { PostCard } from '@/features/feed/components/post-card';
import { CommentThread } from '@/features/feed/components/comment-thread';
import { MemberPicker } from '@/features/feed/components/member-picker';
import { ReactionBar } from '@/features/feed/components/reaction-bar';
import { responseFailure } from '@/features/feed/components/post-responses';
import { commentCountLabel, summarizeReactions } from '@/features/feed/model/responses';
import { FIXED_NOW, demoMembers, demoPhotos, hoursAgo, makePost, memberAt, minutesAgo } from '../../mocks/post-fixtures';
import { withFeedColumn } from './feed-frame';

// Reactions and comments under a moment, drawn from the card's parts with fixed data.
const post = makePost({ id: 'post_picnic', type: 'photo', content: 'Picnic by the lake', imageUrls: demoPhotos(2), timestamp: hoursAgo(FIXED_NOW, 3) }, memberAt(0));
const [asha, ravi, mia, leo] = demoMembers as [typeof demoMembers[0], typeof demoMembers[0], typeof demoMembers[0], typeof demoMembers[0]];
const reaction = (memberId: string, emoji: ReactionEmoji, i: number): Reaction => ({ id: `r${i}`, postId: post.id, memberId, emoji, timestamp: minutesAgo(FIXED_NOW, 60 - i) });
const comment = (memberId: string, text: string, minutes: number, i: number): Comment => ({ id: `c${i}`, postId: post.id, memberId, text, timestamp: minutesAgo(FIXED_NOW, minutes) });

const SEVERAL: Reaction[] = [reaction(asha.id, '❤️', 1), reaction(ravi.id, '❤️', 2), reaction(mia.id, '❤️', 3), reaction(leo.id, '😂', 4), reaction(ravi.id, '🥹', 5), reaction('member_gone', '👏', 6)];
const THREAD: Comment[] = [
  comment(ravi.id, 'Best picnic ever 🧺', 50, 1),
  comment(mia.id, '¡Qué bonito! Can we go again on Sunday?', 30, 2),
  comment(asha.id, 'Merci ! Yes, Sunday it is 🌞', 10, 3),
];

type DemoProps = {
  reactions?: Reaction[];
  comments?: Comment[];
  actingMemberId?: string | null;
  picking?: boolean;
  showWho?: ReactionEmoji | null;
  threadOpen?: boolean;
  thread?: Partial<React.ComponentProps<typeof CommentThread>>;
};

function ResponsesDemo({ reactions = [], comments = [], actingMemberId = asha.id, picking = false, showWho = null, threadOpen = false, thread = {} }: DemoProps) {
  const [acting, setActing] = useState<string | null>(actingMemberId);
  return (
    <PostCard post={{ ...post, likes: reactions.length, comments: comments.length }} now={FIXED_NOW}>
      <div className="flex flex-col gap-3 border-t border-border pt-3">
        <ReactionBar summaries={summarizeReactions(reactions, demoMembers, acting)} onToggle={fn()} defaultShowWho={showWho} />
        {picking ? <MemberPicker question="Who is reacting?" members={demoMembers} value={null} onPick={fn()} /> : null}
        <p className="text-sm font-bold">
          <span aria-hidden="true">💬</span> {commentCountLabel(comments.length)}
        </p>
        {threadOpen ? (
          <CommentThread
            comments={comments}
            members={demoMembers}
            actingMemberId={acting}
            onPickMember={setActing}
            now={FIXED_NOW}
            onAdd={fn(async () => undefined)}
            onEdit={fn(async () => undefined)}
            onDelete={fn(async () => undefined)}
            {...thread}
          />
        ) : null}
      </div>
    </PostCard>
  );
}

const meta = {
  title: 'Feed/PostResponses',
  component: ResponsesDemo,
  decorators: [withFeedColumn],
} satisfies Meta<typeof ResponsesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** XS-20: no reactions yet, every toggle off. */
export const NoReactions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'React with heart, 0 reactions' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** XS-21: several reactions, Asha's own pressed; a former member's counts too. */
export const SeveralReactions: Story = {
  args: { reactions: SEVERAL },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'React with heart, 3 reactions' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** XS-22: who reacted, in their colours; a deleted member shows as "Family member". */
export const WhoReacted: Story = {
  args: { reactions: SEVERAL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'React with clapping, 1 reaction' }));
    await expect(canvas.getByText('Family member')).toBeVisible();
  },
};

/** XS-23: the first reaction on a shared device asks who is reacting. */
export const WhoIsReacting: Story = {
  args: { reactions: SEVERAL.slice(0, 2), actingMemberId: null, picking: true },
};

/** XS-24: an open thread with no comments yet, and the box to write one. */
export const ThreadEmpty: Story = { args: { threadOpen: true } };

/** XS-25: three comments, oldest first, with avatars and relative times. */
export const ThreadSeveral: Story = { args: { threadOpen: true, comments: THREAD, reactions: SEVERAL, thread: { initialExpanded: true } } };

/** XS-26: a long thread shows the newest two and "Show all". */
export const ThreadLongCollapsed: Story = {
  args: { threadOpen: true, comments: [comment(leo.id, 'First!', 58, 0), comment(leo.id, 'Save me a sandwich', 55, 4), ...THREAD] },
};

/** XS-27: the author edits their comment. */
export const ThreadEditing: Story = { args: { threadOpen: true, comments: THREAD, thread: { initialEditingId: 'c3' } } };

/** XS-28: the author is asked before their comment is deleted. */
export const ThreadDeleting: Story = { args: { threadOpen: true, comments: THREAD, thread: { initialDeletingId: 'c3' } } };

/** XS-29: a comment that breaks the rules is refused with the posts' message; the text stays. */
export const ThreadValidationError: Story = {
  args: { threadOpen: true, comments: THREAD },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Comment as Asha'), 'this is crap');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(canvas.getByText('Please keep your content family-friendly')).toBeVisible();
  },
};

/** XS-30: the device is full: the storage message is shown and the typed comment is kept. */
export const ThreadSaveFailure: Story = {
  args: {
    threadOpen: true,
    comments: THREAD,
    thread: {
      onAdd: async () => {
        throw new Error(responseFailure(new DOMException('The quota has been exceeded.', 'QuotaExceededError'), 'save-comment'));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Comment as Asha'), 'See you Sunday');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(canvas.getByText(/out of storage space/)).toBeVisible();
    await expect(canvas.getByLabelText('Comment as Asha')).toHaveValue('See you Sunday');
  },
};
