import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { aiErrorCode, aiErrorMessage } from '../ai-status';
import { allowedModelIds, type HearthConfig } from '../config';
import { ApiError, errorBody } from '../errors';
import { inlineChatImages, inlineGeneratedImages } from '../answer-images';
import { createImageInliner, type ImageFetch, type InlineImage } from '../inline-images';
import { parseJsonBody, yieldToOthers } from '../json-body';
import { deadline, readLimited, upstreamFailure, type FetchLike } from '../upstream';

// Room for a 5 MiB photo as base64 (6,990,508 characters) with its
// prompt, about 7.0 MB. The app itself now sends only photos it re-encoded (at most 1536 px on a
// side, far smaller) and never an original; the limit stays for other clients of the same API.
export const aiBodyLimitBytes = 7.5 * 1024 * 1024;
// Answers may carry images inline as base64; anything bigger than this is not a family photo.
const maxUpstreamAnswerBytes = 32 * 1024 * 1024;

// Image data must be a base64 data URL of an image type.
const imageDataUrl = z
  .string()
  .max(aiBodyLimitBytes)
  .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 PNG, JPEG, WEBP or GIF data URL');

const contentPart = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text: z.string().max(20_000) }),
  z.strictObject({
    type: z.literal('image_url'),
    image_url: z.strictObject({ url: imageDataUrl, detail: z.enum(['auto', 'low', 'high']).optional() }),
  }),
]);

// The OpenAI-compatible body the app sends (guidance, time travel, festival).
export const chatCompletionSchema = z.strictObject({
  model: z.string().trim().min(1).max(200),
  messages: z
    .array(
      z.strictObject({
        role: z.enum(['system', 'user', 'assistant']),
        content: z.union([z.string().max(20_000), z.array(contentPart).min(1).max(8)]),
      }),
    )
    .min(1)
    .max(20),
  max_tokens: z.number().int().min(1).max(8192).optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  // Streaming answers cannot be checked or have their images inlined.
  stream: z.literal(false).optional(),
  modalities: z.array(z.enum(['image', 'text'])).min(1).max(2).optional(),
});

// The image-generation body (co-drawing), plus the canvas as `image`.
export const imageGenerationSchema = z.strictObject({
  model_name: z.string().trim().min(1).max(200),
  prompt: z.string().trim().min(1).max(4000),
  height: z.number().int().min(64).max(2048),
  width: z.number().int().min(64).max(2048),
  enable_refiner: z.boolean().optional(),
  negative_prompt: z.string().max(4000).optional(),
  strength: z.number().min(0).max(1).optional(),
  steps: z.number().int().min(1).max(150).optional(),
  cfg_scale: z.number().min(0).max(30).optional(),
  backend: z.string().trim().min(1).max(50).optional(),
  image: imageDataUrl.optional(),
});

export const demoModeMessage = 'Demo mode: no AI provider is configured on this Hearth server.';

function demoMode(): ApiError {
  // Demo mode: 503 with code DEMO_MODE; the app then works on the device.
  return new ApiError(503, 'DEMO_MODE', demoModeMessage);
}

function hostOf(baseUrl: string): string {
  return new URL(baseUrl).host;
}

export function aiRoutes(deps: { fetch: FetchLike; fetchImage: ImageFetch; config: HearthConfig }): Hono {
  const { config } = deps;
  const allowed = { chat: allowedModelIds(config, 'chat'), image: allowedModelIds(config, 'image') };
  const inlinerFor = createImageInliner({
    fetchImage: deps.fetchImage,
    timeoutMs: config.ai.imageFetchTimeoutMs,
    maxBytes: config.ai.maxImageBytes,
    trustedHosts: [config.ai.gateway, config.ai.image].flatMap((p) => (p ? [hostOf(p.baseUrl)] : [])),
    allowedHosts: config.ai.imageHosts,
  });

  function checkModel(path: 'chat' | 'image', model: string): void {
    const ids = allowed[path];
    if (ids.size > 0 && !ids.has(model)) {
      throw new ApiError(400, 'MODEL_NOT_ALLOWED', 'This model is not offered by this Hearth server.');
    }
  }

  async function forward(
    c: Context,
    url: string,
    headers: Record<string, string>,
    payload: unknown,
    rewrite: (answer: unknown, inline: InlineImage) => Promise<unknown>,
  ): Promise<Response> {
    await yieldToOthers();
    const { signal, clear } = deadline(config.ai.timeoutMs, c.req.raw.signal);
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        // Bytes, not a string: a 7 MB string body is re-encoded on every socket write.
        body: new TextEncoder().encode(JSON.stringify(payload)),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        // The browser's model fallback is keyed on these statuses.
        const status = (response.status >= 400 && response.status <= 599 ? response.status : 502) as ContentfulStatusCode;
        return c.json(errorBody(aiErrorCode(response.status), aiErrorMessage(response.status)), status);
      }
      const bytes = await readLimited(response, maxUpstreamAnswerBytes);
      let answer: unknown;
      try {
        answer = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        throw new ApiError(502, 'INVALID_UPSTREAM_RESPONSE', 'The AI provider answered with something that is not JSON.');
      }
      return c.json((await rewrite(answer, inlinerFor(c.req.raw.signal))) as object);
    } catch (error) {
      throw upstreamFailure(error);
    } finally {
      clear();
    }
  }

  const routes = new Hono();

  routes.post('/v1/chat/completions', async (c) => {
    const gateway = config.ai.gateway;
    if (!gateway) throw demoMode();
    const body = await parseJsonBody(c, chatCompletionSchema);
    checkModel('chat', body.model);
    const headers: Record<string, string> = { 'X-Title': gateway.title };
    if (gateway.key) headers.Authorization = `Bearer ${gateway.key}`;
    if (gateway.referer) headers['HTTP-Referer'] = gateway.referer;
    return forward(c, `${gateway.baseUrl}/chat/completions`, headers, body, inlineChatImages);
  });

  routes.post('/v1/image/generation', async (c) => {
    const service = config.ai.image;
    if (!service) throw demoMode();
    const body = await parseJsonBody(c, imageGenerationSchema);
    checkModel('image', body.model_name);
    const headers: Record<string, string> = {};
    if (service.key) headers.Authorization = `Bearer ${service.key}`;
    return forward(c, `${service.baseUrl}/v1/image/generation`, headers, body, inlineGeneratedImages);
  });

  return routes;
}
