import { aiTools, providersForTool, type AiSetup } from '@/lib/ai-recipients';
import type { AiServices } from '@/lib/services';
import { recordConsent, type ConsentMap } from '@/lib/ai/ai-consent';
import { buildTimeAiSetup } from '@/features/ai-tools/api/use-ai-setup';
import { SAMPLE_AI_SERVICES } from './guidance-handlers';
import { memoryAiServices } from './services';

// AI consent for stories and tests: a family that already said 'Continue' to every AI
// tool, for the recipients the mocked server names (its services, the build's models), so a story
// about the tool itself meets no dialog.

const service = (s: { id: string; name: string; privacyUrl: string | null }) => ({ id: s.id, name: s.name, policyUrl: s.privacyUrl });

/** What the app makes of the mocked server's GET /api/config (configHandler). */
export const sampleServerAiSetup: AiSetup = {
  ...buildTimeAiSetup,
  demoMode: false,
  paths: { chat: true, image: true },
  services: { chat: service(SAMPLE_AI_SERVICES.chat), image: service(SAMPLE_AI_SERVICES.image) },
  guidanceModel: 'mock/guidance-model',
};

export function allowedConsentMap(now = new Date('2025-11-01T10:00:00Z'), setup: AiSetup = sampleServerAiSetup): ConsentMap {
  return aiTools.reduce<ConsentMap>(
    (map, tool) => recordConsent(map, tool, 'granted', providersForTool(setup, tool).map((p) => p.id), now),
    {},
  );
}

/** Services for a family that already agreed to every AI tool on this device (fresh model health). */
export function agreedAiServices(): { ai: AiServices } {
  return { ai: memoryAiServices(allowedConsentMap()) };
}
