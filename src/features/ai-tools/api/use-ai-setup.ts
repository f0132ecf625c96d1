import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchServerAiSetup } from '@/data/api/server-ai-setup';
import { guidanceModel as buildTimeGuidanceModel } from '@/lib/config';
import type { AiSetup } from '@/lib/ai-recipients';
import { aiModels } from '@/lib/ai/ai-models';

/**
 * The build's registry (`VITE_AI_MODELS` or the defaults): what the tools ask for when the server
 * cannot say. Demo mode is unknown then, so the page and the dialog name these providers.
 */
export const buildTimeAiSetup: AiSetup = {
  demoMode: null,
  models: aiModels.map((model) => ({ id: model.id, uses: model.uses })),
  guidanceModel: buildTimeGuidanceModel,
};

/** The server's models when it lists any (its AI_MODELS is what it forwards), else the build's. */
export const aiSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['server', 'config', 'aiSetup'] as const,
    queryFn: async ({ signal }): Promise<AiSetup> => {
      const server = await fetchServerAiSetup({ signal });
      if (!server) return buildTimeAiSetup;
      return {
        demoMode: server.demoMode,
        ...(server.paths ? { paths: server.paths } : {}),
        services: server.services,
        models: server.models.length > 0 ? server.models : buildTimeAiSetup.models,
        guidanceModel: server.guidanceModel ?? buildTimeAiSetup.guidanceModel,
      };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Who receives what from the AI tools; the build's registry until the server has answered. */
export function useAiSetup(): { setup: AiSetup; isPending: boolean } {
  const query = useQuery(aiSetupQueryOptions());
  return { setup: query.data ?? buildTimeAiSetup, isPending: query.isPending };
}
