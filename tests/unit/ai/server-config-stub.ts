import { afterEach, beforeEach, vi } from 'vitest';
import { SAMPLE_AI_SERVICES } from '../../../stories/mocks/guidance-handlers';

/** GET /api/config as a configured Hearth server answers it (server/routes/health.ts). */
export function serverConfigAnswer({ demoMode = false }: { demoMode?: boolean } = {}) {
  return {
    demoMode,
    festivalHostPrefix: 'onam.',
    ai: { chat: !demoMode, image: !demoMode, guidanceModel: null, models: [], recipients: demoMode ? { chat: null, image: null } : SAMPLE_AI_SERVICES },
  };
}

/**
 * Every AI tool asks the server what it is before anything is sent (use-ai-consent-gate.tsx). In a
 * test without a server, GET /api/config is answered here; any other request fails the test.
 * Returns the list of every request the page made, for tests that check nothing else was sent.
 */
export function useServerConfigStub(options: { demoMode?: boolean } = {}): Request[] {
  const seen: Request[] = [];
  beforeEach(() => {
    seen.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://hearth.test'), init);
      seen.push(request);
      if (new URL(request.url).pathname === '/api/config') return Response.json(serverConfigAnswer(options));
      throw new TypeError(`unexpected request to ${request.url}`);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return seen;
}
