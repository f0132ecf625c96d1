// Runs the engine while the family space is open: on open, on every local write of a shared table,
// on focus, on reconnect and whenever the server's event stream says the space grew.
import { onTableChanges } from '@/data/table-changes';
import { isSyncedTable } from '@/data/sync/synced-tables';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';

const WRITE_DELAY_MS = 150;

/** Starts syncing when this device has a space; returns the function that stops it. */
export function startSync(engine: SyncEngine = syncEngine): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void engine.syncNow(), WRITE_DELAY_MS);
  };
  const now = () => {
    engine.reconnectLive();
    void engine.syncNow();
  };
  const unsubscribe = onTableChanges((tables) => {
    if ([...tables].some(isSyncedTable)) soon();
  });
  window.addEventListener('online', now);
  window.addEventListener('focus', now);
  void engine.load().then((on) => {
    if (!on || stopped) return;
    engine.startLive();
    return engine.syncNow();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', now);
    window.removeEventListener('focus', now);
    engine.stop();
  };
}
