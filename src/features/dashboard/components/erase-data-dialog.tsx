import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/text-field';

/** core spec §4: the erase button is enabled only when the typed text is exactly this. */
export const ERASE_CONFIRMATION = 'delete';
/** core spec §5: shown when the family submits without typing it. */
export const ERASE_NOT_CONFIRMED = "Please type 'delete' to confirm data erasure.";

export type EraseDataDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the exact confirmation text is typed and the family confirms. */
  onErase: () => void;
  busy?: boolean;
};

/**
 * core spec §4, §5 "Erase": a confirmation whose button is enabled only for exactly 'delete'
 * (so 'Delete' or 'delete ' stay disabled). Pressing Enter with anything else says what to type.
 * Phones would capitalise the first letter and turn the text into 'Delete', so auto-capitalise and
 * auto-correct are off.
 */
export function EraseDataDialog({ open, onOpenChange, onErase, busy = false }: EraseDataDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmed = text === ERASE_CONFIRMATION;

  const reset = () => {
    setText('');
    setError(null);
  };
  const submit = () => {
    if (!confirmed) {
      setError(ERASE_NOT_CONFIRMED);
      return;
    }
    onErase();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Erase all family data?"
      description="This removes every moment, photo, completed task, recipe and setting from this device. It cannot be undone. Export a backup first if you might want them back."
      confirmLabel="Erase All Data"
      tone="danger"
      confirmDisabled={!confirmed}
      busy={busy}
      onConfirm={submit}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) submit();
        }}
      >
        <TextField
          label={
            <>
              Type <strong>{ERASE_CONFIRMATION}</strong> to confirm
            </>
          }
          name="erase-confirmation"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          disabled={busy}
        />
      </form>
    </ConfirmDialog>
  );
}
