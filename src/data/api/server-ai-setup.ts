import { z } from 'zod';

// GET /api/config (server/routes/health.ts): whether this Hearth server has an AI provider, which
// of its paths forward anything, who receives what they send (the operator's gateway and image
// service, by name) and which models it may use. Read for the privacy policy and, afresh before
// every send, by the dialog that asks before a photo leaves the device. Never holds keys or
// provider addresses.

export const SERVER_CONFIG_PATH = '/api/config';

const serviceSchema = z
  .object({
    id: z.string().regex(/^[0-9a-f]{1,64}$/),
    name: z.string().trim().min(1).max(80),
    privacyUrl: z.string().max(500).regex(/^https:\/\/\S+$/).nullable().default(null),
  })
  .nullable()
  .catch(null);

const answerSchema = z.object({
  demoMode: z.boolean(),
  ai: z
    .object({
      chat: z.boolean().optional(),
      image: z.boolean().optional(),
      recipients: z.object({ chat: serviceSchema.default(null), image: serviceSchema.default(null) }).optional(),
      guidanceModel: z.string().max(200).nullable().optional(),
      models: z
        .array(z.object({ id: z.string().min(1).max(200), uses: z.array(z.string().max(50)).max(10).default([]) }).loose())
        .max(100)
        .default([]),
    })
    .loose(),
});

export interface ServerAiService {
  id: string;
  name: string;
  policyUrl: string | null;
}

export interface ServerAiSetup {
  demoMode: boolean;
  /** Which paths forward anything; null when the server does not say (an older server). */
  paths: { chat: boolean; image: boolean } | null;
  services: { chat: ServerAiService | null; image: ServerAiService | null };
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
  const service = (s: z.infer<typeof serviceSchema> | undefined): ServerAiService | null =>
    s ? { id: s.id, name: s.name, policyUrl: s.privacyUrl } : null;
  return {
    demoMode,
    paths: typeof ai.chat === 'boolean' && typeof ai.image === 'boolean' ? { chat: ai.chat, image: ai.image } : null,
    services: { chat: service(ai.recipients?.chat), image: service(ai.recipients?.image) },
    models: ai.models.map((model) => ({ id: model.id, uses: model.uses })),
    guidanceModel,
  };
}
