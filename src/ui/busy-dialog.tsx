import { useState } from 'react';
import type * as React from 'react';
import { Dialog, DialogContent, type DialogContentProps } from '@/ui/dialog';

export type BusyDialogControls = {
  /** Work under way (a save): the dialog cannot be closed until it is reported done. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Closes the dialog (the caller's onOpenChange(false)). */
  close: () => void;
};

export type BusyDialogProps = Omit<DialogContentProps, 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's content; it lives while the dialog is open, so closing resets it. */
  children: (controls: BusyDialogControls) => React.ReactNode;
};

/**
 * A dialog that Escape, a click outside or the close button cannot close while its content is busy:
 * a save under way finishes (or fails) in front of the family, so its outcome is seen.
 */
export function BusyDialog({ open, onOpenChange, children, ...contentProps }: BusyDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
    >
      <DialogContent {...contentProps}>{children({ busy, setBusy, close: () => onOpenChange(false) })}</DialogContent>
    </Dialog>
  );
}
