import { ApiError } from './errors';
import { deadline, readLimited, type FetchLike } from './upstream';

/**
 * PRODUCT.md "No AI key in the browser": the browser talks only to Hearth. When a provider answers
 * with an image URL, the server fetches the image and hands it on as a data URL, so the browser
 * never contacts a third party (and the CSP's `img-src 'self' data: blob:` holds).
 */

export type InlineImage = (url: string) => Promise<string>;

const allowedImageTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);
const maxRedirects = 3;
/** At most this many images are fetched for one answer; the spec reads only the first. */
export const maxInlinedImages = 4;

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

function imageFailure(): ApiError {
  return new ApiError(502, 'INVALID_UPSTREAM_IMAGE', 'The image from the AI provider could not be loaded.');
}

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

/**
 * Loopback, private and link-local addresses, written literally. The provider's answer decides the
 * URL, so this keeps a prompt-injected answer from making the server fetch from its own network.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '') return true;
  const v4 = ipv4Parts(host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) {
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  }
  return false;
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

export function createImageInliner(options: {
  fetch: FetchLike;
  timeoutMs: number;
  maxBytes: number;
  /** Provider hosts (from configuration) that may be fetched even when they are private. */
  trustedHosts: readonly string[];
}): InlineImage {
  const trusted = new Set(options.trustedHosts.map((host) => host.toLowerCase()));

  function checkUrl(url: URL): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw imageFailure();
    if (isPrivateHost(url.hostname) && !trusted.has(url.host.toLowerCase())) throw imageFailure();
  }

  return async (rawUrl) => {
    let url: URL;
    try {
      url = new URL(rawUrl.trim());
    } catch {
      throw imageFailure();
    }
    const { signal, clear } = deadline(options.timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
        checkUrl(url);
        const response = await options.fetch(url.href, { redirect: 'manual', signal });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (redirects >= maxRedirects) throw imageFailure();
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Limits how many images one answer may make the server fetch. */
function budgeted(inline: InlineImage): InlineImage {
  let used = 0;
  return async (url) => {
    used += 1;
    if (used > maxInlinedImages) throw imageFailure();
    return inline(url);
  };
}

const markdownImage = /!\[[^\]]*\]\((https?:\/\/[^\s)]+)\)/gi;
const bareUrl = /^\s*(https?:\/\/\S+)\s*$/i;

async function inlineContentText(content: string, inline: InlineImage): Promise<string> {
  const whole = bareUrl.exec(content);
  if (whole?.[1]) return inline(whole[1]);
  const urls = [...content.matchAll(markdownImage)].map((match) => match[1] ?? '');
  let result = content;
  for (const url of new Set(urls)) {
    const dataUrl = await inline(url);
    result = result.split(`(${url})`).join(`(${dataUrl})`);
  }
  return result;
}

async function inlineImageUrlPart(part: unknown, inline: InlineImage): Promise<unknown> {
  if (!isRecord(part) || !isRecord(part.image_url) || !isHttpUrl(part.image_url.url)) return part;
  return { ...part, image_url: { ...part.image_url, url: await inline(part.image_url.url) } };
}

async function inlineMessage(message: Record<string, unknown>, inline: InlineImage): Promise<Record<string, unknown>> {
  const next = { ...message };
  // activities spec §7 A: choices[0].message.images[0].image_url.url, else message.content.
  if (Array.isArray(message.images)) {
    next.images = await Promise.all(message.images.map((image) => inlineImageUrlPart(image, inline)));
  }
  if (typeof message.content === 'string') {
    next.content = await inlineContentText(message.content, inline);
  } else if (Array.isArray(message.content)) {
    next.content = await Promise.all(message.content.map((part) => inlineImageUrlPart(part, inline)));
  }
  return next;
}

/** Rewrites every http(s) image URL of a chat-completions answer as a data URL. */
export async function inlineChatImages(answer: unknown, inline: InlineImage): Promise<unknown> {
  if (!isRecord(answer) || !Array.isArray(answer.choices)) return answer;
  const limited = budgeted(inline);
  const choices = await Promise.all(
    answer.choices.map(async (choice) =>
      isRecord(choice) && isRecord(choice.message)
        ? { ...choice, message: await inlineMessage(choice.message, limited) }
        : choice,
    ),
  );
  return { ...answer, choices };
}

/** activities spec §7 B: the image service answers `images[0]`; URLs there become data URLs. */
export async function inlineGeneratedImages(answer: unknown, inline: InlineImage): Promise<unknown> {
  if (!isRecord(answer) || !Array.isArray(answer.images)) return answer;
  const limited = budgeted(inline);
  const images = await Promise.all(
    answer.images.map((image) => (isHttpUrl(image) ? limited(image) : Promise.resolve(image))),
  );
  return { ...answer, images };
}
