import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import type { Challenge, Guidance } from '@/data/types';
import { fetchGuidanceAnswer, fetchServerGuidanceModel, type GuidanceTransportOptions } from '@/data/api/guidance-api';
import { guidanceModel as buildTimeGuidanceModel } from '@/lib/config';
import { buildGuidanceRequest, parseGuidanceAnswer } from '../model/guidance';

/**
 * POSTs the guidance body for `challenge` to `/api/ai/v1/chat/completions` and reads
 * the answer. Returns null on any failure (non-OK, demo mode, network, bad content); the card then
 * uses `builtInGuidance(category)` without telling anyone.
 */
export async function requestGuidance(
  challenge: Pick<Challenge, 'title' | 'description' | 'category'>,
  model: string,
  options: GuidanceTransportOptions = {},
): Promise<Guidance | null> {
  return parseGuidanceAnswer(await fetchGuidanceAnswer(buildGuidanceRequest(challenge, model), options));
}

/** The model for guidance: the server's choice when it names one, else the build-time default. */
export const guidanceModelQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.server.guidanceModel(),
    queryFn: async ({ signal }) => (await fetchServerGuidanceModel({ signal })) ?? buildTimeGuidanceModel,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Resolves the model (cached for the session) and never fails. */
export async function resolveGuidanceModel(queryClient: QueryClient): Promise<string> {
  try {
    return await queryClient.fetchQuery(guidanceModelQueryOptions());
  } catch {
    return buildTimeGuidanceModel;
  }
}

/**
 * The daily moment's AI guidance for `challenge`: the model (cached for the session), then one
 * request. Resolves null on any failure or once `signal` aborts; the card then shows the built-in
 * guidance.
 */
export function useFetchGuidance(): (challenge: Pick<Challenge, 'title' | 'description' | 'category'>, signal: AbortSignal) => Promise<Guidance | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (challenge, signal) => {
      const model = await resolveGuidanceModel(queryClient);
      if (signal.aborted) return null;
      return requestGuidance(challenge, model, { signal });
    },
    [queryClient],
  );
}
