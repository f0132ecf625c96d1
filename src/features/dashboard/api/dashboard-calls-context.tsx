import { createContext, useContext, type ReactNode } from 'react';
import { createBackupFile, recordBackupMade, type SkippedSection } from '@/data/backup';
import { cleanupOldPosts, countOldPosts } from '@/data/posts';
import { eraseThisDevice } from '@/data/erase-device';
import { syncEngine } from '@/data/sync/engine';
import { familyCopies, type EraseScope, type FamilyCopies } from '@/data/sync/erase';
import { downloadBlob } from '@/lib/download';

/** The browser's storage manager, or a stand-in (stories, tests). */
export type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>;

/**
 * Everything the dashboard does outside React, in one place so stories and tests can swap a piece
 * (a failing export, a storage manager that refuses persistence, a reload that does not reload)
 * while the components and hooks stay the real ones.
 */
export interface DashboardServices {
  /** undefined = `navigator.storage`. */
  storage: StorageManagerLike | undefined;
  /** `skipped`: records left out because the import would refuse them. */
  createBackupFile: (now: Date) => Promise<{ blob: Blob; fileName: string; skipped?: SkippedSection[] }>;
  recordBackupMade: (now: Date) => Promise<void>;
  /** Hands the file to the browser as a download. */
  saveFile: (blob: Blob, fileName: string) => void;
  /**
   * everything Hearth keeps on this device; with 'server', first the family's
   * copy on Hearth's server (nothing is erased when that fails).
   */
  clearAllData: (scope?: EraseScope) => Promise<void>;
  /** Which of the family's devices still sync, for the erase dialog of a synced device. */
  familyCopies: () => Promise<FamilyCopies>;
  /** After erasing, the page reloads. */
  reloadApp: () => void;
  countOldPosts: (now: Date) => Promise<number>;
  cleanupOldPosts: (now: Date) => Promise<number>;
}

export const defaultDashboardServices: DashboardServices = {
  storage: undefined,
  // Reads with cursors so 1,000 photo posts never block the page (src/data/backup.ts).
  createBackupFile: (now) => createBackupFile(now),
  recordBackupMade: (now) => recordBackupMade(now),
  saveFile: downloadBlob,
  clearAllData: async (scope = 'device') => {
    // No pull may bring records back while the device is emptied (apply.ts also checks).
    syncEngine.stop();
    try {
      await eraseThisDevice(scope);
    } finally {
      // Sync is off after an erase; after a failed one the device keeps syncing as before.
      if (await syncEngine.load()) {
        syncEngine.startLive();
        void syncEngine.syncNow();
      }
    }
  },
  familyCopies: () => familyCopies(),
  // The erased family has no data left, so the reload lands where a new family starts.
  reloadApp: () => window.location.assign('/family'),
  countOldPosts: (now) => countOldPosts(undefined, now),
  cleanupOldPosts: (now) => cleanupOldPosts(undefined, now),
};

const DashboardServicesContext = createContext<DashboardServices>(defaultDashboardServices);

export function DashboardServicesProvider({
  services,
  children,
}: {
  services: Partial<DashboardServices>;
  children: ReactNode;
}) {
  return (
    <DashboardServicesContext.Provider value={{ ...defaultDashboardServices, ...services }}>
      {children}
    </DashboardServicesContext.Provider>
  );
}

export function useDashboardServices(): DashboardServices {
  return useContext(DashboardServicesContext);
}
