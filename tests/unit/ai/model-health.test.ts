import { describe, expect, it } from 'vitest';
import {
  emptyHealth,
  FAILURE_COOLDOWN_MS,
  isModelAvailable,
  isModelFailure,
  modelAvailability,
  QUOTA_BLOCK_MS,
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

  it.each([
    ['QUOTA_EXCEEDED', true],
    ['INSUFFICIENT_CREDITS', true],
    ['SERVER_ERROR', false],
    ['SERVICE_UNAVAILABLE', false],
    ['NO_IMAGE_GENERATED', false],
  ])('%s blocks for 24 hours: %s', (code, blocked) => {
    const map = recordFailure({}, 'm', code, t0);
    expect(map.m?.quotaExhausted).toBe(blocked);
    expect(map.m?.nextRetry).toBe(blocked ? at(QUOTA_BLOCK_MS).toISOString() : null);
    expect(isModelAvailable(map.m, at(1))).toBe(!blocked);
  });

  it.each([
    // [description, failures, code, ms after the last failure, availability]
    ['no record', 0, 'SERVER_ERROR', 0, 'available'],
    ['2 failures', 2, 'SERVER_ERROR', 0, 'available'],
    ['3 failures', 3, 'SERVER_ERROR', 0, 'tooManyFailures'],
    ['5 failures', 5, 'SERVER_ERROR', 0, 'tooManyFailures'],
    ['3 failures, just before the cool-down ends', 3, 'SERVER_ERROR', FAILURE_COOLDOWN_MS - 1, 'tooManyFailures'],
    ['3 failures, after the cool-down', 3, 'SERVER_ERROR', FAILURE_COOLDOWN_MS, 'available'],
    ['quota, 1 ms later', 1, 'QUOTA_EXCEEDED', 1, 'quotaBlocked'],
    ['quota, 23:59:59 later', 1, 'QUOTA_EXCEEDED', QUOTA_BLOCK_MS - 1000, 'quotaBlocked'],
    ['quota, 24 hours later', 1, 'QUOTA_EXCEEDED', QUOTA_BLOCK_MS, 'available'],
    ['credits, 12 hours later', 1, 'INSUFFICIENT_CREDITS', QUOTA_BLOCK_MS / 2, 'quotaBlocked'],
    ['3 quota failures, 24 hours later', 3, 'QUOTA_EXCEEDED', QUOTA_BLOCK_MS, 'available'],
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
