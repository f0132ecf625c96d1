import { createRoot } from 'react-dom/client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

export type AlertNoticeOptions = {
  /** Heading of the dialog (its accessible name). */
  title: string;
  /** The exact message (its accessible description). */
  message: string;
  confirmLabel?: string;
  /** With a cancel label the notice asks a question: confirm or cancel (openConfirmNotice). */
  cancelLabel?: string;
  /** Lines shown under the message (e.g. why records are left out). */
  details?: readonly string[];
};

type AlertNoticeProps = AlertNoticeOptions & { open: boolean; onClose: (confirmed: boolean) => void };

/** An alert of the product (docs/product.md#exact-texts), as an in-page alert dialog: the message and one OK button (or a question with Cancel). */
export function AlertNotice({ open, title, message, confirmLabel = 'OK', cancelLabel, details, onClose }: AlertNoticeProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose(false))}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-foreground">{message}</DialogDescription>
        </DialogHeader>
        {details && details.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          {cancelLabel ? (
            <Button variant="outline" onClick={() => onClose(false)}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button onClick={() => onClose(true)}>{confirmLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Shows an AlertNotice in its own React root and resolves once the person has pressed OK (or
 * Escape). Like window.alert, it outlives the screen that opened it: a restored backup changes the
 * family data, and the screen behind the dialog may be replaced (onboarding by the home screen)
 * before the family has read the message and the page reloads.
 */
export function openAlertNotice(options: AlertNoticeOptions): Promise<void> {
  return openConfirmNotice(options).then(() => undefined);
}

/** Like openAlertNotice, resolving true for the confirm button, false for Cancel or Escape. */
export function openConfirmNotice(options: AlertNoticeOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    container.dataset.slot = 'alert-notice-root';
    document.body.appendChild(container);
    const root = createRoot(container);
    let closed = false;
    const close = (confirmed: boolean) => {
      if (closed) return;
      closed = true;
      // Unmount after the click has finished being handled by the root being removed.
      setTimeout(() => {
        root.unmount();
        container.remove();
        resolve(confirmed);
      }, 0);
    };
    root.render(<AlertNotice {...options} open onClose={close} />);
  });
}
