import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useNotificationOffer, useNotifications } from '@/features/notifications/api/use-notifications';

export type NotificationOfferViewProps = {
  busy: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
};

/** The home's one gentle offer, after the first moment this synced device shares. */
export function NotificationOfferView({ busy, onTurnOn, onNotNow }: NotificationOfferViewProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-slot="notification-offer" variant="flat">
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Know when your family shares?
        </CardTitle>
        <CardDescription>
          This device can tell you when someone shares a moment, and remind you each day. Hearth’s server never reads what a notification says; you
          can change it any time in the dashboard’s sync card.
        </CardDescription>
      </CardHeader>
      <div className="flex flex-wrap gap-3">
        <Button loading={busy} onClick={onTurnOn}>
          {busy ? null : <Bell aria-hidden="true" />}
          Turn on notifications
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onNotNow}>
          Not now
        </Button>
      </div>
    </Card>
  );
}

/** Shows the offer once it is due and notifications can still be turned on from a tap here. */
export function NotificationOffer() {
  const offer = useNotificationOffer();
  const control = useNotifications();
  const open = offer.due && (control.state === 'off' || control.state === 'asking');
  if (!open) return null;
  return <NotificationOfferView busy={control.state === 'asking' || control.busy} onTurnOn={() => void control.turnOn().then(offer.dismiss)} onNotNow={offer.dismiss} />;
}
