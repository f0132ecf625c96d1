import { useFamily } from '@/features/family/api/use-family';
import { useNotifications } from '@/features/notifications/api/use-notifications';
import { NotificationsView } from '@/features/notifications/components/notifications-view';

/** This device's notifications, in the sync card once sync is on (docs/product.md#notifications). */
export function NotificationsSection() {
  const control = useNotifications();
  const family = useFamily();
  const memberName = family.data?.members.find((member) => member.id === control.memberId)?.name ?? null;
  return (
    <NotificationsView
      state={control.state}
      choices={control.choices}
      memberName={memberName}
      busy={control.busy}
      error={control.error}
      onTurnOn={control.turnOn}
      onTurnOff={control.turnOff}
      onChange={control.change}
    />
  );
}
