import { forwardRef, useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { PostList } from '@/features/feed/components/post-list';
import { useServices } from '@/lib/services';
import { useFeedPreview } from '../api/use-feed-preview';
import { welcomePost } from './welcome-post';

/**
 * The home's feed (docs/product.md#feed-preview): the latest 5 posts and 'View all memories'; the three-step guide
 * while the feed is empty; the sample welcome post when posts cannot be read. The heading
 * takes focus for 'Continue to Family Feed' (hence the forwarded ref).
 */
export const FeedPreview = forwardRef<HTMLHeadingElement>(function FeedPreview(_props, headingRef) {
  const { clock } = useServices();
  const headingId = useId();
  const posts = useFeedPreview();
  const hasPosts = (posts.data?.length ?? 0) > 0;

  return (
    <section aria-labelledby={headingId} data-testid="feed-preview" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold outline-none">
          Family Feed
        </h2>
        {hasPosts ? (
          <Button asChild variant="link">
            <Link to="/family/feeds">
              View all memories <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
      {posts.isPending ? (
        <div className="flex flex-col gap-4" data-testid="feed-loading">
          <Spinner label="Loading your family's moments..." />
          {[0, 1].map((i) => (
            <Card key={i} className="gap-3">
              <div className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 w-32" />
              </div>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </Card>
          ))}
        </div>
      ) : posts.isError ? (
        // The sample is not stored: nothing to react to or comment on.
        <PostList posts={[welcomePost(clock.now())]} responses={false} aria-label="Welcome to your family feed" headingAs="h3" />
      ) : hasPosts ? (
        <PostList posts={posts.data ?? []} aria-label="Latest family moments" headingAs="h3" />
      ) : (
        <EmptyFeedGuide />
      )}
    </section>
  );
});

const GUIDE_STEPS = [
  { emoji: '✨', title: "Start today's family moment", text: 'Open the daily moment and press Start Family Moment.' },
  { emoji: '👨‍👩‍👧', title: 'Do it together', text: 'Gather everyone for two or three minutes and follow the steps.' },
  { emoji: '📸', title: 'Share it here', text: 'Share a few words, a photo, a mood or a thank-you with your family.' },
] as const;

/** The empty feed shows a three-step guide. */
function EmptyFeedGuide() {
  const titleId = useId();
  return (
    <Card variant="flat" aria-labelledby={titleId} data-testid="feed-empty" className="items-center border-dashed text-center">
      <p aria-hidden="true" className="text-5xl">
        🏡
      </p>
      <h3 id={titleId} className="text-xl font-extrabold">
        Your family feed is waiting for its first moment
      </h3>
      <ol className="flex w-full flex-col gap-3 text-left">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.title} className="flex items-start gap-3 rounded-xl bg-muted p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-extrabold text-primary-foreground">
              {index + 1}
            </span>
            <span className="flex flex-col">
              <span className="font-bold">
                {step.title} <span aria-hidden="true">{step.emoji}</span>
              </span>
              <span className="text-sm text-muted-foreground">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
