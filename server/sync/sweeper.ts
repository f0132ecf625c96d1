import type { Logger } from '../app';
import type { HearthConfig } from '../config';
import type { SyncStore } from './store';

const dayMs = 24 * 3_600_000;
export const sweepEveryMs = 3_600_000;

/**
 * Runs the store's sweep now and then every `everyMs` (an hour): spaces no device opened for
 * SYNC_IDLE_SPACE_DAYS go, expired invitations lose their sealed bundle and, after a week, their row.
 * Several instances may sweep the same database: each removal checks again inside its transaction.
 * The timer never keeps the process alive.
 */
export function startSweeper(deps: { store: SyncStore; config: HearthConfig; now: () => Date; logger: Logger; everyMs?: number }): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const now = deps.now();
      const days = deps.config.sync.idleSpaceDays;
      const result = await deps.store.sweep(now, days === null ? null : new Date(now.getTime() - days * dayMs));
      if (result.removedSpaces > 0) deps.logger.info(`Sync sweep: removed ${result.removedSpaces} spaces no device opened for ${days} days.`);
    } catch (error) {
      deps.logger.warn(`Sync sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), deps.everyMs ?? sweepEveryMs) as unknown as { unref?: () => void };
  timer.unref?.();
  return () => clearInterval(timer as Parameters<typeof clearInterval>[0]);
}
