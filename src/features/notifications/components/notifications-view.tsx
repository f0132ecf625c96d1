import { Bell, BellOff } from 'lucide-react';
import { useId } from 'react';
import type { PreviewChoice } from '@/data/notifications/text';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { textControlClassName } from '@/ui/text-field';
import type { NotificationChoices } from '@/features/notifications/api/use-notifications';
import { timeOrNull, type NotificationState } from '@/features/notifications/model/notification-state';

export type NotificationsViewProps = {
  state: NotificationState;
  choices: NotificationChoices | null;
  /** The member this device is used by, or null for the whole family (no "my moments"). */
  memberName: string | null;
  busy: boolean;
  error: string | null;
  onTurnOn: () => void;
  onTurnOff: () => void;
  onChange: (choices: NotificationChoices) => void;
};

const PREVIEWS: { value: PreviewChoice; label: string; example: string }[] = [
  { value: 'full', label: 'The whole preview', example: '“Ravi shared a photo: At the beach”' },
  { value: 'name', label: 'The name only', example: '“Ravi shared a moment”' },
  { value: 'none', label: 'Nothing', example: '“Something new in your family space”' },
];

const DEFAULT_REMINDER = '19:00';
const DEFAULT_QUIET = { start: '21:00', end: '07:00' };

/** The sync card's notifications section (docs/product.md#notifications): one device's choices. */
export function NotificationsView(props: NotificationsViewProps) {
  const { state, error } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="notifications" className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-extrabold">
        {state === 'on' ? <Bell aria-hidden="true" className="size-5" /> : <BellOff aria-hidden="true" className="size-5" />}
        Notifications on this device
      </h3>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="That did not work">
          {error}
        </AlertBanner>
      ) : null}
      <StateBody {...props} />
    </section>
  );
}

function StateBody(props: NotificationsViewProps) {
  switch (props.state) {
    case 'unsupported':
      return <p className="text-sm">This browser cannot show notifications from Hearth. A recent Chrome, Edge, Firefox or Safari can.</p>;
    case 'needs-home-screen':
      return (
        <div className="flex flex-col gap-2 text-sm">
          <p>On iPhone and iPad, notifications come only to Hearth added to the Home Screen.</p>
          <ol className="list-decimal pl-5">
            <li>In Safari, tap the Share button.</li>
            <li>Choose “Add to Home Screen”, then “Add”.</li>
            <li>Open Hearth from its new icon and turn notifications on here.</li>
          </ol>
        </div>
      );
    case 'blocked':
      return (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            <strong>Blocked.</strong> This browser was told not to show Hearth’s notifications, and only its settings can allow them again:
          </p>
          <ul className="list-disc pl-5">
            <li>On a computer or Android: tap the icon left of the address, open the site’s settings and set Notifications to Allow.</li>
            <li>On iPhone or iPad: open Settings, then Notifications, then Hearth, and turn on Allow Notifications.</li>
          </ul>
          <p>Then come back to this page.</p>
        </div>
      );
    case 'off':
    case 'asking':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            Be told when the family shares a moment, and get a daily reminder. What a notification says is sealed on the sharing device: Hearth’s server
            cannot read it.
          </p>
          {props.state === 'asking' ? (
            <p role="status" className="text-sm font-bold">
              Choose “Allow” in your browser’s question.
            </p>
          ) : null}
          <Button className="self-start" loading={props.busy || props.state === 'asking'} onClick={props.onTurnOn}>
            {props.busy || props.state === 'asking' ? null : <Bell aria-hidden="true" />}
            Turn on notifications
          </Button>
        </div>
      );
    case 'on':
      return props.choices ? <Choices {...props} choices={props.choices} /> : null;
  }
}

function Check({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5 accent-primary" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function TimeInput({ label, value, disabled, onChange }: { label: string; value: string; disabled?: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        type="time"
        required
        className={`${textControlClassName} w-32`}
        value={value}
        disabled={disabled}
        // An emptied field keeps the last time: a reminder is never set to nothing by accident.
        onChange={(event) => {
          const time = timeOrNull(event.target.value);
          if (time) onChange(time);
        }}
      />
    </span>
  );
}

function Choices({ choices, memberName, busy, onChange, onTurnOff }: NotificationsViewProps & { choices: NotificationChoices }) {
  const previewName = useId();
  const set = (patch: Partial<NotificationChoices>) => onChange({ ...choices, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-bold">
        On. This device is told about:
      </p>
      <fieldset className="flex flex-col">
        <legend className="sr-only">What to be told about</legend>
        <Check label="New moments from the family" checked={choices.moments} onChange={(moments) => set({ moments })} />
        {memberName ? (
          <Check label={`Reactions and comments on ${memberName}’s moments`} checked={choices.responses} onChange={(responses) => set({ responses })} />
        ) : null}
        <Check label="A daily reminder, at this device’s time" checked={choices.reminder !== null} onChange={(on) => set({ reminder: on ? DEFAULT_REMINDER : null })} />
        {choices.reminder !== null ? (
          <div className="pb-2 pl-7">
            <TimeInput label="At" value={choices.reminder} onChange={(reminder) => set({ reminder })} />
          </div>
        ) : null}
        <Check label="Quiet hours" checked={choices.quiet !== null} onChange={(on) => set({ quiet: on ? DEFAULT_QUIET : null })} />
        {choices.quiet !== null ? (
          <div className="flex flex-wrap gap-3 pb-2 pl-7">
            <TimeInput label="From" value={choices.quiet.start} onChange={(start) => set({ quiet: { start, end: choices.quiet!.end } })} />
            <TimeInput label="Until" value={choices.quiet.end} onChange={(end) => set({ quiet: { start: choices.quiet!.start, end } })} />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-extrabold">What a notification shows</legend>
        {PREVIEWS.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 py-1">
            <input type="radio" name={previewName} value={option.value} checked={choices.preview === option.value} onChange={() => set({ preview: option.value })} />
            <span>
              {option.label} <span className="text-sm text-muted-foreground">{option.example}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button variant="secondary" className="self-start" loading={busy} onClick={onTurnOff}>
        Turn off notifications
      </Button>
    </div>
  );
}
