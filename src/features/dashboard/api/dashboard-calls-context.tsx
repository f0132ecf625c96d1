import { createContext, useContext, type ReactNode } from 'react';
import { createBackupFile, recordBackupMade, type SkippedSection } from '@/data/backup/backup';
import { cleanupOldPosts, countOldPosts } from '@/data/posts';
import { eraseFamilyData, type EraseScope } from '@/data/sync/erase';
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
  /** `skipped`: records left out because the import would refuse them (issue 20, item 1). */
  createBackupFile: (now: Date) => Promise<{ blob: Blob; fileName: string; skipped?: SkippedSection[] }>;
  recordBackupMade: (now: Date) => Promise<void>;
  /** Hands the file to the browser as a download. */
  saveFile: (blob: Blob, fileName: string) => void;
  clearAllData: (scope?: EraseScope) => Promise<void>;
  /** core spec §4: after erasing, the page reloads. */
  reloadApp: () => void;
  countOldPosts: (now: Date) => Promise<number>;
  cleanupOldPosts: (now: Date) => Promise<number>;
}

export const defaultDashboardServices: DashboardServices = {
  storage: undefined,
  // Reads with cursors so 1,000 photo posts never block the page (src/data/backup/backup.ts).
  createBackupFile: (now) => createBackupFile(now),
  recordBackupMade: (now) => recordBackupMade(now),
  saveFile: downloadBlob,
  clearAllData: (scope = 'device') => eraseFamilyData(scope),
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
