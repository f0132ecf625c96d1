import { act, renderHook } from '@testing-library/react';
import { stoppedClock } from '@/lib/clock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatCompletionImage, type ChatCompletionBody } from '@/data/api/ai-client';
import { AiError } from '@/lib/ai/ai-error';
import { createMemoryModelHealthStore } from '@/lib/ai/model-health-store';
import { statusTexts } from '@/lib/ai/model-fallback';
import type { AiModelConfig } from '@/lib/ai/model-registry';
import { STATUS_REFRESH_MS, useTimeTravel } from '@/features/time-travel/api/use-time-travel';
import { DECADES, type Decade } from '@/features/time-travel/model/decades';
import { createTimeTravelRunner, type TimeTravelDeps } from '@/features/time-travel/model/time-travel-runner';
import { memoryAiServices } from '../../../stories/mocks/services';
import { providers } from '../render';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';
const model = (id: string): AiModelConfig => ({ id, quality: 1, speed: 1, capabilities: [], specialties: [], uses: [], modalities: false });
const models = [model('a'), model('b')];
const now = () => new Date('2025-08-20T10:00:00.000Z');

function decadeOf(body: ChatCompletionBody): Decade {
  const text = JSON.stringify(body.messages);
  return (DECADES.find((d) => text.includes(d)) ?? '1960s') as Decade;
}

interface Call {
  body: ChatCompletionBody;
  decade: Decade;
  resolve: (url: string) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** requestImage whose calls the test settles by hand. */
function manualRequests() {
  const calls: Call[] = [];
  const requestImage = vi.fn(
    (body: ChatCompletionBody, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ body, decade: decadeOf(body), resolve, reject, signal });
      }),
  );
  return { calls, requestImage };
}

function deps(over: Partial<TimeTravelDeps>): TimeTravelDeps {
  return {
    models,
    store: createMemoryModelHealthStore(),
    now,
    requestImage: async () => PHOTO,
    restyle: async (_photo, decade) => `data:image/png;base64,DEMO${decade.slice(0, 4)}`,
    ...over,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

// The hook asks Hearth's AI proxy itself; these tests answer its calls by hand.
vi.mock('@/data/api/ai-client', async (importOriginal) => ({ ...(await importOriginal<object>()), chatCompletionImage: vi.fn() }));

/** The hook with fresh model health, its requests answered by `requestImage`. */
function renderTimeTravel(requestImage: TimeTravelDeps['requestImage']) {
  vi.mocked(chatCompletionImage).mockImplementation((body, options) => requestImage(body, options?.signal ?? new AbortController().signal));
  const { wrapper } = providers({ services: { ai: memoryAiServices(), clock: stoppedClock(now()) }, route: false });
  return renderHook(() => useTimeTravel({ initialPhoto: PHOTO }), { wrapper });
}

describe('time-travel runner', () => {
  it('asks for the four decades at once (4 workers), each prompt naming its decade', async () => {
    const { calls, requestImage } = manualRequests();
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage }));
    runner.start();
    await flush();
    expect(calls.map((c) => c.decade)).toEqual(['1960s', '1970s', '1980s', '1990s']);
    expect(calls.every((c) => c.body.model === 'a' && c.body.max_tokens === 1000)).toBe(true);
    for (const call of calls) call.resolve(`data:image/png;base64,${call.decade.slice(0, 4)}`);
    await flush();
    expect(Object.values(runner.getSlots()).map((s) => [s.status, s.url])).toEqual(
      DECADES.map((d) => ['done', `data:image/png;base64,${d.slice(0, 4)}`]),
    );
  });

  it('moves a slot to retrying with the quota text, then done on the next model', async () => {
    const { calls, requestImage } = manualRequests();
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage }));
    runner.start();
    await flush();
    calls[0]!.reject(new AiError('QUOTA_EXCEEDED', 'q', { status: 429 }));
    await flush();
    expect(runner.getSlots()['1960s']).toMatchObject({ status: 'retrying', attempt: 2, statusText: statusTexts.quotaSwitching });
    const retry = calls[4]!;
    expect(retry.body.model).toBe('b');
    retry.resolve(PHOTO);
    await flush();
    expect(runner.getSlots()['1960s']).toMatchObject({ status: 'done', attempt: 2, statusText: null });
  });

  it('fails a slot after every model failed, keeping the last error', async () => {
    const runner = createTimeTravelRunner(
      PHOTO,
      deps({
        requestImage: async (body) => {
          throw new AiError(body.model === 'a' ? 'SERVER_ERROR' : 'NO_IMAGE_GENERATED', 'x', { status: body.model === 'a' ? 500 : null });
        },
      }),
    );
    runner.start();
    await flush();
    await flush();
    expect(Object.values(runner.getSlots()).every((s) => s.status === 'error')).toBe(true);
    expect(runner.lastError()).toMatchObject({ code: 'NO_IMAGE_GENERATED' });
  });

  it('stops at once on INVALID_API_KEY', async () => {
    const requestImage = vi.fn(async () => {
      throw new AiError('INVALID_API_KEY', 'key', { status: 401 });
    });
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage }));
    runner.start();
    await flush();
    expect(requestImage).toHaveBeenCalledTimes(4);
    expect(runner.getSlots()['1990s'].error).toMatchObject({ code: 'INVALID_API_KEY', status: 401 });
  });

  it('in demo mode restyles every decade on the device', async () => {
    const requestImage = vi.fn(async () => {
      throw new AiError('SERVICE_UNAVAILABLE', 'Demo mode', { status: 503, demoMode: true });
    });
    const restyle = vi.fn(async (_photo: string, decade: Decade) => `data:image/png;base64,${decade.slice(0, 4)}`);
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage, restyle }));
    runner.start();
    await flush();
    await flush();
    expect(runner.isDemoMode()).toBe(true);
    expect(Object.values(runner.getSlots()).map((s) => [s.status, s.demo])).toEqual(DECADES.map(() => ['done', true]));
    expect(restyle.mock.calls.map(([, decade]) => decade)).toEqual([...DECADES]);
    // A regeneration no longer asks the server.
    runner.regenerate('1970s');
    await flush();
    expect(requestImage).toHaveBeenCalledTimes(4);
    expect(runner.getSlots()['1970s']).toMatchObject({ status: 'done', demo: true });
  });

  it('in demo mode a slot fails with the demo error when the device cannot restyle', async () => {
    const runner = createTimeTravelRunner(
      PHOTO,
      deps({
        requestImage: async () => {
          throw new AiError('SERVICE_UNAVAILABLE', 'Demo mode', { status: 503, demoMode: true });
        },
        restyle: async () => {
          throw new Error('no canvas');
        },
      }),
    );
    runner.start();
    await flush();
    await flush();
    expect(runner.getSlots()['1960s']).toMatchObject({ status: 'error', demo: true });
    expect(runner.lastError()).toMatchObject({ demoMode: true });
  });

  it('ignores regenerate while the slot is pending; regenerates a finished slot', async () => {
    const { calls, requestImage } = manualRequests();
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage }));
    expect(runner.regenerate('1960s')).toBe(false);
    runner.start();
    await flush();
    expect(runner.regenerate('1960s')).toBe(false);
    expect(calls).toHaveLength(4);
    calls[0]!.resolve(PHOTO);
    await flush();
    expect(runner.regenerate('1960s')).toBe(true);
    expect(runner.getSlots()['1960s'].status).toBe('pending');
    await flush();
    expect(calls).toHaveLength(5);
    expect(calls[4]!.decade).toBe('1960s');
  });

  it('queues work beyond the worker count', async () => {
    const { calls, requestImage } = manualRequests();
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage, concurrency: 2 }));
    runner.start();
    await flush();
    expect(calls.map((c) => c.decade)).toEqual(['1960s', '1970s']);
    calls[0]!.resolve(PHOTO);
    await flush();
    expect(calls.map((c) => c.decade)).toEqual(['1960s', '1970s', '1980s']);
  });

  it('cancel aborts requests and drops their answers', async () => {
    const { calls, requestImage } = manualRequests();
    const runner = createTimeTravelRunner(PHOTO, deps({ requestImage }));
    const listener = vi.fn();
    runner.subscribe(listener);
    runner.start();
    await flush();
    runner.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(PHOTO);
    await flush();
    expect(runner.getSlots()['1960s'].status).toBe('pending');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('useTimeTravel: status refresh every 2000 ms', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows slot changes on the 2-second refresh and the end of the run at once', async () => {
    vi.useFakeTimers();
    const { calls, requestImage } = manualRequests();
    const { result } = renderTimeTravel(requestImage);
    expect(result.current.phase).toBe('uploaded');

    act(() => result.current.generate());
    expect(result.current.phase).toBe('generating');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(4);

    calls[0]!.resolve('data:image/png;base64,AAAA');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // Not yet refreshed.
    expect(result.current.slots?.['1960s'].status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS - 1000));
    expect(result.current.slots?.['1960s'].status).toBe('done');
    expect(result.current.phase).toBe('generating');

    for (const call of calls.slice(1)) call.resolve('data:image/png;base64,BBBB');
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The last slot finishing shows at once, with the summary.
    expect(result.current.phase).toBe('results');
    expect(Object.values(result.current.slots ?? {}).every((s) => s.status === 'done')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('regenerate: ignored while pending, else back to pending until the answer', async () => {
    vi.useFakeTimers();
    const { calls, requestImage } = manualRequests();
    const { result } = renderTimeTravel(requestImage);
    act(() => result.current.generate());
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.regenerate('1980s'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(4);
    for (const call of calls) call.resolve('data:image/png;base64,AAAA');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.phase).toBe('results');

    act(() => result.current.regenerate('1980s'));
    expect(result.current.slots?.['1980s'].status).toBe('pending');
    expect(result.current.phase).toBe('generating');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(5);
    calls[4]!.resolve('data:image/png;base64,CCCC');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.slots?.['1980s']).toMatchObject({ status: 'done', url: 'data:image/png;base64,CCCC' });
  });

  it('hands the last error to the dialog when every slot failed', async () => {
    vi.useFakeTimers();
    const requestImage = vi.fn(async () => {
      throw new AiError('QUOTA_EXCEEDED', 'q', { status: 429 });
    });
    const { result } = renderTimeTravel(requestImage);
    act(() => result.current.generate());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.phase).toBe('results');
    expect(result.current.failure).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 429 });
    act(() => result.current.dismissFailure());
    expect(result.current.failure).toBeNull();
  });

  it('Start Over returns to idle and cancels; choosing a photo returns to uploaded', async () => {
    vi.useFakeTimers();
    const { calls, requestImage } = manualRequests();
    const { result } = renderTimeTravel(requestImage);
    act(() => result.current.generate());
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.startOver());
    expect(result.current.phase).toBe('idle');
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => result.current.choosePhoto('data:image/png;base64,NEW'));
    expect(result.current.phase).toBe('uploaded');
    expect(result.current.photo).toBe('data:image/png;base64,NEW');
    expect(vi.getTimerCount()).toBe(0);
  });
});
