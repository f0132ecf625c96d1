import type * as React from 'react';
import { Music } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Song } from '@/features/singing-game/data/song';

export type SongCardProps = React.ComponentProps<'article'> & {
  song: Song;
  /** Heading level of the song title within the screen. */
  titleAs?: 'h3' | 'h4';
};

/** A song card shows title, artist, movie and decade. */
export function SongCard({ song, titleAs: Title = 'h3', className, ...props }: SongCardProps) {
  return (
    <article
      data-testid="song-card"
      className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm', className)}
      {...props}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <Music className="size-6" />
        </span>
        <Title className="min-w-0 pt-2 text-2xl font-extrabold leading-tight break-words">{song.title}</Title>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="font-bold text-muted-foreground">Artist</dt>
        <dd>{song.artist}</dd>
        <dt className="font-bold text-muted-foreground">Movie</dt>
        <dd>{song.movie}</dd>
        <dt className="font-bold text-muted-foreground">Decade</dt>
        <dd>{song.decade}</dd>
      </dl>
    </article>
  );
}
