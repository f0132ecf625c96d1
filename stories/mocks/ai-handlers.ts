// MSW handler factories for Hearth's AI proxy (POST /api/ai/v1/chat/completions and
// POST /api/ai/v1/image/generation). The same answers drive stories (parameters.msw.handlers), unit
// tests (msw/node) and end-to-end tests (page.route, through routeAnswer()).

import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { configHandler } from './guidance-handlers';

/** A small colour "family photo" (three people in a garden), 160x120 PNG. */
export const SAMPLE_PHOTO_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAIAAAD6wG44AAADq0lEQVR42u3bR1KUURTF8bMIx45dBItgzCIcuwhzzmJWzDmTmtDknJvoBs4OlKquorpAad77Xvi4nKrfyMG9vvvHbibidCfFMJzppBiGs10Uw3Cui2IYzndTDMOFbophuNhDMQyXeiiG4XIvxTBc6aUYhqsVimG4VqGUwZ9a2/8UGYvrfZTs9qlb5z0ZN/ooGTVN28hjPm72UzJyCuwxH7f6Kbk41a1zXYHbA5QsPOrWOW3BnQFKFt6Bnbbg7iAlC+/ATltwb5CShXdgpy1or1Ky8A7stAX3q5QsvAM7bcGDIUoW3oGdtuDhECUL78BOW/BomJKFd2CnLXg8TMnFo67rCjwZoWTkVNdjPp6OUDJyCuwxH89GKdk1Tes9Gc9HKWWwT90iY9ExRjEML8YohuHlOMUwvBqnGIbXExTD8GaCYhjeTlIMw7tJimF4P0UxDB+mKIbh4zTFMHyaphiGzzMUw/BlhmIYvs5SDMO3WYph+D5HMQw/5iiG4ec8xTD8mqcYhs4FHhGstjc6Iq9G1wJt29V1L9vPR/cirWqatpHVI6BnkfY4pW1k7xToXaIx3nXrjF0DlSVaUrBunaWDoG+ZlgQJbOkg6F+mGUHq1pm5CQZWmNE/jxt2mp+8ZwkIgyvMoumJgw90lesyYaFaY2JOV440NuzqMsNQjSl5HDre5CB7Sw7Dq0zG+9ZFJp84fqzugH/utLf8MLLKNAr+e/IeXiRwsuPEg9E1plEwsPfwIoFDPTPZkffC2BoTCPKlGHu+00aPv0OaU++C8XUmEOTcsec7bfTenubgOzCxztgCXjzNlqa7Cu5NcPMdmNxgbAG/Gl23FFHkdUEmB4GpDcYWMLDrliK8nxZqeBCY3mRsAQN7LPJT5GkB5xeHmU3GFvDuJVkUZF2Cy2/D7BZjC3j3NLv83uX6mZTg8tswt8XYAgZOs8vvXa6BE1x+G+Z/M4Egd0+zy/tRroHTXB4n21sTCBI4wbqUj0pz+USBs5yjVPMVONY5Mk4+WoGTfXIecLuBF5UusN9Fms5sOVWNR4HzfzVmDBzpR/ZwBw7+1ajAZQy8z3Vch+QNnODX9VIHrrW2hFXCwLF/XVfgUgQO+JmkwPkDt3a0FafACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzACqzA+s9nJaXAClx6Cmw8sCiwAosCy2H0F22THpCVKrcmAAAAAElFTkSuQmCC';
/** The same scene in a warm golden tone: what the mocked AI "returns". */
export const SAMPLE_RESULT_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAIAAAD6wG44AAADaElEQVR42u3cyVJTQRSA4fMOPocPoRu3+h6GMUASkUEwS8udax/BcieCioqKIuI8T6DgLM4DeKUqxUaBpIfb3Tn5q/4Viz7V50vdBAqQhRN7SXHCCpQDvxgrkOLk5ViBFCeLJwukOFkcL5DiZGm8jRQnSxNtpDh5NdFOipPXp9pJcfLmdDspbg24g1Ioezi8WS7HytszHRS9LXRrWZ8McOq0jszybrKTImYEbHG+vJ/spFgZ6dYyHSEfznZRlCx0axlNAVg78MdzXRQla2CjKQBrB14+301RsgY2miLLU90UJXtgkynyaapIUbIGNpoiny8UKUrWwEZT5MvFIkXJGthoyhpwD8XKStdshHy91EMRM9K1OB9g7cDfpnspenVprU+W79O9lEJb6LocKz8u95HiANYO/PNKHykOYO3Av2ZKpDj5PVMixcnK1TIpTlZmy6Q4WZ0tk+Jk9VqFFCd/5iqkOMnmKqQ4ya7vI8UBrB74Rj8pDmD1wDf7SXEAqwe+tZ8UB7B64NsDrdI/j6/WuLVkdwaUV/eNSvX1paVpW4BZsruDCrP+2KluFYKubmPJ7g2qysu3j4oWItn9IVV5AVa0EEFXt7FkD4ZjtuFy/Z5mV9y1+EvSonVZsfcf5CoBtv1PEfYZbTmnY/2OTjhJWtdo0QBvDPzoQLisd+1w8o7t22o1+HWzucknTaDbyK4B3hT48UigHIFtD3cC9nXNYEv+L2kO3bpryuk3IvzeMQ7wk5EQeVl33ucbTbSeHmbh60n2dDT3PG48zJS6sxznBtj5etGALd8aATYGfjaaex6BDac4ZXs1b4f7SLLnB3PPI7D5IMscrubzfOeiAeeyl8DAYV5DrsDz1dzzuPcws6zuZfxMCrD5+SrA6oEXqiHysvcws2wvZQwcZPNy/PCeAHkBDjAu5KXCbD4QcJR1JHU+wHmtI+LJrQUc7MnZ4HQFN0oO2G4jdc88UtqZXwDHf2uMCJzTS7a5gb2/NQKcIvAW2zE9JC5wgI/rSQMfHdrltwSB8/64DnASwB6fSQDHBz52aLd7AAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMH98lmgAA5x8ACsHJoABJoCpGfsLBa12YLt2RrQAAAAASUVORK5CYII=';
export const SAMPLE_IMAGE_DATA_URL = SAMPLE_RESULT_DATA_URL;
/** The sample result as bare base64 (image services may answer without the data: prefix). */
export const SAMPLE_RESULT_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAIAAAD6wG44AAADaElEQVR42u3cyVJTQRSA4fMOPocPoRu3+h6GMUASkUEwS8udax/BcieCioqKIuI8T6DgLM4DeKUqxUaBpIfb3Tn5q/4Viz7V50vdBAqQhRN7SXHCCpQDvxgrkOLk5ViBFCeLJwukOFkcL5DiZGm8jRQnSxNtpDh5NdFOipPXp9pJcfLmdDspbg24g1Ioezi8WS7HytszHRS9LXRrWZ8McOq0jszybrKTImYEbHG+vJ/spFgZ6dYyHSEfznZRlCx0axlNAVg78MdzXRQla2CjKQBrB14+301RsgY2miLLU90UJXtgkynyaapIUbIGNpoiny8UKUrWwEZT5MvFIkXJGthoyhpwD8XKStdshHy91EMRM9K1OB9g7cDfpnspenVprU+W79O9lEJb6LocKz8u95HiANYO/PNKHykOYO3Av2ZKpDj5PVMixcnK1TIpTlZmy6Q4WZ0tk+Jk9VqFFCd/5iqkOMnmKqQ4ya7vI8UBrB74Rj8pDmD1wDf7SXEAqwe+tZ8UB7B64NsDrdI/j6/WuLVkdwaUV/eNSvX1paVpW4BZsruDCrP+2KluFYKubmPJ7g2qysu3j4oWItn9IVV5AVa0EEFXt7FkD4ZjtuFy/Z5mV9y1+EvSonVZsfcf5CoBtv1PEfYZbTmnY/2OTjhJWtdo0QBvDPzoQLisd+1w8o7t22o1+HWzucknTaDbyK4B3hT48UigHIFtD3cC9nXNYEv+L2kO3bpryuk3IvzeMQ7wk5EQeVl33ucbTbSeHmbh60n2dDT3PG48zJS6sxznBtj5etGALd8aATYGfjaaex6BDac4ZXs1b4f7SLLnB3PPI7D5IMscrubzfOeiAeeyl8DAYV5DrsDz1dzzuPcws6zuZfxMCrD5+SrA6oEXqiHysvcws2wvZQwcZPNy/PCeAHkBDjAu5KXCbD4QcJR1JHU+wHmtI+LJrQUc7MnZ4HQFN0oO2G4jdc88UtqZXwDHf2uMCJzTS7a5gb2/NQKcIvAW2zE9JC5wgI/rSQMfHdrltwSB8/64DnASwB6fSQDHBz52aLd7AAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMMAAAwwwwAADDDDAAAMMMH98lmgAA5x8ACsHJoABJoCpGfsLBa12YLt2RrQAAAAASUVORK5CYII=';

export const DEMO_MODE_MESSAGE = 'Demo mode: no AI provider is configured on this Hearth server.';

export type AiMockPath = 'chat' | 'image' | 'all';

export type AiMockAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'network-error' }
  | { kind: 'infinite' };

const statusCodes: Record<number, string> = {
  429: 'QUOTA_EXCEEDED',
  401: 'INVALID_API_KEY',
  402: 'INSUFFICIENT_CREDITS',
  503: 'SERVICE_UNAVAILABLE',
  500: 'SERVER_ERROR',
  502: 'SERVER_ERROR',
  504: 'SERVER_ERROR',
};

export const aiAnswers = {
  /** The image at choices[0].message.images[0].image_url.url. */
  chatImage: (url: string = SAMPLE_RESULT_DATA_URL): AiMockAnswer => ({
    kind: 'json',
    status: 200,
    body: {
      id: 'mock-chat',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Here is your photo.', images: [{ type: 'image_url', image_url: { url } }] } }],
    },
  }),
  /** The image in message.content instead. */
  chatContent: (content: string): AiMockAnswer => ({
    kind: 'json',
    status: 200,
    body: { id: 'mock-chat', choices: [{ index: 0, message: { role: 'assistant', content } }] },
  }),
  /** The image at images[0]. */
  imageGeneration: (image: string = SAMPLE_RESULT_DATA_URL): AiMockAnswer => ({ kind: 'json', status: 200, body: { images: [image] } }),
  /** An error answer as Hearth's proxy gives it: the upstream status with { error: { code, message } }. */
  status: (status: number, message = `The AI provider answered with status ${status}.`): AiMockAnswer => ({
    kind: 'json',
    status,
    body: { error: { code: statusCodes[status] ?? `API_ERROR_${status}`, message } },
  }),
  /** Demo mode: 503 with code DEMO_MODE. */
  demoMode: (): AiMockAnswer => ({ kind: 'json', status: 503, body: { error: { code: 'DEMO_MODE', message: DEMO_MODE_MESSAGE } } }),
  /** A 200 answer with nothing the readers understand. */
  invalidResponse: (): AiMockAnswer => ({ kind: 'json', status: 200, body: { unexpected: true } }),
  networkError: (): AiMockAnswer => ({ kind: 'network-error' }),
  infinite: (): AiMockAnswer => ({ kind: 'infinite' }),
} as const;

const paths = {
  chat: '*/api/ai/v1/chat/completions',
  image: '*/api/ai/v1/image/generation',
} as const;

function urlsFor(path: AiMockPath): string[] {
  return path === 'all' ? [paths.chat, paths.image] : [paths[path]];
}

async function respond(answer: AiMockAnswer): Promise<Response> {
  if (answer.kind === 'network-error') return HttpResponse.error();
  if (answer.kind === 'infinite') {
    await delay('infinite');
    return HttpResponse.error();
  }
  return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
}

/**
 * Handlers answering each request on `path` with `resolve(body, index)` (index counts requests from
 * 0), after GET /api/config saying what the server is: the tools ask it before anything is sent.
 */
export function aiHandler(path: AiMockPath, resolve: (body: unknown, index: number) => AiMockAnswer, server: 'live' | 'demo' = 'live'): HttpHandler[] {
  let index = 0;
  const config = configHandler({ demoMode: server === 'demo' });
  return [config, ...urlsFor(path).map((url) =>
    http.post(url, async ({ request }) => {
      let body: unknown = null;
      try {
        body = await request.clone().json();
      } catch {
        body = null;
      }
      const answer = resolve(body, index);
      index += 1;
      return respond(answer);
    }),
  )];
}

/** The decade a time-travel request asks for (from its text part), or null. */
export function decadeOfRequest(body: unknown): string | null {
  const text = JSON.stringify((body as { messages?: unknown } | null)?.messages ?? '');
  return /\b(19[0-9]0s)\b/.exec(text)?.[1] ?? null;
}

/** The model a request names (model for chat, model_name for image generation). */
export function modelOfRequest(body: unknown): string | null {
  const b = body as { model?: unknown; model_name?: unknown } | null;
  const model = b?.model ?? b?.model_name;
  return typeof model === 'string' ? model : null;
}

export const aiHandlers = {
  answer: (answer: AiMockAnswer, path: AiMockPath = 'all') => aiHandler(path, () => answer),
  chatImage: (url?: string) => aiHandler('chat', () => aiAnswers.chatImage(url)),
  imageGeneration: (image?: string) => aiHandler('image', () => aiAnswers.imageGeneration(image)),
  /** Success on both paths. */
  success: () => [...aiHandler('chat', () => aiAnswers.chatImage()), ...aiHandler('image', () => aiAnswers.imageGeneration())],
  status: (status: number, path: AiMockPath = 'all') => aiHandler(path, () => aiAnswers.status(status)),
  /** A server without AI: /api/config says demo mode (the tools send nothing), and the paths answer DEMO_MODE. */
  demoMode: (path: AiMockPath = 'all') => aiHandler(path, () => aiAnswers.demoMode(), 'demo'),
  networkError: (path: AiMockPath = 'all') => aiHandler(path, () => aiAnswers.networkError()),
  invalidResponse: (path: AiMockPath = 'all') => aiHandler(path, () => aiAnswers.invalidResponse()),
  infinite: (path: AiMockPath = 'all') => aiHandler(path, () => aiAnswers.infinite()),
  /** Time travel: a different answer per decade. */
  byDecade: (answers: Partial<Record<string, AiMockAnswer>>, fallback: AiMockAnswer = aiAnswers.chatImage()) =>
    aiHandler('chat', (body) => answers[decadeOfRequest(body) ?? ''] ?? fallback),
  /** A different answer per model (model fallback). */
  byModel: (answers: Partial<Record<string, AiMockAnswer>>, fallback: AiMockAnswer = aiAnswers.chatImage(), path: AiMockPath = 'all') =>
    aiHandler(path, (body) => answers[modelOfRequest(body) ?? ''] ?? fallback),
  /** The n-th request gets answers[n]; the last answer repeats. */
  sequence: (answers: AiMockAnswer[], path: AiMockPath = 'all') =>
    aiHandler(path, (_body, index) => answers[Math.min(index, answers.length - 1)] ?? aiAnswers.infinite()),
};

/** For Playwright's route.fulfill: null means abort (network error) or never answer (infinite). */
export function routeAnswer(answer: AiMockAnswer): { status: number; contentType: string; body: string } | null {
  if (answer.kind !== 'json') return null;
  return { status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) };
}
