// Types of sync-load.mjs for the TypeScript callers (the sync server's load test).
export type LatencySummary = { count: number; p50: number; p95: number; max: number };
export type LoadRequest = { method: string; url: string; headers: Record<string, string>; body?: string };
export type LoadAnswer = { status: number; bytes: Uint8Array };
export function runSyncLoad(options: {
  send: (request: LoadRequest) => Promise<LoadAnswer>;
  baseUrl?: string;
  spaces?: number;
  devicesPerSpace?: number;
  pushesPerDevice?: number;
  changesPerPush?: number;
  ciphertextBytes?: number;
}): Promise<{ devices: number; push: LatencySummary; pull: LatencySummary; wallMs: number }>;
