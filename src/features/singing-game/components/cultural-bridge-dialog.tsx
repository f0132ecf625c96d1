import { ExternalLink } from 'lucide-react';
import { Button, buttonVariants } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import type { Song } from '@/features/singing-game/data/song';
import { musicSearchUrl } from '@/features/singing-game/model/search-url';

export type CulturalBridgeDialogProps = {
  song: Song;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTryDifferentSong: () => void;
  /** False when no other song can take this one's place (the button is then disabled and says why). */
  canTryDifferentSong: boolean;
};

/**
 * The song's cultural context, a music search for its youtubeQuery
 * in a new tab, 'Ready to Sing!' and 'Try Different Song'.
 */
export function CulturalBridgeDialog({
  song,
  open,
  onOpenChange,
  onTryDifferentSong,
  canTryDifferentSong,
}: CulturalBridgeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cultural Bridge</DialogTitle>
          <DialogDescription>A little about the song before you sing it together.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="cultural-bridge-song" className="flex flex-col gap-2 rounded-xl bg-muted p-4" aria-live="polite">
          <h3 id="cultural-bridge-song" className="text-xl font-extrabold leading-tight">
            {song.title}
          </h3>
          <p className="text-sm font-bold text-muted-foreground">
            {song.movie} · {song.decade} · {song.artist}
          </p>
          <p className="text-base">{song.culturalContext}</p>
        </section>
        <a
          href={musicSearchUrl(song.youtubeQuery)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
        >
          <ExternalLink aria-hidden="true" />
          Listen to “{song.title}”
          <span className="sr-only"> (opens a music search in a new tab)</span>
        </a>
        {canTryDifferentSong ? null : (
          <p className="text-sm text-muted-foreground">This is the only song we have for this letter so far.</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onTryDifferentSong} disabled={!canTryDifferentSong}>
            Try Different Song
          </Button>
          <Button onClick={() => onOpenChange(false)}>Ready to Sing!</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
