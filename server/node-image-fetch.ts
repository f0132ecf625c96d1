import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { ImageFetch } from './inline-images';
import { isPublicAddress } from './public-address';

/**
 * The Node side of answer-image fetching (SSRF): the host name is resolved once, every
 * address it resolves to is checked, and the connection goes to the checked address through the
 * request's own `lookup`, so a DNS answer that changes between check and connect (rebinding)
 * cannot lead elsewhere. Redirects are not followed here: the inliner checks each hop again.
 */

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/** A lookup that answers only the address that was checked (the connection cannot go elsewhere). */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header value the Fetch API refuses is of no use for an image.
    }
  }
  return headers;
}

function send(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<Response> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'GET', signal, agent: false, headers: { accept: 'image/*' }, lookup: pinnedLookup(pinned) },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        if (status < 200 || status > 599) {
          incoming.destroy();
          reject(new Error(`unusable status ${status}`));
          return;
        }
        const bodyless = status === 204 || status === 205 || status === 304;
        if (bodyless) incoming.resume();
        const body = bodyless ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers: headersOf(incoming) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Resolves the URL's host once and checks every address (unless `allowPrivateAddress`); the
 * address to connect to, through pinnedLookup. Also used for posts to push services.
 */
export async function checkedAddress(url: URL, allowPrivateAddress: boolean, resolveHost: ResolveHost): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveHost(host);
  const first = addresses[0];
  if (!first) throw new RefusedAddressError('the host has no address');
  // Every address must pass: a name that mixes public and private answers is hostile.
  if (!allowPrivateAddress && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new RefusedAddressError('the host resolves to a non-public address');
  }
  return first;
}

export function createPinnedImageFetch(resolveHost: ResolveHost = systemResolveHost): ImageFetch {
  return async (url, { signal, allowPrivateAddress }) => send(url, await checkedAddress(url, allowPrivateAddress, resolveHost), signal);
}
