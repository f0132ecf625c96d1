// The browser side of Hearth's AI proxy (no AI key in the browser; the server adds it).
// Chat completions (time travel, festival) and image generation (co-drawing), with the status
// mapping of docs/product.md#ai-errors.

import { NetworkError, postJson, type ApiErrorBody, type JsonResponse } from '@/data/api/http';

export const CHAT_COMPLETIONS_PATH = '/api/ai/v1/chat/completions';
export const IMAGE_GENERATION_PATH = '/api/ai/v1/image/generation';

/** The AI status mapping (docs/product.md#ai-errors) plus the client-side failure codes. */
export type AiErrorCode =
  | 'QUOTA_EXCEEDED'
  /** Hearth's own per-minute limit (server/rate-limit.ts), not the provider's: no model is to blame. */
  | 'RATE_LIMITED'
  | 'INVALID_API_KEY'
  | 'INSUFFICIENT_CREDITS'
  | 'SERVICE_UNAVAILABLE'
  | 'SERVER_ERROR'
  | `API_ERROR_${number}`
  | 'NO_IMAGE_GENERATED'
  | 'UNKNOWN_ERROR'
  | 'INVALID_RESPONSE'
  | 'INVALID_IMAGE_FORMAT'
  | 'DECADE_NOT_FOUND'
  | 'NETWORK_ERROR'
  | 'ABORTED';

export const aiErrorMessages = {
  NO_IMAGE_GENERATED: 'No image was generated',
  UNKNOWN_ERROR: 'Unknown error',
  // The festival page's texts, reused for the same failures everywhere.
  INVALID_RESPONSE: 'AI service returned invalid response format',
  NETWORK_ERROR: 'Network error or service unavailable',
  INVALID_IMAGE_FORMAT: 'Invalid image format',
  // The exact text of the prompt check.
  DECADE_NOT_FOUND: 'Could not extract decade from prompt',
  ABORTED: 'The request was cancelled',
} as const;

/** A failed AI call, typed so that the model fallback and the error dialogs can key on `code`. */
export class AiError extends Error {
  readonly code: AiErrorCode;
  /** HTTP status when the server answered; null when it never did or the answer was unreadable. */
  readonly status: number | null;
  /** Demo mode: the server has no AI provider configured. */
  readonly demoMode: boolean;

  constructor(code: AiErrorCode, message: string, options: { status?: number | null; demoMode?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiError';
    this.code = code;
    this.status = options.status ?? null;
    this.demoMode = options.demoMode ?? false;
  }
}

/** Statuses to codes: 429, 401, 402, 503, 500/502/504, otherwise API_ERROR_{status}. */
export function aiErrorCodeForStatus(status: number): AiErrorCode {
  switch (status) {
    case 429:
      return 'QUOTA_EXCEEDED';
    case 401:
      return 'INVALID_API_KEY';
    case 402:
      return 'INSUFFICIENT_CREDITS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    case 500:
    case 502:
    case 504:
      return 'SERVER_ERROR';
    default:
      return `API_ERROR_${status}`;
  }
}

const DEMO_MODE_PATTERN = /demo[\s_-]?mode/i;

/** The 'Demo Mode' label shows when the error mentions demo mode. */
export function mentionsDemoMode(text: string | null | undefined): boolean {
  return typeof text === 'string' && DEMO_MODE_PATTERN.test(text);
}

/** The typed error for a non-2xx answer of Hearth's AI proxy. */
export function aiErrorFromAnswer(status: number, body: ApiErrorBody | null): AiError {
  const serverCode = body?.error?.code;
  const code = status === 429 && serverCode === 'RATE_LIMITED' ? 'RATE_LIMITED' : aiErrorCodeForStatus(status);
  const serverMessage = body?.error?.message;
  const demoMode = serverCode === 'DEMO_MODE' || mentionsDemoMode(serverMessage);
  return new AiError(code, serverMessage && serverMessage.trim() !== '' ? serverMessage : `AI service error: ${status}`, {
    status,
    demoMode,
  });
}

/** Any thrown value as an AiError: aborts, network failures and unexpected throws included. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new AiError('ABORTED', aiErrorMessages.ABORTED, { cause: error });
  }
  if (error instanceof NetworkError) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      return new AiError('ABORTED', aiErrorMessages.ABORTED, { cause: error });
    }
    return new AiError('NETWORK_ERROR', aiErrorMessages.NETWORK_ERROR, { cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : aiErrorMessages.UNKNOWN_ERROR;
  return new AiError('UNKNOWN_ERROR', message, { cause: error, demoMode: mentionsDemoMode(message) });
}

// ---------------------------------------------------------------------------------------------
// Request and answer shapes

export type ChatContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

/** The OpenAI-compatible body the proxy forwards. */
export interface ChatCompletionBody {
  model: string;
  messages: ChatMessage[];
  max_tokens?: number;
  temperature?: number;
  top_p?: number;
  modalities?: Array<'image' | 'text'>;
}

export interface ChatCompletionAnswer {
  choices?: Array<{
    message?: {
      role?: string;
      content?: unknown;
      images?: Array<{ type?: string; image_url?: { url?: unknown } }>;
    };
  }>;
  [key: string]: unknown;
}

/** The image-generation body (co-drawing); `image` carries the canvas. */
export interface ImageGenerationBody {
  model_name: string;
  prompt: string;
  height: number;
  width: number;
  enable_refiner?: boolean;
  negative_prompt?: string;
  strength?: number;
  steps?: number;
  cfg_scale?: number;
  backend?: string;
  image?: string;
}

export interface ImageGenerationAnswer {
  images?: unknown[];
  [key: string]: unknown;
}

export interface AiCallOptions {
  signal?: AbortSignal;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Readers

/** Image data must be `data:image/...;base64,...`. */
const DATA_IMAGE_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/i;
const BARE_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function isDataImageUrl(value: unknown): boolean {
  return typeof value === 'string' && DATA_IMAGE_URL.test(value.trim());
}

function invalidImage(): AiError {
  return new AiError('INVALID_IMAGE_FORMAT', aiErrorMessages.INVALID_IMAGE_FORMAT);
}

function invalidResponse(): AiError {
  return new AiError('INVALID_RESPONSE', aiErrorMessages.INVALID_RESPONSE);
}

// A markdown image, a bare URL or a data URL somewhere inside a text answer.
const DATA_URL_IN_TEXT = /data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}/i;
const HTTP_URL_IN_TEXT = /https?:\/\/[^\s)"'<>]+/i;

function imageFromText(text: string): string {
  const dataUrl = DATA_URL_IN_TEXT.exec(text)?.[0];
  if (dataUrl) return dataUrl;
  // The server inlines provider URLs as data URLs (the browser never contacts a third
  // party), so a URL still here means the image could not be inlined.
  if (HTTP_URL_IN_TEXT.test(text)) throw invalidImage();
  throw new AiError('NO_IMAGE_GENERATED', aiErrorMessages.NO_IMAGE_GENERATED);
}

/**
 * `choices[0].message.images[0].image_url.url`, otherwise `message.content`
 * holding a data image (or an image URL, which the server turns into a data URL). Anything else is
 * an invalid response. Returns a `data:image/...;base64,...` string.
 */
export function readChatImage(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) throw invalidResponse();
  const choices = (answer as ChatCompletionAnswer).choices;
  if (!Array.isArray(choices)) throw invalidResponse();
  const message = choices[0]?.message;
  if (typeof message !== 'object' || message === null) throw invalidResponse();
  const imageUrl = Array.isArray(message.images) ? message.images[0]?.image_url?.url : undefined;
  if (imageUrl !== undefined) {
    if (typeof imageUrl === 'string' && isDataImageUrl(imageUrl)) return imageUrl.trim();
    throw invalidImage();
  }
  const content = message.content;
  if (typeof content === 'string') return imageFromText(content);
  if (Array.isArray(content)) {
    // Some gateways answer with content parts; look for an image part, then for text.
    for (const part of content as Array<{ type?: string; image_url?: { url?: unknown }; text?: unknown }>) {
      if (part?.type === 'image_url' && part.image_url?.url !== undefined) {
        if (isDataImageUrl(part.image_url.url)) return String(part.image_url.url).trim();
        throw invalidImage();
      }
    }
    const text = content
      .map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : ''))
      .join('\n');
    return imageFromText(text);
  }
  if (content === null || content === undefined) {
    throw new AiError('NO_IMAGE_GENERATED', aiErrorMessages.NO_IMAGE_GENERATED);
  }
  throw invalidResponse();
}

/**
 * `images[0]`. Bare base64 is accepted as PNG; the result is always a
 * `data:image/...;base64,...` string.
 */
export function readGeneratedImage(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) throw invalidResponse();
  const images = (answer as ImageGenerationAnswer).images;
  if (!Array.isArray(images)) throw invalidResponse();
  if (images.length === 0) throw new AiError('NO_IMAGE_GENERATED', aiErrorMessages.NO_IMAGE_GENERATED);
  const first = images[0];
  if (typeof first !== 'string' || first.trim() === '') throw invalidImage();
  const value = first.trim();
  if (isDataImageUrl(value)) return value;
  const compact = value.replace(/\s+/g, '');
  if (BARE_BASE64.test(compact)) return `data:image/png;base64,${compact}`;
  throw invalidImage();
}

// ---------------------------------------------------------------------------------------------
// Calls

async function post<T>(path: string, body: unknown, options: AiCallOptions): Promise<T> {
  let response: JsonResponse<T>;
  try {
    response = await postJson<T>(path, body, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw new AiError('ABORTED', aiErrorMessages.ABORTED, { cause: error });
    throw toAiError(error);
  }
  if (!response.ok) throw aiErrorFromAnswer(response.status, response.data);
  if (response.data === null || typeof response.data !== 'object') throw invalidResponse();
  return response.data;
}

/** POST /api/ai/v1/chat/completions. Throws AiError on any failure. */
export function chatCompletion(body: ChatCompletionBody, options: AiCallOptions = {}): Promise<ChatCompletionAnswer> {
  return post<ChatCompletionAnswer>(CHAT_COMPLETIONS_PATH, body, options);
}

/** POST /api/ai/v1/image/generation. Throws AiError on any failure. */
export function imageGeneration(body: ImageGenerationBody, options: AiCallOptions = {}): Promise<ImageGenerationAnswer> {
  return post<ImageGenerationAnswer>(IMAGE_GENERATION_PATH, body, options);
}

/** A chat completion whose answer must be an image: the data URL, or AiError. */
export async function chatCompletionImage(body: ChatCompletionBody, options: AiCallOptions = {}): Promise<string> {
  return readChatImage(await chatCompletion(body, options));
}

/** An image generation: the data URL of `images[0]`, or AiError. */
export async function generateImage(body: ImageGenerationBody, options: AiCallOptions = {}): Promise<string> {
  return readGeneratedImage(await imageGeneration(body, options));
}
