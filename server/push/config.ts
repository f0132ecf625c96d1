import { ConfigError, type EnvSource } from '../config';

/**
 * Web Push settings (docs/deploy.md). Read apart from the rest of the configuration: only the
 * notifications code needs them, and the Node entry passes them to it.
 */
export interface PushConfig {
  /**
   * PUSH_SERVICE_HOSTS: the only hosts the server posts notifications to. `host` or `host:port`
   * matches that host (any port without one); `*.example` any host under it. Only https, and only
   * public addresses, except for an address (or localhost) listed itself: a test's stand-in or an
   * operator's own push service.
   */
  serviceHosts: string[];
  /** PUSH_VAPID_PUBLIC_KEY / PUSH_VAPID_PRIVATE_KEY (base64url, as web-push makes them); null: made at first start and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** PUSH_VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:). */
  subject: string;
  /** PUSH_PER_DEVICE_PER_HOUR: notifications one device gets in an hour at most; more wait and are coalesced. */
  perDevicePerHour: number;
  /** PUSH_COALESCE_SECONDS: after a notification, what arrives for that device within this time goes out as one. */
  coalesceSeconds: number;
  /** PUSH_TTL_SECONDS: how long a push service keeps an undelivered notification (and the server a held one). */
  ttlSeconds: number;
  /** How long one post to a push service may take. */
  timeoutMs: number;
}

/** The push services of Chrome, Edge, Firefox and Safari (Android, desktop and iOS Home Screen apps). */
export const defaultPushServiceHosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

const hostPattern = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const ipv6Pattern = /^\[[0-9a-f:.]+\](:\d{1,5})?$/;
const b64url = /^[A-Za-z0-9_-]+$/;

function text(env: EnvSource, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: EnvSource, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function serviceHosts(env: EnvSource): string[] {
  const raw = text(env, 'PUSH_SERVICE_HOSTS');
  if (raw === undefined) return defaultPushServiceHosts;
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
  const invalid = hosts.find((host) => host.length > 260 || !(hostPattern.test(host) || ipv6Pattern.test(host)));
  if (invalid !== undefined || hosts.length === 0) {
    throw new ConfigError(`PUSH_SERVICE_HOSTS must be a comma-separated list of hosts like push.example, *.example or 127.0.0.1:8080 (got "${invalid ?? raw}").`);
  }
  return hosts;
}

function vapidKeys(env: EnvSource): PushConfig['vapidKeys'] {
  const publicKey = text(env, 'PUSH_VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'PUSH_VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return null;
  // An uncompressed P-256 point is 65 bytes (87 characters), the private scalar 32 (43).
  if (!publicKey || !privateKey || !b64url.test(publicKey) || publicKey.length !== 87 || !b64url.test(privateKey) || privateKey.length !== 43) {
    throw new ConfigError('PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY go together: base64url keys as `npx web-push generate-vapid-keys` prints them.');
  }
  return { publicKey, privateKey };
}

function subject(env: EnvSource): string {
  const value = text(env, 'PUSH_VAPID_SUBJECT') ?? 'mailto:hearth@example.org';
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value)) {
    throw new ConfigError(`PUSH_VAPID_SUBJECT must be a mailto: address or an https: URL (got "${value}").`);
  }
  return value;
}

export function loadPushConfig(env: EnvSource): PushConfig {
  return {
    serviceHosts: serviceHosts(env),
    vapidKeys: vapidKeys(env),
    subject: subject(env),
    perDevicePerHour: integer(env, 'PUSH_PER_DEVICE_PER_HOUR', 12, 1, 3_600),
    coalesceSeconds: integer(env, 'PUSH_COALESCE_SECONDS', 60, 0, 3_600),
    ttlSeconds: integer(env, 'PUSH_TTL_SECONDS', 12 * 3_600, 60, 28 * 24 * 3_600),
    timeoutMs: 10_000,
  };
}
