// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { fetchGuidanceAnswer, fetchServerGuidanceModel } from '@/data/api/guidance-api';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { requestGuidance } from '@/features/moments/api/use-guidance';
import {
  configHandler,
  guidanceAnswers,
  guidanceHandler,
  sampleAiGuidance,
  type GuidanceAnswer,
} from '../../../stories/mocks/guidance-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Node has no page origin: resolve the same-origin paths against the mock server's.
const fetchImpl: typeof fetch = (input, init) => fetch(new URL(String(input), 'http://hearth.test'), init);

function answering(answer: GuidanceAnswer) {
  const bodies: unknown[] = [];
  server.use(guidanceHandler(answer, (body) => bodies.push(body)));
  return bodies;
}

describe('requestGuidance', () => {
  it('posts the guidance body and returns the AI guidance', async () => {
    const bodies = answering(guidanceAnswers.success());
    const guidance = await requestGuidance(fallbackChallenge, 'mock/model', { fetchImpl });
    expect(guidance).toEqual(sampleAiGuidance);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ model: 'mock/model', max_tokens: 512, temperature: 0.7, top_p: 0.9, stream: false });
    const message = (bodies[0] as { messages: Array<{ role: string; content: string }> }).messages;
    expect(message).toHaveLength(1);
    expect(message[0]?.role).toBe('user');
    expect(message[0]?.content).toContain('Family weather report');
    expect(message[0]?.content).toContain('Connection');
  });

  it('reads an answer without a code fence too', async () => {
    answering(guidanceAnswers.success(sampleAiGuidance, { fenced: false }));
    expect(await requestGuidance(fallbackChallenge, 'm', { fetchImpl })).toEqual(sampleAiGuidance);
  });

  it.each<[string, GuidanceAnswer]>([
    ['a 500', guidanceAnswers.serverError(500)],
    ['a 429', guidanceAnswers.serverError(429)],
    ['demo mode (503 DEMO_MODE)', guidanceAnswers.demoMode()],
    ['prose instead of JSON', guidanceAnswers.malformedContent()],
    ['a body that is not JSON', guidanceAnswers.malformedBody()],
    ['JSON without steps', guidanceAnswers.missingFields()],
    ['a network error', guidanceAnswers.networkError()],
  ])('returns null on %s, so the card uses the built-in guidance', async (_label, answer) => {
    answering(answer);
    expect(await requestGuidance(fallbackChallenge, 'm', { fetchImpl })).toBeNull();
  });

  it('returns null when aborted or timed out, without throwing', async () => {
    answering(guidanceAnswers.infinite());
    const controller = new AbortController();
    const pending = requestGuidance(fallbackChallenge, 'm', { fetchImpl, signal: controller.signal });
    controller.abort();
    expect(await pending).toBeNull();
    expect(await requestGuidance(fallbackChallenge, 'm', { fetchImpl, timeoutMs: 30 })).toBeNull();
  });

  it('fetchGuidanceAnswer gives the raw JSON only for OK answers', async () => {
    answering(guidanceAnswers.malformedContent());
    expect(await fetchGuidanceAnswer({}, { fetchImpl })).toMatchObject({ choices: [{ message: { content: expect.any(String) } }] });
    server.resetHandlers();
    answering(guidanceAnswers.demoMode());
    expect(await fetchGuidanceAnswer({}, { fetchImpl })).toBeNull();
  });
});

describe('fetchServerGuidanceModel', () => {
  it('reads ai.guidanceModel from /api/config', async () => {
    server.use(configHandler({ guidanceModel: 'server/model' }));
    expect(await fetchServerGuidanceModel({ fetchImpl })).toBe('server/model');
  });

  it('is null when the server names none, fails, or cannot be reached', async () => {
    server.use(configHandler({ guidanceModel: null }));
    expect(await fetchServerGuidanceModel({ fetchImpl })).toBeNull();
    server.resetHandlers();
    expect(await fetchServerGuidanceModel({ fetchImpl: () => Promise.reject(new TypeError('offline')) })).toBeNull();
    expect(await fetchServerGuidanceModel({ fetchImpl: async () => new Response('nope', { status: 500 }) })).toBeNull();
  });
});
