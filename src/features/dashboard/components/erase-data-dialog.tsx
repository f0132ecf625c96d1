import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/text-field';
import type { EraseScope } from '@/data/sync/erase';
import { eraseChoiceText, type EraseChoiceText, type SyncSituation } from '@/features/dashboard/model/erase-copies';

/** The erase button is enabled only when the typed text is exactly this. */
export const ERASE_CONFIRMATION = 'delete';
/** Shown when the family submits without typing it. */
export const ERASE_NOT_CONFIRMED = "Please type 'delete' to confirm data erasure.";

export type EraseDataDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the exact confirmation text is typed and the family confirms. */
  onErase: (scope: EraseScope) => void;
  /**
   * a synced device asks whether to also delete the family's copy on Hearth's
   * server, worded for its last device or with a warning that the others lose sync.
   */
  sync?: SyncSituation;
  /** The server is being asked which of the family's devices still sync. */
  checkingDevices?: boolean;
  busy?: boolean;
};

/**
 * Erase (docs/product.md#erase): a confirmation whose button is enabled only for exactly 'delete'
 * (so 'Delete' or 'delete ' stay disabled). Pressing Enter with anything else says what to type.
 * Phones would capitalise the first letter and turn the text into 'Delete', so auto-capitalise and
 * auto-correct are off.
 */
export function EraseDataDialog({
  open,
  onOpenChange,
  onErase,
  busy = false,
  sync = { kind: 'not-synced' },
  checkingDevices = false,
}: EraseDataDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setScope] = useState<EraseScope>('device');
  const [error, setError] = useState<string | null>(null);
  const confirmed = text === ERASE_CONFIRMATION;
  const choice = sync.kind === 'synced' ? eraseChoiceText(sync, checkingDevices) : null;
  // A choice the server cannot carry out now falls back to this device only.
  const scope: EraseScope = choice && !choice.serverDisabled ? chosen : 'device';

  const reset = () => {
    setText('');
    setError(null);
    setScope('device');
  };
  const submit = () => {
    if (!confirmed) {
      setError(ERASE_NOT_CONFIRMED);
      return;
    }
    onErase(scope);
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
        {choice ? <EraseScopeChoice scope={scope} text={choice} onChange={setScope} disabled={busy} /> : null}
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

function EraseScopeChoice({
  scope,
  text,
  onChange,
  disabled,
}: {
  scope: EraseScope;
  text: EraseChoiceText;
  onChange: (scope: EraseScope) => void;
  disabled: boolean;
}) {
  const options: { value: EraseScope; label: string; hint: string; warns: boolean; unavailable: boolean }[] = [
    { value: 'device', label: 'Remove from this device only', hint: text.deviceOnly, warns: false, unavailable: false },
    { value: 'server', label: 'Also delete the family’s copy on Hearth’s server', hint: text.server, warns: text.serverWarns, unavailable: text.serverDisabled },
  ];
  return (
    <fieldset className="mb-3 flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-bold">This device is synced with your family</legend>
      {options.map((option) => (
        <div key={option.value} className="rounded-lg border border-border px-3 py-2 text-sm">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="radio"
              name="erase-scope"
              checked={scope === option.value}
              disabled={option.unavailable}
              aria-describedby={`erase-scope-${option.value}-hint`}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
          <p
            id={`erase-scope-${option.value}-hint`}
            data-slot={option.warns ? 'erase-warning' : undefined}
            className={option.warns ? 'flex gap-2 pl-7 font-semibold text-danger' : 'pl-7 text-muted-foreground'}
          >
            {option.warns ? <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
            <span>{option.hint}</span>
          </p>
        </div>
      ))}
    </fieldset>
  );
}
