import { ApiError } from './errors';
import { isIpLiteral, isPublicAddress } from './public-address';
import { deadline, readLimited, type FetchLike } from './upstream';

/**
 * No AI key in the browser, and no third party for it to contact: the browser talks only to Hearth. When a provider answers
 * with an image URL, the server fetches the image and hands it on as a data URL, so the browser
 * never contacts a third party (and the CSP's `img-src 'self' data: blob:` holds).
 */

/** Turns one image URL of an answer into a data URL, or throws the ApiError the browser gets. */
export type InlineImage = (url: string) => Promise<string>;

/**
 * Fetches one hop of an image URL without following redirects. The Node implementation
 * (node-image-fetch.ts) resolves the host, refuses non-public addresses unless
 * `allowPrivateAddress`, and connects to the address it checked.
 */
export type ImageFetch = (url: URL, init: { signal: AbortSignal; allowPrivateAddress: boolean }) => Promise<Response>;

const allowedImageTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);
// A signed CDN link may redirect once or twice; more is not an image host's doing.
export const maxImageRedirects = 2;
/** At most this many images are fetched for one answer; the app reads only the first. */
export const maxInlinedImages = 4;

/**
 * An ImageFetch over a plain fetch, for platforms without control over DNS (edge adapters): only
 * the literal checks of the inliner apply there. The Node entry passes node-image-fetch.ts instead.
 */
export function imageFetchOver(fetch: FetchLike): ImageFetch {
  return (url, { signal }) => fetch(url.href, { redirect: 'manual', signal });
}

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

export function imageFailure(): ApiError {
  return new ApiError(502, 'INVALID_UPSTREAM_IMAGE', 'The image from the AI provider could not be loaded.');
}

/**
 * A host that is plainly not public before any lookup: an IP literal outside the public internet
 * or a localhost name. The fetcher checks every resolved address as well; this catches the
 * obvious cases on platforms whose fetch cannot be pinned.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIpLiteral(host) && !isPublicAddress(host);
}

/** `AI_IMAGE_HOSTS` entries: `cdn.example` matches that host, `*.example` any host under it. */
export function hostMatches(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}

export function bytesToBase64(bytes: Uint8Array): string {
  // Chunks of a multiple of 3 bytes encode independently, so no huge intermediate string is built.
  const chunkSize = 3 * 8192;
  let out = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    const chunk = bytes.subarray(start, start + chunkSize);
    out += btoa(String.fromCharCode(...chunk));
  }
  return out;
}

export interface ImageInlinerOptions {
  fetchImage: ImageFetch;
  timeoutMs: number;
  maxBytes: number;
  /** The configured providers' hosts (`host:port`): their own images may live on a private address. */
  trustedHosts: readonly string[];
  /** `AI_IMAGE_HOSTS`: when not empty, only these hosts (and the trusted ones) are fetched. */
  allowedHosts: readonly string[];
}

/** An inliner for one request: `signal` is the browser's request, so a closed tab stops the fetch. */
export function createImageInliner(options: ImageInlinerOptions): (signal?: AbortSignal) => InlineImage {
  const trusted = new Set(options.trustedHosts.map((host) => host.toLowerCase()));
  const allowed = options.allowedHosts.map((host) => host.toLowerCase());

  function checkUrl(url: URL): { allowPrivateAddress: boolean } {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw imageFailure();
    if (url.username || url.password) throw imageFailure();
    if (trusted.has(url.host.toLowerCase())) return { allowPrivateAddress: true };
    if (isPrivateHost(url.hostname)) throw imageFailure();
    if (allowed.length > 0 && !hostMatches(url.hostname, allowed)) throw imageFailure();
    return { allowPrivateAddress: false };
  }

  async function fetchFollowing(start: URL, signal: AbortSignal): Promise<string> {
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const response = await options.fetchImage(url, { signal, ...checkUrl(url) });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= maxImageRedirects) throw imageFailure();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw imageFailure();
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!allowedImageTypes.has(type)) {
        await response.body?.cancel();
        throw imageFailure();
      }
      const bytes = await readLimited(response, options.maxBytes);
      if (bytes.length === 0) throw imageFailure();
      return `data:${type};base64,${bytesToBase64(bytes)}`;
    }
  }

  return (outer) => async (rawUrl) => {
    let url: URL;
    try {
      url = new URL(rawUrl.trim());
    } catch {
      throw imageFailure();
    }
    const { signal, clear } = deadline(options.timeoutMs, outer);
    try {
      return await fetchFollowing(url, signal);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ApiError(504, 'UPSTREAM_TIMEOUT', 'The image from the AI provider did not arrive in time.');
      }
      throw imageFailure();
    } finally {
      clear();
    }
  };
}
