// Pure: which notifications control this device shows (docs/product.md#notifications).
import type { PermissionState } from '@/data/notifications/device';

export type NotificationState =
  /** No Push API here (an old browser, or private browsing in some). */
  | 'unsupported'
  /** iPhone or iPad in Safari: notifications come only to Hearth added to the Home Screen. */
  | 'needs-home-screen'
  | 'off'
  /** The browser's question is open. */
  | 'asking'
  | 'on'
  /** The browser blocks Hearth's notifications: only its settings can allow them again. */
  | 'blocked';

export interface NotificationFacts {
  supported: boolean;
  appleMobile: boolean;
  standalone: boolean;
  permission: PermissionState;
  /** The family turned notifications on on this device. */
  enabled: boolean;
  asking: boolean;
}

export function notificationState(facts: NotificationFacts): NotificationState {
  if (facts.appleMobile && !facts.standalone) return 'needs-home-screen';
  if (!facts.supported) return 'unsupported';
  if (facts.permission === 'denied') return 'blocked';
  if (facts.asking) return 'asking';
  return facts.enabled && facts.permission === 'granted' ? 'on' : 'off';
}

/** A time input's "HH:MM", or null for an empty or unreadable one. */
export function timeOrNull(value: string): string | null {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null;
}
