import { SAMPLE_AI_SERVICES } from '../../../stories/mocks/guidance-handlers';

/** GET /api/config as a configured Hearth server answers it (server/routes/health.ts). */
export function serverConfigAnswer({ demoMode = false }: { demoMode?: boolean } = {}) {
  return {
    demoMode,
    festivalHostPrefix: 'onam.',
    ai: { chat: !demoMode, image: !demoMode, guidanceModel: null, models: [], recipients: demoMode ? { chat: null, image: null } : SAMPLE_AI_SERVICES },
  };
}
