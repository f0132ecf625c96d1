import { Printer } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';

export type RecoveryKitState =
  | { step: 'offer'; createdAt: string | null }
  | { step: 'show'; code: string }
  | { step: 'saved'; createdAt: string }
  | { step: 'skipped' };

export type RecoveryKitViewProps = {
  state: RecoveryKitState;
  busy: boolean;
  error: string | null;
  onMake: () => void;
  onPrint: () => void;
  onSaved: () => void;
  onSkip: () => void;
};

const warning = 'Without a recovery code and without any of your devices, nobody can read your family’s data on the server: not you, not Hearth.';

/** The recovery kit (issue 25): offered with its warning, the code shown once, print, "I saved it". */
export function RecoveryKitView({ state, busy, error, ...on }: RecoveryKitViewProps) {
  return (
    <section aria-labelledby="recovery-kit-title" className="flex flex-col gap-3" data-slot="recovery-kit">
      <h3 id="recovery-kit-title" className="font-semibold">
        Recovery code
      </h3>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="That did not work">
          {error}
        </AlertBanner>
      ) : null}
      {state.step === 'show' ? (
        <>
          <p className="text-sm">Write this code down or print it, and keep it somewhere safe. Hearth shows it only once.</p>
          <p className="recovery-code rounded-md border border-border p-3 text-center font-mono text-lg tracking-wider" data-slot="recovery-code">
            {state.code}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={on.onPrint}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button onClick={on.onSaved}>I saved it</Button>
          </div>
        </>
      ) : (
        <>
          {state.step === 'saved' ? (
            <p role="status" className="text-sm">
              Recovery code saved on {new Date(state.createdAt).toLocaleDateString()}. It lets a new device open your family if every device is lost.
            </p>
          ) : state.step === 'offer' && state.createdAt ? (
            <p className="text-sm">You made a recovery code on {new Date(state.createdAt).toLocaleDateString()}. A new code stops the old one working.</p>
          ) : (
            <p className="text-sm">If every device is lost, a recovery code lets a new one open your family again.</p>
          )}
          {state.step === 'skipped' || (state.step === 'offer' && !state.createdAt) ? <p className="text-sm font-semibold">{warning}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant={state.step === 'offer' && !state.createdAt ? 'primary' : 'outline'} loading={busy} onClick={on.onMake}>
              {state.step === 'offer' && !state.createdAt ? 'Make a recovery code' : 'Make a new recovery code'}
            </Button>
            {state.step === 'offer' && !state.createdAt ? (
              <Button variant="ghost" onClick={on.onSkip}>
                Skip for now
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
