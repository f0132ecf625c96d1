import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import type { Song } from '@/features/singing-game/data/song';
import { formatTimer } from '@/features/singing-game/model/timer';

export type FantasticDialogProps = {
  open: boolean;
  /** The dialog always closes into a new letter (letter mode) or song (song mode). */
  onNext: () => void;
} & (
  | { mode: 'letter'; letter: string; /** Seconds it took to find the song. */ elapsed: number }
  | { mode: 'song'; song: Song }
);

/** 'Fantastic!' after 'We Found One!', offering 'Try Another Letter!'. */
export function FantasticDialog(props: FantasticDialogProps) {
  const { open, onNext } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onNext();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <div aria-hidden="true" className="text-center text-6xl">
          🎉
        </div>
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle className="text-3xl">Fantastic!</DialogTitle>
          <DialogDescription>
            {props.mode === 'letter'
              ? `You found a song for “${props.letter}” in ${formatTimer(props.elapsed)}. Now sing it together, and let everyone join in on the chorus!`
              : `You sang “${props.song.title}” together. Every song you share becomes part of your family's soundtrack!`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button size="lg" onClick={onNext}>
            {props.mode === 'letter' ? 'Try Another Letter!' : 'Try Another Song!'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
