import { imageFailure, isHttpUrl, maxInlinedImages, type InlineImage } from './inline-images';
import { findMarkdownImageUrls } from './markdown-images';

/**
 * Rewrites a provider's answer before it reaches the browser (which talks only to Hearth): image
 * URLs become data URLs fetched by the server, and image entries that are not a raster image (an
 * SVG, HTML, a script URL, a non-string) are dropped, so the browser only ever receives `data:image/...;base64` images from an AI answer.
 */

const dataImageUrl = /^data:image\/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/i;
const bareBase64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function isDataImageUrl(value: unknown): boolean {
  return typeof value === 'string' && dataImageUrl.test(value);
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

// A text answer that is only a URL is left as text: the browser reports it as an image
// that could not be loaded, and the server never fetches what a chat answer merely mentions.
async function inlineContentText(content: string, inline: InlineImage): Promise<string> {
  let result = content;
  for (const url of new Set(findMarkdownImageUrls(content))) {
    const dataUrl = await inline(url);
    result = result.split(`(${url})`).join(`(${dataUrl})`);
  }
  return result;
}

/** An `{ type: 'image_url', image_url: { url } }` part with its URL inlined, or null if not an image. */
async function imagePart(part: unknown, inline: InlineImage): Promise<unknown> {
  if (!isRecord(part) || !isRecord(part.image_url)) return null;
  const url = typeof part.image_url.url === 'string' ? part.image_url.url.trim() : undefined;
  const data = isHttpUrl(url) ? await inline(url) : url;
  return isDataImageUrl(data) ? { ...part, image_url: { ...part.image_url, url: data } } : null;
}

async function checkedImageParts(parts: unknown[], inline: InlineImage): Promise<unknown[]> {
  const checked = await Promise.all(parts.map((part) => imagePart(part, inline)));
  const images = checked.filter((part) => part !== null);
  if (parts.length > 0 && images.length === 0) throw imageFailure();
  return images;
}

async function inlineMessage(message: Record<string, unknown>, inline: InlineImage): Promise<Record<string, unknown>> {
  const next = { ...message };
  // The image is choices[0].message.images[0].image_url.url, else message.content.
  if (Array.isArray(message.images)) next.images = await checkedImageParts(message.images, inline);
  if (typeof message.content === 'string') {
    next.content = await inlineContentText(message.content, inline);
  } else if (Array.isArray(message.content)) {
    const parts = await Promise.all(
      message.content.map((part) => (isRecord(part) && part.type === 'image_url' ? imagePart(part, inline) : part)),
    );
    next.content = parts.filter((part) => part !== null);
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

async function generatedImage(image: unknown, inline: InlineImage): Promise<string | null> {
  if (typeof image !== 'string') return null;
  const value = image.trim();
  if (isDataImageUrl(value)) return value;
  if (/^https?:\/\//i.test(value)) return inline(value);
  // Bare base64 is a PNG.
  const compact = value.replace(/\s+/g, '');
  return compact !== '' && bareBase64.test(compact) ? `data:image/png;base64,${compact}` : null;
}

/** The image service answers `images[0]`; URLs there become data URLs. */
export async function inlineGeneratedImages(answer: unknown, inline: InlineImage): Promise<unknown> {
  if (!isRecord(answer) || !Array.isArray(answer.images)) return answer;
  const limited = budgeted(inline);
  const checked = await Promise.all(answer.images.map((image) => generatedImage(image, limited)));
  const images = checked.filter((image) => image !== null);
  if (answer.images.length > 0 && images.length === 0) throw imageFailure();
  return { ...answer, images };
}
