import { useId } from 'react';
import type * as React from 'react';
import type { Post } from '@/data/types';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { MemberAvatar } from '@/ui/member-avatar';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';
import {
  SHARE_TYPE_LABELS,
  formatFullTimestamp,
  postAuthor,
  postImages,
  postTask,
  storedText,
} from '@/features/feed/model/post-display';
import { PhotoGrid } from '@/features/feed/components/photo-grid';
import { VideoPlayer } from '@/features/feed/components/video-player';
import { VoicePlayer } from '@/features/feed/components/voice-player';

export type PostCardProps = {
  post: Post;
  /** The clock relative times are measured from; fixed in stories and tests. */
  now: Date;
  /** Heading level of the sharer's name within the page (default h3, under a section h2). */
  headingAs?: 'h2' | 'h3' | 'h4';
  className?: string;
  /** Reactions and comments, under the moment. */
  children?: React.ReactNode;
  /** Reactions and comments under a photo opened full screen (the same bar as `children`). */
  viewerResponses?: React.ReactNode;
};

/**
 * One family moment: who shared it (their colour and initials), when, the task it
 * came from (a daily moment or a recipe roulette session), and its content by type: words, photos,
 * a mood emoji, a gratitude note, a voice note or a video (played in place).
 */
export function PostCard({ post, now, headingAs: Heading = 'h3', className, children, viewerResponses }: PostCardProps) {
  const nameId = useId();
  const author = postAuthor(post);
  const task = postTask(post);
  const images = postImages(post);
  const content = storedText(post.content);
  const relative = formatRelativeTime(post.timestamp, now);

  return (
    <article data-slot="post-card" data-type={post.type} aria-labelledby={nameId} className={className}>
      <Card padding="md" className="gap-3">
        <header className="flex items-center gap-3">
          <MemberAvatar name={author.name} initials={author.initials} color={author.color} decorative />
          <div className="min-w-0 flex-1">
            <Heading id={nameId} className="truncate text-base font-extrabold">
              {author.name}
            </Heading>
            <p className="text-sm text-muted-foreground">
              <time dateTime={post.timestamp} title={formatFullTimestamp(post.timestamp)}>
                {relative}
              </time>
            </p>
          </div>
          <Badge variant={post.type === 'gratitude' ? 'secondary' : 'neutral'}>{SHARE_TYPE_LABELS[post.type]}</Badge>
        </header>

        {task ? (
          <p data-slot="post-task" className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
            {task.emoji ? (
              <span aria-hidden="true" className="text-lg leading-none">
                {task.emoji}
              </span>
            ) : null}
            <span className="min-w-0 break-words">{task.title}</span>
          </p>
        ) : null}

        <PostBody post={post} content={content} images={images} sharedBy={author.name} viewerResponses={viewerResponses} />
        {children}
      </Card>
    </article>
  );
}

function PostBody({
  post,
  content,
  images,
  sharedBy,
  viewerResponses,
}: {
  post: Post;
  content: string;
  images: string[];
  sharedBy: string;
  viewerResponses: React.ReactNode;
}) {
  const text = content ? <p className="whitespace-pre-line break-words text-base">{content}</p> : null;
  switch (post.type) {
    case 'mood':
      return (
        <div className="flex items-center gap-4">
          {post.mood ? (
            <p data-slot="post-mood" className="shrink-0">
              <span className="sr-only">Mood: </span>
              <span className="text-5xl leading-none">{post.mood}</span>
            </p>
          ) : null}
          {text}
        </div>
      );
    case 'gratitude':
      return (
        <figure
          data-slot="post-gratitude"
          className="flex flex-col gap-1 rounded-xl border-l-4 border-primary bg-secondary px-4 py-3 text-secondary-foreground"
        >
          <figcaption className="text-sm font-extrabold">
            <span aria-hidden="true">💛 </span>Grateful for
          </figcaption>
          <blockquote className={cn('whitespace-pre-line break-words text-lg font-semibold')}>{content}</blockquote>
        </figure>
      );
    case 'voice':
    case 'video': {
      // The caption comes first: it is the recording's words, read before the player.
      const Player = post.type === 'voice' ? VoicePlayer : VideoPlayer;
      return (
        <>
          {text}
          {post.media ? <Player postId={post.id} media={post.media} sharedBy={sharedBy} /> : null}
        </>
      );
    }
    case 'photo':
      return (
        <>
          {text}
          <PhotoGrid images={images} sharedBy={sharedBy} viewerFooter={viewerResponses} />
        </>
      );
    default:
      return (
        <>
          {text}
          {/* A text post carrying images (older data) still shows them. */}
          {images.length > 0 ? <PhotoGrid images={images} sharedBy={sharedBy} viewerFooter={viewerResponses} /> : null}
        </>
      );
  }
}
