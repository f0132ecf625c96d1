import { useState } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { TextField } from '@/ui/text-field';

export type RecoverState = { step: 'enter'; error?: string } | { step: 'recovering' } | { step: 'done' };

export type RecoverViewProps = { state: RecoverState; onRecover: (code: string) => void; onHome: () => void };

/** /recover: a new device opens the family with its recovery code. */
export function RecoverView({ state, onRecover, onHome }: RecoverViewProps) {
  const [code, setCode] = useState('');
  return (
    <Card className="mx-auto max-w-lg" data-slot="recover">
      <CardHeader>
        <CardTitle as="h2">Recover your family</CardTitle>
        <CardDescription>Type the recovery code you saved. This device joins your family and downloads every moment.</CardDescription>
      </CardHeader>
      {state.step === 'done' ? (
        <>
          <AlertBanner tone="info" role="status" title="Your family is back">
            Every moment was downloaded to this device.
          </AlertBanner>
          <Button className="self-start" onClick={onHome}>
            Open your family
          </Button>
        </>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onRecover(code);
          }}
        >
          <TextField label="Recovery code" value={code} autoComplete="off" spellCheck={false} hint="8 groups of 4 letters and digits, like 7K2M-…" error={state.step === 'enter' ? state.error : undefined} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit" className="self-start" loading={state.step === 'recovering'}>
            Recover
          </Button>
        </form>
      )}
    </Card>
  );
}
