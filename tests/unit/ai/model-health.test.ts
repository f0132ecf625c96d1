import { describe, expect, it } from 'vitest';
import {
  emptyHealth,
  FAILURE_COOLDOWN_MS,
  isModelAvailable,
  isModelFailure,
  modelAvailability,
  QUOTA_BLOCK_MS,
  RATE_LIMIT_BLOCK_MS,
  recordFailure,
  recordSuccess,
  sanitizeHealthMap,
  type ModelHealthMap,
} from '@/lib/ai/model-health';
import { createMemoryModelHealthStore, createModelHealthStore, MODEL_HEALTH_STORAGE_KEY } from '@/lib/ai/model-health-store';

const t0 = new Date('2025-08-20T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function fail(map: ModelHealthMap, times: number, code = 'SERVER_ERROR', now = t0): ModelHealthMap {
  let next = map;
  for (let i = 0; i < times; i += 1) next = recordFailure(next, 'm', code, now);
  return next;
}

describe('model health rules', () => {
  it('adds 1 per failure and remembers the last error', () => {
    const map = fail({}, 2, 'API_ERROR_400');
    expect(map.m).toMatchObject({ failureCount: 2, lastError: 'API_ERROR_400', quotaExhausted: false, nextRetry: null });
  });

  // A 402 is the operator's provider account out of credit: a day. A 429 is a limit per
  // minute: the model rests a minute, never a day.
  it.each([
    ['QUOTA_EXCEEDED', RATE_LIMIT_BLOCK_MS],
    ['INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS],
    ['SERVER_ERROR', null],
    ['SERVICE_UNAVAILABLE', null],
    ['NO_IMAGE_GENERATED', null],
  ])('%s blocks the model for %s ms', (code, block) => {
    const map = recordFailure({}, 'm', code, t0);
    expect(map.m?.quotaExhausted).toBe(block !== null);
    expect(map.m?.nextRetry).toBe(block === null ? null : at(block).toISOString());
    expect(isModelAvailable(map.m, at(1))).toBe(block === null);
  });

  it('a per-minute limit (429) does not block a model for a day: it is available again after a minute', () => {
    const map = recordFailure({}, 'm', 'QUOTA_EXCEEDED', t0);
    expect(RATE_LIMIT_BLOCK_MS).toBe(60_000);
    expect(modelAvailability(map.m, at(59_000))).toBe('quotaBlocked');
    expect(modelAvailability(map.m, at(60_000))).toBe('available');
  });

  it.each([
    // [description, failures, code, ms after the last failure, availability]
    ['no record', 0, 'SERVER_ERROR', 0, 'available'],
    ['2 failures', 2, 'SERVER_ERROR', 0, 'available'],
    ['3 failures', 3, 'SERVER_ERROR', 0, 'tooManyFailures'],
    ['5 failures', 5, 'SERVER_ERROR', 0, 'tooManyFailures'],
    ['3 failures, just before the cool-down ends', 3, 'SERVER_ERROR', FAILURE_COOLDOWN_MS - 1, 'tooManyFailures'],
    ['3 failures, after the cool-down', 3, 'SERVER_ERROR', FAILURE_COOLDOWN_MS, 'available'],
    ['rate limit, 1 ms later', 1, 'QUOTA_EXCEEDED', 1, 'quotaBlocked'],
    ['rate limit, a minute later', 1, 'QUOTA_EXCEEDED', RATE_LIMIT_BLOCK_MS, 'available'],
    ['credits, 1 ms later', 1, 'INSUFFICIENT_CREDITS', 1, 'quotaBlocked'],
    ['credits, 23:59:59 later', 1, 'INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS - 1000, 'quotaBlocked'],
    ['credits, 24 hours later', 1, 'INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS, 'available'],
    ['credits, 12 hours later', 1, 'INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS / 2, 'quotaBlocked'],
    ['3 credit failures, 24 hours later', 3, 'INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS, 'available'],
  ] as const)('%s -> %s', (_name, failures, code, later, expected) => {
    const map = fail({}, failures, code);
    expect(modelAvailability(map.m, at(later))).toBe(expected);
  });

  it('a success resets the counts and the block', () => {
    const failed = fail(fail({}, 2), 1, 'QUOTA_EXCEEDED');
    const map = recordSuccess(failed, 'm', at(5));
    expect(map.m).toEqual({
      ...emptyHealth('m'),
      lastSuccess: at(5).toISOString(),
    });
    expect(isModelAvailable(map.m, at(6))).toBe(true);
  });

  it('keeps other models and does not change its input', () => {
    const start: ModelHealthMap = { other: { ...emptyHealth('other'), failureCount: 1 } };
    const map = recordFailure(start, 'm', 'SERVER_ERROR', t0);
    expect(start.m).toBeUndefined();
    expect(map.other?.failureCount).toBe(1);
  });

  it.each([
    [{ code: 'SERVER_ERROR' }, true],
    [{ code: 'QUOTA_EXCEEDED' }, true],
    [{ code: 'INVALID_API_KEY' }, true],
    [{ code: 'NETWORK_ERROR' }, false],
    // Hearth's own per-minute limit says nothing about the model.
    [{ code: 'RATE_LIMITED' }, false],
    [{ code: 'ABORTED' }, false],
    [{ code: 'SERVICE_UNAVAILABLE', demoMode: true }, false],
  ])('isModelFailure(%o) = %s', (error, expected) => {
    expect(isModelFailure(error)).toBe(expected);
  });

  it('sanitizes stored data', () => {
    expect(sanitizeHealthMap(null)).toEqual({});
    expect(sanitizeHealthMap([1])).toEqual({});
    expect(sanitizeHealthMap({ a: 'x', b: { failureCount: 2.7, quotaExhausted: 'yes', nextRetry: 5 } })).toEqual({
      b: { ...emptyHealth('b'), failureCount: 2 },
    });
  });
});

describe('model health store (kept across reloads)', () => {
  it('survives a new store on the same storage (a reload)', () => {
    const storage = window.localStorage;
    storage.removeItem(MODEL_HEALTH_STORAGE_KEY);
    createModelHealthStore(storage).update((map) => recordFailure(map, 'm', 'QUOTA_EXCEEDED', t0));
    const reloaded = createModelHealthStore(storage);
    expect(reloaded.read().m).toMatchObject({ failureCount: 1, quotaExhausted: true });
    storage.removeItem(MODEL_HEALTH_STORAGE_KEY);
  });

  it('ignores unreadable stored data', () => {
    const storage = { getItem: () => '{broken', setItem: () => {} };
    expect(createModelHealthStore(storage).read()).toEqual({});
  });

  it('keeps working in memory when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createModelHealthStore(storage);
    store.update((map) => recordFailure(map, 'm', 'SERVER_ERROR', t0));
    expect(store.read().m?.failureCount).toBe(1);
  });

  it('memory store', () => {
    const store = createMemoryModelHealthStore();
    store.update((map) => recordFailure(map, 'm', 'SERVER_ERROR', t0));
    expect(store.read().m?.failureCount).toBe(1);
  });
});
