// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AiError } from '@/data/api/ai-client';
import { recordFailure } from '@/lib/ai/model-health';
import { createMemoryModelHealthStore } from '@/lib/ai/model-health-store';
import { runWithModelFallback, statusTexts, type FallbackStatus } from '@/lib/ai/model-fallback';
import type { AiModelConfig } from '@/lib/ai/model-registry';

const model = (id: string): AiModelConfig => ({ id, quality: 1, speed: 1, capabilities: [], specialties: [], uses: [], modalities: false });
const models = [model('a'), model('b'), model('c')];
const now = () => new Date('2025-08-20T10:00:00.000Z');
const err = (code: ConstructorParameters<typeof AiError>[0], demoMode = false) => new AiError(code, code, { status: 500, demoMode });

/** attempt() answering per model id: an Error to throw or a value. */
function scripted(answers: Record<string, AiError | string>) {
  return vi.fn(async (m: AiModelConfig) => {
    const answer = answers[m.id];
    if (answer instanceof Error) throw answer;
    return answer ?? 'ok';
  });
}

describe('runWithModelFallback', () => {
  it('uses the first model when it answers, and records the success', async () => {
    const store = createMemoryModelHealthStore({ a: { ...recordFailure({}, 'a', 'SERVER_ERROR', now()).a! } });
    const attempt = scripted({ a: 'img-a' });
    const result = await runWithModelFallback(models, attempt, { now, store });
    expect(result).toEqual({ value: 'img-a', model: models[0], attempts: 1 });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(store.read().a?.failureCount).toBe(0);
  });

  it.each([
    // [first error, expected status text]
    ['QUOTA_EXCEEDED', statusTexts.quotaSwitching],
    ['INSUFFICIENT_CREDITS', statusTexts.quotaSwitching],
    ['SERVER_ERROR', statusTexts.switching],
    ['SERVICE_UNAVAILABLE', statusTexts.switching],
    ['NO_IMAGE_GENERATED', statusTexts.switching],
    ['API_ERROR_400', statusTexts.switching],
  ] as const)('after %s tries the next model with "%s"', async (code, text) => {
    const store = createMemoryModelHealthStore();
    const statuses: FallbackStatus[] = [];
    const result = await runWithModelFallback(models, scripted({ a: err(code), b: 'img-b' }), {
      now,
      store,
      onStatus: (s) => statuses.push(s),
    });
    expect(result.value).toBe('img-b');
    expect(result.attempts).toBe(2);
    const switching = statuses.find((s) => s.kind === 'switching');
    expect(switching).toMatchObject({ kind: 'switching', text, attempt: 2 });
    expect(store.read().a?.failureCount).toBe(1);
    expect(store.read().b?.lastSuccess).not.toBeNull();
  });

  it("stops at Hearth's own per-minute limit (another model would meet it too) and blames no model", async () => {
    const store = createMemoryModelHealthStore();
    const attempt = scripted({ a: err('RATE_LIMITED'), b: 'img-b' });
    await expect(runWithModelFallback(models, attempt, { now, store })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(store.read().a).toBeUndefined();
  });

  it('the status text promises no free quota', () => {
    expect(Object.values(statusTexts).join(' ')).not.toMatch(/free/i);
  });

  it('tries every model in order, then reports the last error', async () => {
    const store = createMemoryModelHealthStore();
    const attempt = scripted({ a: err('SERVER_ERROR'), b: err('QUOTA_EXCEEDED'), c: err('NO_IMAGE_GENERATED') });
    await expect(runWithModelFallback(models, attempt, { now, store })).rejects.toMatchObject({ code: 'NO_IMAGE_GENERATED' });
    expect(attempt.mock.calls.map(([m]) => m.id)).toEqual(['a', 'b', 'c']);
    expect(store.read().b?.quotaExhausted).toBe(true);
  });

  it.each([
    ['INVALID_API_KEY', err('INVALID_API_KEY'), true],
    ['demo mode', err('SERVICE_UNAVAILABLE', true), false],
    ['a network failure', err('NETWORK_ERROR'), false],
    ['a cancel', err('ABORTED'), false],
  ])('stops at once on %s', async (_name, error, counted) => {
    const store = createMemoryModelHealthStore();
    const attempt = scripted({ a: error });
    await expect(runWithModelFallback(models, attempt, { now, store })).rejects.toBe(error);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(store.read().a?.failureCount ?? 0).toBe(counted ? 1 : 0);
  });

  it('skips resting models (3 failures, quota block)', async () => {
    let map = {};
    for (let i = 0; i < 3; i += 1) map = recordFailure(map, 'a', 'SERVER_ERROR', now());
    map = recordFailure(map, 'b', 'QUOTA_EXCEEDED', now());
    const store = createMemoryModelHealthStore(map);
    const attempt = scripted({ c: 'img-c' });
    const result = await runWithModelFallback(models, attempt, { now, store });
    expect(result.model.id).toBe('c');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('when every model rests, fails with the quota error first', async () => {
    let map = {};
    for (let i = 0; i < 3; i += 1) map = recordFailure(map, 'a', 'SERVER_ERROR', now());
    map = recordFailure(map, 'b', 'QUOTA_EXCEEDED', now());
    for (let i = 0; i < 3; i += 1) map = recordFailure(map, 'c', 'SERVER_ERROR', now());
    const attempt = scripted({});
    await expect(runWithModelFallback(models, attempt, { now, store: createMemoryModelHealthStore(map) })).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    expect(attempt).not.toHaveBeenCalled();
  });

  it('fails with UNKNOWN_ERROR when no model is configured', async () => {
    await expect(runWithModelFallback([], scripted({}), { now, store: createMemoryModelHealthStore() })).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
  });

  it('skips a model another request blocked meanwhile', async () => {
    const store = createMemoryModelHealthStore();
    const attempt = vi.fn(async (m: AiModelConfig) => {
      if (m.id === 'a') {
        // Another slot hits the quota on b while a is failing.
        store.update((map) => recordFailure(map, 'b', 'QUOTA_EXCEEDED', now()));
        throw err('SERVER_ERROR');
      }
      return `img-${m.id}`;
    });
    const result = await runWithModelFallback(models, attempt, { now, store });
    expect(result.model.id).toBe('c');
    expect(attempt.mock.calls.map(([m]) => m.id)).toEqual(['a', 'c']);
  });

  it('turns a throw after cancel into ABORTED without counting it', async () => {
    const store = createMemoryModelHealthStore();
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      controller.abort();
      throw new Error('fetch failed');
    });
    await expect(runWithModelFallback(models, attempt, { now, store, signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(store.read()).toEqual({});
  });
});
