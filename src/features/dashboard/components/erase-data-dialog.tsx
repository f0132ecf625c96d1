import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/text-field';
import type { EraseScope } from '@/data/sync/erase';

/** The erase button is enabled only when the typed text is exactly this. */
export const ERASE_CONFIRMATION = 'delete';
/** Shown when the family submits without typing it. */
export const ERASE_NOT_CONFIRMED = "Please type 'delete' to confirm data erasure.";

export type EraseDataDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the exact confirmation text is typed and the family confirms. */
  onErase: (scope: EraseScope) => void;
  /** A synced device asks whether the erase is for this device or the whole family. */
  synced?: boolean;
  busy?: boolean;
};

/**
 * Erase (docs/product.md#erase): a confirmation whose button is enabled only for exactly 'delete'
 * (so 'Delete' or 'delete ' stay disabled). Pressing Enter with anything else says what to type.
 * Phones would capitalise the first letter and turn the text into 'Delete', so auto-capitalise and
 * auto-correct are off.
 */
export function EraseDataDialog({ open, onOpenChange, onErase, busy = false, synced = false }: EraseDataDialogProps) {
  const [text, setText] = useState('');
  const [scope, setScope] = useState<EraseScope>('device');
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
    onErase(synced ? scope : 'device');
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
        {synced ? <EraseScopeChoice scope={scope} onChange={setScope} disabled={busy} /> : null}
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

const SCOPES: { value: EraseScope; label: string; hint: string }[] = [
  { value: 'device', label: 'Remove from this device only', hint: 'Your family keeps everything on their devices.' },
  { value: 'family', label: 'Delete for the whole family', hint: 'Every device of the family deletes it too.' },
];

function EraseScopeChoice({ scope, onChange, disabled }: { scope: EraseScope; onChange: (scope: EraseScope) => void; disabled: boolean }) {
  return (
    <fieldset className="mb-3 flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-bold">This device is synced with your family</legend>
      {SCOPES.map((option) => (
        <div key={option.value} className="rounded-lg border border-border px-3 py-2 text-sm">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="radio" name="erase-scope" checked={scope === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
          <p className="pl-7 text-muted-foreground">{option.hint}</p>
        </div>
      ))}
    </fieldset>
  );
}
