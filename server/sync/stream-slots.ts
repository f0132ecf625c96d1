/**
 * Live event streams per device and per client address, so that no family (and no client making up
 * devices) takes the streams every other family needs. In memory for one instance; shared through
 * Redis by several (redis.ts), where each stream holds a lease it renews while it is open, so an
 * instance that dies frees its streams' slots within a lease.
 */
export interface StreamLimit {
  key: string;
  max: number;
}

export type SlotResult = { ok: true; lease: StreamLease } | { ok: false; limit: string };

export interface StreamLease {
  /** Keeps the slots while the stream stays open (a shared store forgets leases not renewed). */
  renew(): Promise<void>;
  release(): Promise<void>;
}

export interface StreamSlots {
  /** Takes one slot under every limit, or none: `limit` names the first that is full. */
  acquire(limits: StreamLimit[]): Promise<SlotResult>;
}

/** This instance's streams only. */
export function createMemoryStreamSlots(): StreamSlots {
  const counts = new Map<string, number>();
  return {
    async acquire(limits) {
      const full = limits.find((limit) => (counts.get(limit.key) ?? 0) >= limit.max);
      if (full) return { ok: false, limit: full.key };
      for (const { key } of limits) counts.set(key, (counts.get(key) ?? 0) + 1);
      let released = false;
      return {
        ok: true,
        lease: {
          renew: async () => undefined,
          release: async () => {
            if (released) return;
            released = true;
            for (const { key } of limits) {
              const left = (counts.get(key) ?? 0) - 1;
              if (left > 0) counts.set(key, left);
              else counts.delete(key);
            }
          },
        },
      };
    },
  };
}
