import { useDeferredValue } from 'react';
import type { Post } from '@/data/types';
import { cn } from '@/lib/cn';
import { PostCard } from '@/features/feed/components/post-card';
import { useNow } from '@/lib/use-now';
import { useFamily } from '@/features/family/api/use-family';
import { useReactions } from '@/features/feed/api/use-reactions';
import { PostResponses } from '@/features/feed/components/post-responses';

export type PostListProps = {
  posts: readonly Post[];
  /** Names the list for screen readers, e.g. 'Family moments'. */
  'aria-label'?: string;
  headingAs?: 'h2' | 'h3' | 'h4';
  className?: string;
  /** Reactions and comments under each card (default); off for a sample post that is not stored. */
  responses?: boolean;
};

/**
 * How many cards a phone's first screen can show. A list renders these first and the rest in a
 * deferred pass right after they are on screen: on a slow phone the list used to appear only once
 * every card of the page (15 in Memories) had rendered.
 */
const FIRST_SCREEN_POSTS = 3;

/** Posts in the order given (newest first from the data layer), one PostCard each. */
export function PostList({ posts: allPosts, headingAs, className, responses: withResponses = true, 'aria-label': ariaLabel }: PostListProps) {
  // The first render shows a first screenful; React renders the whole list next, in the background.
  const posts = useDeferredValue(allPosts, allPosts.slice(0, FIRST_SCREEN_POSTS));
  // Screen readers (and tests) hear that more cards are coming.
  const complete = posts === allPosts;
  // Read again every minute, so relative times stay true while the page is open.
  const now = useNow();
  const family = useFamily();
  // One index read for the reactions of every card on screen.
  const reactions = useReactions(withResponses ? allPosts.map((post) => post.id) : []);
  const members = family.data?.members ?? [];
  return (
    <ul data-slot="post-list" aria-label={ariaLabel} aria-busy={complete ? undefined : true} className={cn('flex flex-col gap-4', className)}>
      {posts.map((post) => {
        // The card and its full-screen photos show the same reactions; each keeps its own thread open.
        const responses = (placement: 'card' | 'viewer') =>
          family.data && withResponses ? (
            <PostResponses
              post={post}
              reactions={reactions.data?.filter((r) => r.postId === post.id) ?? []}
              members={members}
              now={now}
              placement={placement}
            />
          ) : undefined;
        return (
          <li key={post.id}>
            <PostCard post={post} now={now} headingAs={headingAs} viewerResponses={responses('viewer')}>
              {responses('card')}
            </PostCard>
          </li>
        );
      })}
    </ul>
  );
}
