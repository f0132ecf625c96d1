import { ConfirmDialog } from '@/ui/confirm-dialog';

export type CompleteConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Yes, complete!': the caller closes this dialog and opens the share dialog. */
  onConfirm: () => void;
};

/** 'Ready to complete?' with 'Not yet' and 'Yes, complete!'. */
export function CompleteConfirmDialog({ open, onOpenChange, onConfirm }: CompleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ready to complete?"
      description="Share how your family's moment went to complete today's moment."
      cancelLabel="Not yet"
      confirmLabel="Yes, complete!"
      onConfirm={onConfirm}
    />
  );
}
