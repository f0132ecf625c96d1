import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types: decrypt(buffer, { version, privateKey, authSecret }).
import ece from 'http_ece';

/**
 * A loopback stand-in for a browser's push service (RFC 8030): it records every post and opens
 * its body with the subscription's own keys (RFC 8291, aes128gcm), as the browser would. Tests read
 * what Hearth really sent, encrypted, and check the VAPID header it signed (RFC 8292).
 */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  /** The encrypted body as posted. */
  body: Buffer;
  /** The body opened with the subscription's keys (null when it does not open). */
  plaintext: string | null;
  receivedAt: number;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushStandIn {
  origin: string;
  port: number;
  received: ReceivedPush[];
  /** The status the next posts to `path` get (default 201). */
  answer(path: string, status: number, retryAfter?: number): void;
  subscription(path?: string): StandInSubscription;
  /** Resolves when `count` pushes have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** `port` 0: any free one (the end-to-end tests give the one the server's PUSH_SERVICE_HOSTS lists). */
export async function startPushStandIn(port = 0): Promise<PushStandIn> {
  const subscriptions = new Map<string, StandInSubscription>();
  const answers = new Map<string, { status: number; retryAfter?: number }>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      const subscription = subscriptions.get(path);
      let plaintext: string | null = null;
      if (subscription) {
        try {
          plaintext = (ece.decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.authSecret }) as Buffer).toString('utf8');
        } catch {
          plaintext = null;
        }
      }
      received.push({ path, headers: req.headers, body, plaintext, receivedAt: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      const answer = answers.get(path) ?? { status: 201 };
      res.writeHead(answer.status, answer.retryAfter ? { 'retry-after': String(answer.retryAfter) } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${listening}`;
  let made = 0;
  return {
    origin,
    port: listening,
    received,
    answer(path, status, retryAfter) {
      answers.set(path, { status, ...(retryAfter ? { retryAfter } : {}) });
    },
    subscription(path = `/push/${(made += 1)}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscription = { endpoint: `${origin}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) }, ecdh, authSecret };
      subscriptions.set(path, subscription);
      return subscription;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Checks a push's VAPID header (RFC 8292): a JWT (ES256) for the push service's origin, signed with
 * the key the server hands to browsers. Returns the JWT's claims.
 */
export function verifyVapid(headers: IncomingMessage['headers'], vapidPublicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization ?? ''));
  if (!match) throw new Error(`no VAPID header: ${headers.authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== vapidPublicKey) throw new Error('the VAPID key is not the server\'s');
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}
