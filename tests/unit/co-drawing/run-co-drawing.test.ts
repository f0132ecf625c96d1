import { setupServer } from 'msw/node';
import { generateImage, type ImageGenerationBody } from '@/data/api/ai-client';
import { AiError } from '@/lib/ai/ai-error';
import { runCoDrawing, sleep, type CoDrawingDeps, type CoDrawingInput } from '@/features/co-drawing/model/run-co-drawing';
import { buildImageRequest } from '@/features/co-drawing/model/prompts';
import { CO_DRAWING_RESULT_IMAGE, coDrawingHandlers } from '../../../stories/mocks/co-drawing-handlers';

const CANVAS = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const PLACEHOLDER = 'data:image/png;base64,UExBQ0VIT0xERVI=';
const input: CoDrawingInput = { canvasDataUrl: CANVAS, prompt: '  a friendly   dragon ', mode: 'ADD', size: { width: 960, height: 540 } };

function makeDeps(overrides: Partial<CoDrawingDeps> = {}) {
  const calls = {
    bodies: [] as ImageGenerationBody[],
    outcomes: [] as Array<{ modelId: string; ok: boolean; code?: string }>,
    sleeps: [] as number[],
    placeholders: [] as CoDrawingInput[],
  };
  const deps: CoDrawingDeps = {
    pickModel: () => ({ id: 'black-forest-labs/flux-kontext-pro' }),
    requestImage: async (body) => {
      calls.bodies.push(body);
      return CO_DRAWING_RESULT_IMAGE;
    },
    recordOutcome: (modelId, outcome) =>
      calls.outcomes.push(outcome.ok ? { modelId, ok: true } : { modelId, ok: false, code: outcome.error.code }),
    makePlaceholder: async (i) => {
      calls.placeholders.push(i);
      return PLACEHOLDER;
    },
    sleep: async (ms) => {
      calls.sleeps.push(ms);
    },
    ...overrides,
  };
  return { deps, calls };
}

describe('runCoDrawing', () => {
  it('sends the image-generation request with the trimmed prompt and answers with the AI picture', async () => {
    const { deps, calls } = makeDeps();
    const result = await runCoDrawing(input, deps);
    expect(result).toEqual({ success: true, imageUrl: CO_DRAWING_RESULT_IMAGE, source: 'ai', error: null });
    expect(calls.bodies).toEqual([
      buildImageRequest({ modelName: 'black-forest-labs/flux-kontext-pro', mode: 'ADD', text: 'a friendly dragon', canvasDataUrl: CANVAS }),
    ]);
    expect(calls.outcomes).toEqual([{ modelId: 'black-forest-labs/flux-kontext-pro', ok: true }]);
    expect(calls.sleeps).toEqual([]);
    expect(calls.placeholders).toEqual([]);
  });

  it.each([
    new AiError('QUOTA_EXCEEDED', 'quota', { status: 429 }),
    new AiError('SERVER_ERROR', 'boom', { status: 500 }),
    new AiError('SERVICE_UNAVAILABLE', 'Demo mode', { status: 503, demoMode: true }),
    new AiError('NETWORK_ERROR', 'offline'),
  ])('on $code waits 1.5 s and answers with the placeholder, carrying the error', async (error) => {
    const { deps, calls } = makeDeps({ requestImage: () => Promise.reject(error) });
    const result = await runCoDrawing(input, deps);
    expect(result).toEqual({ success: true, imageUrl: PLACEHOLDER, source: 'placeholder', error });
    expect(calls.sleeps).toEqual([1500]);
    expect(calls.placeholders).toEqual([{ ...input, prompt: 'a friendly dragon' }]);
    expect(calls.outcomes).toEqual([{ modelId: 'black-forest-labs/flux-kontext-pro', ok: false, code: error.code }]);
  });

  it('turns anything thrown into an AiError', async () => {
    const { deps } = makeDeps({ requestImage: () => Promise.reject(new Error('weird')) });
    const result = await runCoDrawing(input, deps);
    expect(result.source).toBe('placeholder');
    expect(result.error).toBeInstanceOf(AiError);
    expect(result.error?.code).toBe('UNKNOWN_ERROR');
  });

  it('does not send a canvas that is not image data', async () => {
    const { deps, calls } = makeDeps();
    const result = await runCoDrawing({ ...input, canvasDataUrl: 'data:,' }, deps);
    expect(calls.bodies).toEqual([]);
    expect(result).toMatchObject({ success: true, source: 'placeholder', error: { code: 'INVALID_IMAGE_FORMAT' } });
    expect(calls.sleeps).toEqual([1500]);
  });

  it('draws the placeholder when no model is set up', async () => {
    const { deps, calls } = makeDeps({ pickModel: () => null });
    const result = await runCoDrawing(input, deps);
    expect(calls.bodies).toEqual([]);
    expect(calls.outcomes).toEqual([]);
    expect(result).toMatchObject({ source: 'placeholder', error: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('reports failure when not even the placeholder can be made', async () => {
    const error = new AiError('SERVER_ERROR', 'boom', { status: 500 });
    const { deps } = makeDeps({ requestImage: () => Promise.reject(error), makePlaceholder: () => Promise.reject(new Error('no canvas')) });
    expect(await runCoDrawing(input, deps)).toEqual({ success: false, imageUrl: null, source: null, error });
  });

  it('refuses a blank prompt without calling anything', async () => {
    const { deps, calls } = makeDeps();
    await expect(runCoDrawing({ ...input, prompt: '  \n ' }, deps)).rejects.toBeInstanceOf(AiError);
    expect(calls.bodies).toEqual([]);
    expect(calls.placeholders).toEqual([]);
  });

  it('stops quietly when the page is left (aborted), without touching model health or the placeholder', async () => {
    const controller = new AbortController();
    const { deps, calls } = makeDeps({
      requestImage: (_body, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new AiError('ABORTED', 'cancelled')));
        }),
    });
    const pending = runCoDrawing(input, deps, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(calls.outcomes).toEqual([]);
    expect(calls.placeholders).toEqual([]);
  });

  it('stops during the placeholder pause when aborted', async () => {
    const controller = new AbortController();
    const { deps, calls } = makeDeps({ requestImage: () => Promise.reject(new AiError('SERVER_ERROR', 'x', { status: 500 })), sleep });
    const pending = runCoDrawing(input, deps, controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(calls.placeholders).toEqual([]);
  });
});

describe('sleep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the pause, not before', async () => {
    let done = false;
    void sleep(1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('rejects at once when already aborted', async () => {
    await expect(sleep(10, AbortSignal.abort())).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe('runCoDrawing against the shared MSW handlers (the real ai-client)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  // Node's fetch needs an absolute URL; the browser resolves the same-origin path itself.
  const fetchImpl: typeof fetch = (url, init) => fetch(new URL(String(url), window.location.href), init);

  function realDeps(): CoDrawingDeps & { sleeps: number[] } {
    const { deps } = makeDeps();
    const sleeps: number[] = [];
    return {
      ...deps,
      sleeps,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      requestImage: (body, signal) => generateImage(body, { ...(signal ? { signal } : {}), fetchImpl }),
    };
  }

  it('posts the body to /api/ai/v1/image/generation and reads images[0]', async () => {
    const bodies: ImageGenerationBody[] = [];
    server.use(coDrawingHandlers.result(undefined, (b) => bodies.push(b)));
    const result = await runCoDrawing({ ...input, mode: 'COLOR' }, realDeps());
    expect(result).toMatchObject({ success: true, source: 'ai', imageUrl: CO_DRAWING_RESULT_IMAGE });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ height: 1024, width: 1024, strength: 0.8, steps: 25, cfg_scale: 7, backend: 'auto', enable_refiner: false, image: CANVAS });
    expect(bodies[0]?.prompt).toMatch(/^Color in this family drawing: a friendly dragon\./);
  });

  it.each([
    [429, 'QUOTA_EXCEEDED'],
    [401, 'INVALID_API_KEY'],
    [402, 'INSUFFICIENT_CREDITS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [418, 'API_ERROR_418'],
  ])('a %d answer gives the placeholder with %s', async (status, code) => {
    server.use(coDrawingHandlers.status(status));
    const deps = realDeps();
    const result = await runCoDrawing(input, deps);
    expect(result).toMatchObject({ success: true, source: 'placeholder', imageUrl: PLACEHOLDER, error: { code, status, demoMode: false } });
    expect(deps.sleeps).toEqual([1500]);
  });

  it('marks the demo-mode answer as demo mode', async () => {
    server.use(coDrawingHandlers.demoMode());
    const result = await runCoDrawing(input, realDeps());
    expect(result).toMatchObject({ source: 'placeholder', error: { code: 'SERVICE_UNAVAILABLE', demoMode: true } });
  });

  it.each([
    ['noImage', 'NO_IMAGE_GENERATED'],
    ['invalidResponse', 'INVALID_RESPONSE'],
    ['networkError', 'NETWORK_ERROR'],
  ] as const)('%s gives the placeholder with %s', async (handler, code) => {
    server.use(coDrawingHandlers[handler]());
    const result = await runCoDrawing(input, realDeps());
    expect(result).toMatchObject({ source: 'placeholder', error: { code } });
  });
});
