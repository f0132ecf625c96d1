import type * as React from 'react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

export type MessageDialogProps = {
  open: boolean;
  title: React.ReactNode;
  /** The message itself (the exact alert text). */
  message: React.ReactNode;
  /** Lines under the message, e.g. the records an export left out. */
  details?: readonly string[];
  /** A second line under the message (what an erase left elsewhere; what the export file is). */
  note?: React.ReactNode;
  /** OK, Escape or the overlay: the message has been read. */
  onClose: () => void;
};

/**
 * The product's alerts as an in-page alert dialog with a single OK, instead of
 * window.alert: styled like the app, announced to screen readers, and testable.
 */
export function MessageDialog({ open, title, message, details = [], note, onClose }: MessageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent role="alertdialog" hideClose data-slot="message-dialog">
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        {note ? (
          <p data-slot="message-note" className="text-sm text-foreground">
            {note}
          </p>
        ) : null}
        {details.length > 0 ? (
          <ul data-testid="message-details" className="list-disc space-y-1 pl-5 text-sm text-foreground">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>OK</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
