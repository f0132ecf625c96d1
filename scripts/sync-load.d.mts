// Types of sync-load.mjs for the TypeScript callers (the sync server's load test).
export type LatencySummary = { count: number; p50: number; p95: number; max: number };
export function runSyncLoad(options: {
  send: (request: Request) => Promise<Response> | Response;
  baseUrl?: string;
  spaces?: number;
  devicesPerSpace?: number;
  pushesPerDevice?: number;
  changesPerPush?: number;
  ciphertextBytes?: number;
}): Promise<{ devices: number; push: LatencySummary; pull: LatencySummary; wallMs: number }>;
