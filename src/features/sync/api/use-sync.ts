import { useEffect, useSyncExternalStore } from 'react';
import { syncEngine, type SyncStatus } from '@/data/sync/engine';
import { startSync } from '@/data/sync/start';

/** The device's sync state, live. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncEngine.subscribe, syncEngine.getStatus, syncEngine.getStatus);
}

/** Keeps the device in sync while the family space is open. */
export function useSyncRunner(): void {
  useEffect(() => startSync(), []);
}
