import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AiError,
  aiErrorCodeForStatus,
  aiErrorFromAnswer,
  chatCompletion,
  chatCompletionImage,
  generateImage,
  readChatImage,
  readGeneratedImage,
  toAiError,
} from '@/data/api/ai-client';
import { NetworkError } from '@/data/api/http';
import {
  aiAnswers,
  aiHandlers,
  DEMO_MODE_MESSAGE,
  SAMPLE_RESULT_BASE64,
  SAMPLE_RESULT_DATA_URL,
} from '../../../stories/mocks/ai-handlers';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('aiErrorCodeForStatus', () => {
  it.each([
    [429, 'QUOTA_EXCEEDED'],
    [401, 'INVALID_API_KEY'],
    [402, 'INSUFFICIENT_CREDITS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [400, 'API_ERROR_400'],
    [403, 'API_ERROR_403'],
    [404, 'API_ERROR_404'],
    [418, 'API_ERROR_418'],
  ])('%i -> %s', (status, code) => {
    expect(aiErrorCodeForStatus(status)).toBe(code);
  });
});

describe('aiErrorFromAnswer', () => {
  it.each([
    { status: 503, body: { error: { code: 'DEMO_MODE', message: DEMO_MODE_MESSAGE } }, code: 'SERVICE_UNAVAILABLE', demo: true },
    { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }, code: 'SERVICE_UNAVAILABLE', demo: false },
    { status: 500, body: { error: { code: 'X', message: 'The server runs in demo mode' } }, code: 'SERVER_ERROR', demo: true },
    { status: 429, body: null, code: 'QUOTA_EXCEEDED', demo: false },
    // Hearth's own per-minute limit, not the provider's: told apart by the server's code.
    { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, code: 'RATE_LIMITED', demo: false },
    { status: 429, body: { error: { code: 'QUOTA_EXCEEDED', message: 'The AI provider is getting too many requests just now (a limit per minute).' } }, code: 'QUOTA_EXCEEDED', demo: false },
  ])('$status $body.error.code -> $code (demo $demo)', ({ status, body, code, demo }) => {
    const error = aiErrorFromAnswer(status, body);
    expect(error).toBeInstanceOf(AiError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.demoMode).toBe(demo);
  });

  it('falls back to "AI service error: {status}" without a message', () => {
    expect(aiErrorFromAnswer(418, null).message).toBe('AI service error: 418');
  });
});

describe('toAiError', () => {
  it('maps network failures, aborts and anything else', () => {
    expect(toAiError(new NetworkError('x')).code).toBe('NETWORK_ERROR');
    expect(toAiError(new DOMException('stop', 'AbortError')).code).toBe('ABORTED');
    expect(toAiError(new NetworkError('x', { cause: new DOMException('stop', 'AbortError') })).code).toBe('ABORTED');
    expect(toAiError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'boom' });
    expect(toAiError('nope')).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Unknown error' });
    const original = new AiError('QUOTA_EXCEEDED', 'q', { status: 429 });
    expect(toAiError(original)).toBe(original);
  });
});

const chat = (message: unknown) => ({ choices: [{ message }] });

describe('readChatImage', () => {
  it.each([
    ['images[0].image_url.url', chat({ images: [{ image_url: { url: PNG } }], content: 'hi' }), PNG],
    ['content as data URL', chat({ content: PNG }), PNG],
    ['content with a data URL in markdown', chat({ content: `Here: ![photo](${PNG})` }), PNG],
    ['content parts with an image part', chat({ content: [{ type: 'image_url', image_url: { url: PNG } }] }), PNG],
    ['content parts with text holding a data URL', chat({ content: [{ type: 'text', text: PNG }] }), PNG],
  ])('reads %s', (_name, answer, expected) => {
    expect(readChatImage(answer)).toBe(expected);
  });

  it.each([
    ['not an object', 'text', 'INVALID_RESPONSE'],
    ['no choices', { unexpected: true }, 'INVALID_RESPONSE'],
    ['empty choices', { choices: [] }, 'INVALID_RESPONSE'],
    ['text only', chat({ content: 'I cannot edit photos.' }), 'NO_IMAGE_GENERATED'],
    ['null content', chat({ content: null }), 'NO_IMAGE_GENERATED'],
    ['an http image URL (not inlined)', chat({ content: 'https://cdn.example.org/a.png' }), 'INVALID_IMAGE_FORMAT'],
    ['images[0] with an http URL', chat({ images: [{ image_url: { url: 'https://x.example/a.png' } }] }), 'INVALID_IMAGE_FORMAT'],
    ['images[0] with a non-image data URL', chat({ images: [{ image_url: { url: 'data:text/html;base64,PGI+' } }] }), 'INVALID_IMAGE_FORMAT'],
    ['content of a number', chat({ content: 42 }), 'INVALID_RESPONSE'],
  ])('rejects %s with %s', (_name, answer, code) => {
    expect(() => readChatImage(answer)).toThrow(expect.objectContaining({ code }));
  });
});

describe('readGeneratedImage', () => {
  it.each([
    ['a data URL', { images: [PNG] }, PNG],
    ['bare base64 (gets the PNG prefix)', { images: ['iVBORw0KGgo='] }, 'data:image/png;base64,iVBORw0KGgo='],
    ['base64 with line breaks', { images: ['iVBOR\nw0KGgo='] }, 'data:image/png;base64,iVBORw0KGgo='],
  ])('reads %s', (_name, answer, expected) => {
    expect(readGeneratedImage(answer)).toBe(expected);
  });

  it.each([
    ['no images', { nothing: 1 }, 'INVALID_RESPONSE'],
    ['empty images', { images: [] }, 'NO_IMAGE_GENERATED'],
    ['a URL', { images: ['https://x.example/a.png'] }, 'INVALID_IMAGE_FORMAT'],
    ['a number', { images: [7] }, 'INVALID_IMAGE_FORMAT'],
    ['a non-image data URL', { images: ['data:text/plain;base64,aGk='] }, 'INVALID_IMAGE_FORMAT'],
  ])('rejects %s with %s', (_name, answer, code) => {
    expect(() => readGeneratedImage(answer)).toThrow(expect.objectContaining({ code }));
  });
});

describe('calls through the proxy (MSW handlers shared with stories)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const body = { model: 'm', messages: [{ role: 'user' as const, content: 'a 1960s photo' }] };
  const genBody = { model_name: 'm', prompt: 'a cat', width: 1024, height: 1024 };

  it('returns the image of a successful chat completion', async () => {
    server.use(...aiHandlers.chatImage());
    await expect(chatCompletionImage(body)).resolves.toBe(SAMPLE_RESULT_DATA_URL);
    await expect(chatCompletion(body)).resolves.toHaveProperty('choices');
  });

  it('returns the image of an image generation, adding the prefix to bare base64', async () => {
    server.use(...aiHandlers.imageGeneration(SAMPLE_RESULT_BASE64));
    await expect(generateImage(genBody)).resolves.toBe(`data:image/png;base64,${SAMPLE_RESULT_BASE64}`);
  });

  it.each([
    [429, 'QUOTA_EXCEEDED'],
    [401, 'INVALID_API_KEY'],
    [402, 'INSUFFICIENT_CREDITS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [400, 'API_ERROR_400'],
  ])('status %i rejects with %s on both paths', async (status, code) => {
    server.use(...aiHandlers.status(status));
    await expect(chatCompletionImage(body)).rejects.toMatchObject({ code, status, demoMode: false });
    await expect(generateImage(genBody)).rejects.toMatchObject({ code, status });
  });

  it('recognises demo mode', async () => {
    server.use(...aiHandlers.demoMode());
    await expect(chatCompletionImage(body)).rejects.toMatchObject({ status: 503, demoMode: true, message: DEMO_MODE_MESSAGE });
  });

  it('maps a network failure', async () => {
    server.use(...aiHandlers.networkError());
    await expect(chatCompletionImage(body)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: null });
  });

  it('maps an invalid answer', async () => {
    server.use(...aiHandlers.invalidResponse());
    await expect(chatCompletionImage(body)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(generateImage(genBody)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reads content answers', async () => {
    server.use(...aiHandlers.answer(aiAnswers.chatContent(`![x](${PNG})`), 'chat'));
    await expect(chatCompletionImage(body)).resolves.toBe(PNG);
  });

  it('aborts a request that never answers', async () => {
    server.use(...aiHandlers.infinite());
    const controller = new AbortController();
    const pending = chatCompletionImage(body, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('sends the body as JSON to the same-origin path', async () => {
    let seen: unknown = null;
    let url = '';
    server.use(
      http.post('*/api/ai/v1/chat/completions', async ({ request }) => {
        url = new URL(request.url).pathname;
        seen = await request.json();
        return Response.json(chat({ content: PNG }));
      }),
    );
    await chatCompletionImage(body);
    expect(url).toBe('/api/ai/v1/chat/completions');
    expect(seen).toEqual(body);
  });
});
