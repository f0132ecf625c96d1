import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { queryKeys } from '@/data/query-keys';
import {
  answerNotificationOffer,
  browserPushPlatform,
  readNotificationOffer,
  saveNotificationChoices,
  turnOffNotifications,
  turnOnNotifications,
  type PushPlatform,
} from '@/data/notifications/device';
import { readNotificationSettings, type NotificationSettings } from '@/data/notifications/settings';
import { readSpace } from '@/data/sync/space';
import { notificationState, type NotificationState } from '@/features/notifications/model/notification-state';

export type NotificationChoices = Pick<NotificationSettings, 'moments' | 'responses' | 'preview' | 'reminder' | 'quiet'>;

const browser = browserPushPlatform();

function errorText(error: unknown): string {
  if (error instanceof SyncOfflineError) return 'This device is offline. Connect to the internet and try again.';
  if (error instanceof SyncHttpError && error.code === 'PUSH_SERVICE_NOT_ALLOWED') return error.message;
  if (error instanceof SyncHttpError && error.code === 'NOT_FOUND') return "This Hearth server does not send notifications.";
  return 'Notifications could not be set up just now. Try again in a moment.';
}

export interface NotificationsControl {
  state: NotificationState;
  choices: NotificationChoices | null;
  /** The member this device is used by (whose moments' reactions and comments it can be told of). */
  memberId: string | null;
  busy: boolean;
  error: string | null;
  /** Resolves once the browser answered and the device is registered (or it failed: see `error`). */
  turnOn: () => Promise<void>;
  turnOff: () => void;
  change: (choices: NotificationChoices) => void;
}

/** This device's notifications: its state, its choices and what the family can do with them. */
export function useNotifications(platform: PushPlatform = browser): NotificationsControl {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.device.notifications(),
    queryFn: async () => ({ ...(await readNotificationSettings()), memberId: (await readSpace())?.memberId ?? null }),
  });
  // Read once: the browser answers `Notification.permission` through a synchronous call to its own process.
  const [permission, setPermission] = useState(() => platform.permission());
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.device.notifications() });
  const settled = {
    onMutate: () => setError(null),
    onError: (caught: unknown) => setError(errorText(caught)),
    onSettled: () => {
      setPermission(platform.permission());
      void refresh();
      void client.invalidateQueries({ queryKey: queryKeys.posts.notificationOffer() });
    },
  };
  const on = useMutation({
    mutationFn: async () => {
      setAsking(true);
      try {
        return await turnOnNotifications(platform);
      } finally {
        setAsking(false);
      }
    },
    ...settled,
  });
  const off = useMutation({ mutationFn: () => turnOffNotifications(platform), ...settled });
  const saveKey = ['notifications', 'save'] as const;
  // A choice shows within the tap itself: a checkbox that changes only a frame later is read back
  // unchanged (by a screen reader, by a quick second tap). The last choices made are shown until
  // the device's settings have been read back after the last save; the server hears of them after.
  const [chosen, setChosen] = useState<NotificationChoices | null>(null);
  const save = useMutation({
    mutationKey: saveKey,
    mutationFn: (choices: NotificationChoices) => saveNotificationChoices(platform, choices),
    ...settled,
    // Read back only after the last of several quick changes, so an earlier one never undoes a later one on screen.
    onSettled: () => {
      if (client.isMutating({ mutationKey: saveKey }) > 1) return;
      void refresh().then(() => {
        if (client.isMutating({ mutationKey: saveKey }) === 0) setChosen(null);
      });
    },
  });
  const data = settings.data;
  return {
    state: notificationState({ ...platform, permission, enabled: data?.enabled ?? false, asking }),
    choices: chosen ?? (data ? { moments: data.moments, responses: data.responses, preview: data.preview, reminder: data.reminder, quiet: data.quiet } : null),
    memberId: data?.memberId ?? null,
    busy: on.isPending || off.isPending || save.isPending,
    error,
    turnOn: () => on.mutateAsync().then(
      () => undefined,
      () => undefined,
    ),
    turnOff: () => off.mutate(),
    change: (choices) => {
      setChosen(choices);
      save.mutate(choices);
    },
  };
}

/** Whether the home offers notifications (once, after this device's first shared moment while synced). */
export function useNotificationOffer() {
  const client = useQueryClient();
  const offer = useQuery({ queryKey: queryKeys.posts.notificationOffer(), queryFn: () => readNotificationOffer() });
  const answer = useMutation({
    mutationFn: () => answerNotificationOffer(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.posts.notificationOffer() }),
  });
  return { due: offer.data === 'due', dismiss: () => answer.mutate() };
}
