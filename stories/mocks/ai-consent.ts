import { aiTools, providersForTool } from '@/lib/ai-recipients';
import { createMemoryAiConsentStore, type AiConsentStore } from '@/features/ai-tools/api/ai-consent-store';
import { recordConsent, type ConsentMap } from '@/features/ai-tools/model/ai-consent';
import { buildTimeAiSetup } from '@/features/ai-tools/api/use-ai-setup';

// AI consent for stories and tests: a family that already said 'Continue' to every AI
// tool, for the providers of the build's registry, so a story about the tool itself meets no dialog.

export function allowedConsentMap(now = new Date('2025-11-01T10:00:00Z')): ConsentMap {
  return aiTools.reduce<ConsentMap>(
    (map, tool) => recordConsent(map, tool, 'granted', providersForTool(buildTimeAiSetup, tool).map((p) => p.id), now),
    {},
  );
}

/** A fresh in-memory store where every tool may send. */
export function allowAllAiTools(): AiConsentStore {
  return createMemoryAiConsentStore(allowedConsentMap());
}
