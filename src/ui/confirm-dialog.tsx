import type * as React from 'react';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called when the confirm button is pressed. The dialog stays open: the caller closes it (through
   * `onOpenChange(false)` / its `open` state) when the work is done, and can show `busy` meanwhile.
   */
  onConfirm: () => void;
  /** 'danger' paints the confirm button red for destructive actions (erase, delete). */
  tone?: 'default' | 'danger';
  confirmDisabled?: boolean;
  /** Work under way: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Extra content between the description and the buttons (e.g. a "type ERASE" field). */
  children?: React.ReactNode;
};

/** A question that needs an answer before continuing: Cancel or the named action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'default',
  confirmDisabled = false,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const handleOpenChange = (next: boolean) => {
    // While the action runs, Escape, the overlay and Cancel must not hide its outcome.
    if (busy && !next) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent data-slot="confirm-dialog" role="alertdialog" hideClose>
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={confirmDisabled}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
