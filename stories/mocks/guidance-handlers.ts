// MSW handler factories for the daily moment's AI guidance (Hearth's
// server answers POST /api/ai/v1/chat/completions, or 503 DEMO_MODE without a provider) and for
// GET /api/config (the guidance model). Used by the moment stories (parameters.msw.handlers), the
// unit tests (msw/node setupServer) and, through `guidanceAnswer`, by end-to-end tests (page.route).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Guidance } from '@/data/types';

const CHAT = '*/api/ai/v1/chat/completions';
const CONFIG = '*/api/config';

export const DEMO_MODE_MESSAGE = 'Demo mode: no AI provider is configured on this Hearth server.';

/** What the mocked AI suggests: clearly different from every built-in guidance, so stories can tell them apart. */
export const sampleAiGuidance: Guidance = {
  steps: [
    'Sit in a circle on the floor so everyone can see each other.',
    'The youngest person starts and describes their weather today.',
    'Go around the circle until everyone has had a turn.',
    'Together, make a forecast for tomorrow and say it out loud.',
  ],
  tips: ['Use your hands to show the wind and the rain.', 'Cheer for every forecast, even the stormy ones.'],
  duration: '2-3 minutes',
};

/** An OpenAI-compatible answer whose content is `content` (choices[0].message.content). */
export function chatAnswer(content: string) {
  return {
    id: 'mock-guidance',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

/** The ways the guidance request can end, for stories, unit tests and page.route. */
export type GuidanceAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; body: string }
  | { kind: 'network-error' }
  | { kind: 'infinite' };

export const guidanceAnswers = {
  /** 200 with the guidance as JSON inside a ```json fence, as small models like to answer. */
  success: (guidance: Guidance = sampleAiGuidance, { fenced = true }: { fenced?: boolean } = {}): GuidanceAnswer => ({
    kind: 'json',
    status: 200,
    body: chatAnswer(fenced ? `Here you go!\n\`\`\`json\n${JSON.stringify(guidance)}\n\`\`\`` : JSON.stringify(guidance)),
  }),
  /** The provider failed: Hearth's proxy passes the status on. */
  serverError: (status = 500): GuidanceAnswer => ({
    kind: 'json',
    status,
    body: { error: { code: 'SERVER_ERROR', message: 'The AI provider had an error.' } },
  }),
  /** 200, but the content is prose, not the JSON asked for. */
  malformedContent: (): GuidanceAnswer => ({
    kind: 'json',
    status: 200,
    body: chatAnswer('Sure! Just have fun together and enjoy the moment.'),
  }),
  /** 200 with a body that is not JSON at all. */
  malformedBody: (): GuidanceAnswer => ({ kind: 'text', status: 200, body: '<html>upstream hiccup</html>' }),
  /** 200 with JSON that lacks the steps. */
  missingFields: (): GuidanceAnswer => ({
    kind: 'json',
    status: 200,
    body: chatAnswer(JSON.stringify({ tips: ['Smile'], duration: '2-3 minutes' })),
  }),
  /** Demo mode: 503 with code DEMO_MODE. */
  demoMode: (): GuidanceAnswer => ({ kind: 'json', status: 503, body: { error: { code: 'DEMO_MODE', message: DEMO_MODE_MESSAGE } } }),
  networkError: (): GuidanceAnswer => ({ kind: 'network-error' }),
  /** Never answers: the loading state. */
  infinite: (): GuidanceAnswer => ({ kind: 'infinite' }),
} as const;

async function respond(answer: GuidanceAnswer): Promise<Response> {
  switch (answer.kind) {
    case 'network-error':
      return HttpResponse.error();
    case 'infinite':
      await delay('infinite');
      return HttpResponse.error();
    case 'text':
      return new HttpResponse(answer.body, { status: answer.status, headers: { 'Content-Type': 'text/html' } });
    case 'json':
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  }
}

/** The operator's AI services a configured server names (server/routes/health.ts). */
export const SAMPLE_AI_SERVICES = {
  chat: { id: '5e1f0c2a9b7d4e63', name: 'OpenRouter', privacyUrl: 'https://openrouter.ai/privacy' },
  image: { id: '8a3d6b1c0e2f4a57', name: 'Example Image Service', privacyUrl: null },
};

/** GET /api/config as Hearth's server answers it: demo mode, the paths, who receives what, the guidance model. */
export function configHandler({
  guidanceModel = 'mock/guidance-model',
  demoMode = false,
  services = SAMPLE_AI_SERVICES,
}: { guidanceModel?: string | null; demoMode?: boolean; services?: { chat: unknown; image: unknown } } = {}): HttpHandler {
  return http.get(CONFIG, () =>
    HttpResponse.json({
      demoMode,
      ai: {
        chat: !demoMode,
        image: !demoMode,
        guidanceModel,
        models: [],
        recipients: demoMode ? { chat: null, image: null } : services,
      },
    }),
  );
}

/** The chat-completions path answering `answer`; `onRequest` sees each request body (tests check it). */
export function guidanceHandler(answer: GuidanceAnswer, onRequest?: (body: unknown) => void): HttpHandler {
  return http.post(CHAT, async ({ request }) => {
    if (onRequest) onRequest(await request.clone().json().catch(() => null));
    return respond(answer);
  });
}

/** Ready-made handler lists: the config answer plus one guidance answer. */
export const guidanceHandlers = {
  success: (guidance?: Guidance) => [configHandler(), guidanceHandler(guidanceAnswers.success(guidance))],
  serverError: (status = 500) => [configHandler(), guidanceHandler(guidanceAnswers.serverError(status))],
  malformedContent: () => [configHandler(), guidanceHandler(guidanceAnswers.malformedContent())],
  malformedBody: () => [configHandler(), guidanceHandler(guidanceAnswers.malformedBody())],
  demoMode: () => [configHandler({ guidanceModel: null, demoMode: true }), guidanceHandler(guidanceAnswers.demoMode())],
  networkError: () => [configHandler(), guidanceHandler(guidanceAnswers.networkError())],
  loading: () => [configHandler(), guidanceHandler(guidanceAnswers.infinite())],
} as const;
