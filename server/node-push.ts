import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webPush from 'web-push';
import { checkedAddress, pinnedLookup, systemResolveHost, type ResolveHost } from './node-image-fetch';
import type { PushSend } from './push/service';
import type { VapidKeys } from './push/store';

/**
 * The Node side of Web Push: web-push encrypts the payload for the subscription (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the post itself goes, like the AI image
 * fetches, to an address resolved and checked once and pinned for the connection, never following
 * a redirect. Answers are read for their status only.
 */
export function createNodePushSend(options: { resolveHost?: ResolveHost; timeoutMs: number }): PushSend {
  const resolveHost = options.resolveHost ?? systemResolveHost;
  return async (message) => {
    const details = webPush.generateRequestDetails(
      { endpoint: message.endpoint.url.href, keys: message.keys },
      message.payload,
      {
        vapidDetails: { subject: message.vapid.subject, publicKey: message.vapid.publicKey, privateKey: message.vapid.privateKey },
        TTL: message.ttlSeconds,
        topic: message.topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const url = message.endpoint.url;
    const pinned = await checkedAddress(url, message.endpoint.allowPrivateAddress, resolveHost);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: details.headers as Record<string, string>,
          lookup: pinnedLookup(pinned),
          timeout: options.timeoutMs,
        },
        (incoming) => {
          // The body says nothing the status does not: drain it, at most once.
          incoming.resume();
          const retryAfter = Number(incoming.headers['retry-after']);
          resolve({ status: incoming.statusCode ?? 0, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('The push service did not answer in time.'), { name: 'TimeoutError' })));
      outgoing.on('error', reject);
      outgoing.end(details.body ?? undefined);
    });
  };
}

export function makeVapidKeys(): VapidKeys {
  const keys = webPush.generateVAPIDKeys();
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
