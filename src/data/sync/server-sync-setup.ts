import { z } from 'zod';
import { fetchServerConfig } from '@/data/api/server-ai-setup';

// GET /api/config's "sync" part: how long Hearth's server keeps a family copy none of whose devices
// opened it, and whether it takes new families (freely, with a family code, or not at all).

export interface ServerSyncSetup {
  /** Days after which an unopened family copy is removed; null: kept until the family erases it. */
  idleSpaceDays: number | null;
  newSpaces: 'open' | 'code' | 'closed';
}

const answerSchema = z.object({
  sync: z.object({
    idleSpaceDays: z.number().int().min(1).max(36_500).nullable(),
    newSpaces: z.enum(['open', 'code', 'closed']),
  }),
});

/** The server's sync setup, or null when it cannot be reached or answers something unreadable. */
export async function fetchServerSyncSetup(options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {}): Promise<ServerSyncSetup | null> {
  const parsed = answerSchema.safeParse(await fetchServerConfig(options));
  return parsed.success ? parsed.data.sync : null;
}
