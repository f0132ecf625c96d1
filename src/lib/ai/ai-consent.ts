// AI tools ask first (docs/product.md#ai-consent): a photo leaves the device only for an AI tool the
// family has agreed to use on this device. The choice is kept per tool, with the providers it was
// given for: a provider added to the registry later is asked about again.

import { aiTools, type AiTool } from '@/lib/ai-recipients';

export interface ConsentRecord {
  choice: 'granted' | 'declined';
  /** Provider ids (`google`, `openai`) the family agreed to send to; empty when declined. */
  providers: string[];
  /** ISO time of the choice. */
  at: string;
}

export type ConsentMap = Partial<Record<AiTool, ConsentRecord>>;

/** What a tool must do before sending: go ahead, ask first, or send nothing without asking. */
export type ConsentDecision = 'send' | 'ask' | 'skip';

/**
 * Tools that send without a button of their own: guidance is asked for whenever a daily moment
 * starts, so its 'Not now' stands (built-in guidance, nothing sent) until the family allows it on
 * the dashboard, rather than asking every day.
 */
const toolsWhoseNotNowStands: readonly AiTool[] = ['guidance'];

/**
 * Demo mode sends nothing to any provider, so it needs no question. Otherwise the tool sends only
 * when the family said 'Continue' for every provider it may now send to. 'Not now' is remembered
 * (the dashboard shows it) and asks again next time: it means not now, not never; except for the
 * tools above, which then send nothing and do not ask.
 */
export function consentDecision(
  record: ConsentRecord | undefined,
  providerIds: readonly string[],
  demoMode: boolean | null,
  tool?: AiTool,
): ConsentDecision {
  if (demoMode === true) return 'send';
  if (record?.choice === 'declined' && tool !== undefined && toolsWhoseNotNowStands.includes(tool)) return 'skip';
  if (record?.choice !== 'granted') return 'ask';
  return providerIds.every((id) => record.providers.includes(id)) ? 'send' : 'ask';
}

const MAX_PROVIDERS = 50;

/** Keeps only well-formed records of known tools (the stored JSON may be old, edited or broken). */
export function sanitizeConsentMap(raw: unknown): ConsentMap {
  if (typeof raw !== 'object' || raw === null) return {};
  const result: ConsentMap = {};
  for (const tool of aiTools) {
    const value = (raw as Record<string, unknown>)[tool];
    if (typeof value !== 'object' || value === null) continue;
    const { choice, providers, at } = value as Record<string, unknown>;
    if (choice !== 'granted' && choice !== 'declined') continue;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) continue;
    const ids = Array.isArray(providers) ? providers.filter((id): id is string => typeof id === 'string' && id.length <= 200) : [];
    result[tool] = { choice, providers: ids.slice(0, MAX_PROVIDERS), at };
  }
  return result;
}

/** The map after the family's answer for `tool`. */
export function recordConsent(map: ConsentMap, tool: AiTool, choice: ConsentRecord['choice'], providerIds: readonly string[], now: Date): ConsentMap {
  return { ...map, [tool]: { choice, providers: choice === 'granted' ? [...providerIds] : [], at: now.toISOString() } };
}

/** The map with `tool` back to "not asked yet" (the dashboard's 'Ask first'). */
export function forgetConsent(map: ConsentMap, tool: AiTool): ConsentMap {
  const next = { ...map };
  delete next[tool];
  return next;
}
