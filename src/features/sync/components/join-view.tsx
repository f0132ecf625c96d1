import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { DeviceUser } from '@/data/sync/join';
import type { InviteContents } from '@/data/sync/space';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { TextField } from '@/ui/text-field';

export type JoinState =
  | { step: 'opening' }
  | { step: 'problem'; message: string }
  | { step: 'wrong-family'; familyName: string }
  | { step: 'already-joined' }
  | { step: 'choose'; contents: InviteContents; error?: string }
  | { step: 'joining'; familyName: string; progress: number };

export type JoinViewProps = { state: JoinState; onJoin: (user: DeviceUser) => void; onHome: () => void };

/** The /join screen: the family decrypted on this device, "Who uses this device?", download progress. */
export function JoinView({ state, onJoin, onHome }: JoinViewProps) {
  return (
    <Card data-slot="join-family" className="mx-auto w-full max-w-lg p-6">
      {state.step === 'opening' ? <p role="status">Opening the invitation…</p> : null}
      {state.step === 'problem' ? (
        <AlertBanner tone="danger" role="alert" title="This invitation cannot be used">
          {state.message}
        </AlertBanner>
      ) : null}
      {state.step === 'wrong-family' ? (
        <AlertBanner tone="warning" role="alert" title="This device already has a family">
          This invitation is for {state.familyName ? `"${state.familyName}"` : 'another family'}, but this device holds a different
          family. Hearth never mixes two families: export a backup and erase this device first, or use another device.
        </AlertBanner>
      ) : null}
      {state.step === 'already-joined' ? <p role="status">This device is already part of this family.</p> : null}
      {state.step === 'wrong-family' || state.step === 'already-joined' ? (
        <Button className="self-start" onClick={onHome}>
          Open Hearth
        </Button>
      ) : null}
      {state.step === 'choose' ? <ChooseUser contents={state.contents} error={state.error} onJoin={onJoin} /> : null}
      {state.step === 'joining' ? (
        <div className="flex flex-col gap-3">
          <CardTitle as="h2">Joining {state.familyName}</CardTitle>
          <p className="text-sm">Downloading your family&apos;s moments…</p>
          <div role="progressbar" aria-label="Downloading your family's moments" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(state.progress * 100)} className="h-3 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${Math.round(state.progress * 100)}%` }} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function ChooseUser({ contents, error, onJoin }: { contents: InviteContents; error?: string; onJoin: (user: DeviceUser) => void }) {
  const [choice, setChoice] = useState<string>(contents.members[0]?.id ?? 'family');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const group = useId();
  const submit = () => {
    if (choice === 'new') {
      if (name.trim() === '') return setNameError('Write the name of the new member.');
      return onJoin({ kind: 'new', name });
    }
    onJoin(choice === 'family' ? { kind: 'family' } : { kind: 'member', memberId: choice });
  };
  const options = [
    ...contents.members.map((m) => ({ value: m.id, label: `${m.emoji} ${m.name}` })),
    { value: 'new', label: 'A new member' },
    { value: 'family', label: 'The whole family (a shared tablet)' },
  ];
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => (e.preventDefault(), submit())}>
      <CardHeader>
        <CardTitle as="h2">Join {contents.familyName}</CardTitle>
        <CardDescription>
          <Users aria-hidden="true" className="mr-1 inline size-4" />
          {contents.members.map((m) => m.name).join(', ') || 'No members yet'}
        </CardDescription>
      </CardHeader>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="Joining did not finish">
          {error}
        </AlertBanner>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-extrabold">Who uses this device?</legend>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3">
            <input type="radio" name={group} value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {choice === 'new' ? (
        <TextField label="Name of the new member" value={name} maxLength={50} error={nameError} onChange={(e) => (setName(e.target.value), setNameError(undefined))} />
      ) : null}
      <Button type="submit" className="self-start">
        Join the family
      </Button>
    </form>
  );
}
