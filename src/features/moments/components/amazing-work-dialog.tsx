import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

export type AmazingWorkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Shown by 'Invite Others' once the family has shared all 4 moments today. */
export function AmazingWorkDialog({ open, onOpenChange }: AmazingWorkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="amazing-work-dialog">
        <p aria-hidden="true" className="text-center text-5xl">
          🎉
        </p>
        <DialogHeader className="pr-0 text-center">
          <DialogTitle>Amazing Work!</DialogTitle>
          <DialogDescription>Your family shared all 4 moments today! New moments will be available tomorrow.</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button onClick={() => onOpenChange(false)}>Ready to begin?</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
