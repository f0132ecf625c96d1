import { Printer } from 'lucide-react';
import type { RecoveryOverview } from '@/data/sync/devices';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { recoveryMadeText, type RecoveryNoticeText } from '@/features/sync/model/device-text';

export type RecoveryKitState =
  | { step: 'offer'; current: RecoveryOverview['current'] }
  | { step: 'show'; code: string }
  | { step: 'saved'; createdAt: string }
  | { step: 'skipped' };

/** News about the code: it stopped working (a device was removed), or another device replaced it. */
export type RecoveryNotice = RecoveryNoticeText;

export type RecoveryKitViewProps = {
  state: RecoveryKitState;
  notice?: RecoveryNotice | null;
  busy: boolean;
  error: string | null;
  onMake: () => void;
  onPrint: () => void;
  onSaved: () => void;
  onSkip: () => void;
  /** The family has read that another device replaced the code. */
  onAcknowledge?: () => void;
};

const warning = 'Without a recovery code and without any of your devices, nobody can read your family’s data on the server: not you, not Hearth.';
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** The recovery kit: offered with its warning, who made the current code, news about it, the code shown once, print, "I saved it". */
export function RecoveryKitView({ state, notice = null, busy, error, ...on }: RecoveryKitViewProps) {
  const current = state.step === 'offer' ? state.current : null;
  const retired = notice?.kind === 'retired';
  // No code at all: it is offered with what skipping it means.
  const none = state.step === 'offer' && !current;
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
          {state.step === 'offer' && notice?.kind === 'retired' ? (
            <AlertBanner tone="warning" title="Make a new recovery code" data-slot="recovery-notice">
              {notice.text}
            </AlertBanner>
          ) : null}
          {state.step === 'offer' && notice?.kind === 'replaced' ? (
            <AlertBanner
              tone="info"
              title="Your recovery code was replaced"
              data-slot="recovery-notice"
              action={
                on.onAcknowledge ? (
                  <Button variant="outline" size="sm" onClick={on.onAcknowledge}>
                    Got it
                  </Button>
                ) : null
              }
            >
              {notice.text}
            </AlertBanner>
          ) : null}
          {state.step === 'saved' ? (
            <p role="status" className="text-sm">
              Recovery code saved on {new Date(state.createdAt).toLocaleDateString()}. It lets a new device open your family if every device is lost.
            </p>
          ) : current ? (
            <p className="text-sm">{recoveryMadeText(current, day(current.createdAt))}</p>
          ) : retired ? null : (
            <p className="text-sm">If every device is lost, a recovery code lets a new one open your family again.</p>
          )}
          {state.step === 'skipped' || none ? <p className="text-sm font-semibold">{warning}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant={none ? 'primary' : 'outline'} loading={busy} onClick={on.onMake}>
              {none && !retired ? 'Make a recovery code' : 'Make a new recovery code'}
            </Button>
            {none && !retired ? (
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
