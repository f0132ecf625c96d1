import { z } from 'zod';

// GET /api/config (server/routes/health.ts): whether this Hearth server has an AI provider, and
// which models it may use. Read for the privacy policy and the dialog that asks before a photo
// leaves the device. Never holds keys or provider addresses.

export const SERVER_CONFIG_PATH = '/api/config';

const answerSchema = z.object({
  demoMode: z.boolean(),
  ai: z
    .object({
      guidanceModel: z.string().max(200).nullable().optional(),
      models: z
        .array(z.object({ id: z.string().min(1).max(200), uses: z.array(z.string().max(50)).max(10).default([]) }).loose())
        .max(100)
        .default([]),
    })
    .loose(),
});

export interface ServerAiSetup {
  demoMode: boolean;
  models: { id: string; uses: string[] }[];
  guidanceModel: string | null;
}

/** GET /api/config's JSON, or null when the server cannot be reached or does not answer OK. */
export async function fetchServerConfig({
  signal,
  fetchImpl = fetch,
}: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {}): Promise<unknown> {
  try {
    const timeout = AbortSignal.timeout(5_000);
    const response = await fetchImpl(SERVER_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** The server's AI setup, or null when it cannot be reached or answers something unreadable. */
export async function fetchServerAiSetup(options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {}): Promise<ServerAiSetup | null> {
  const parsed = answerSchema.safeParse(await fetchServerConfig(options));
  if (!parsed.success) return null;
  const { demoMode, ai } = parsed.data;
  const guidanceModel = ai.guidanceModel?.trim() ? ai.guidanceModel.trim() : null;
  return { demoMode, models: ai.models.map((model) => ({ id: model.id, uses: model.uses })), guidanceModel };
}
