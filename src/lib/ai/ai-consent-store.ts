// Where the AI consent choices are kept: this origin's localStorage, like model health. A choice is
// about this device (a family agrees to use a tool on this device), so it must not
// travel in a family backup to another device, which the preferences store in IndexedDB would. The
// app keeps one store over the device's storage in its services (src/app/services.ts).

import { useSyncExternalStore } from 'react';
import type { StorageLike } from '@/lib/device-storage';
import { sanitizeConsentMap, type ConsentMap } from '@/lib/ai/ai-consent';

export const AI_CONSENT_STORAGE_KEY = 'hearth.aiConsent';

export interface AiConsentStore {
  read(): ConsentMap;
  update(change: (map: ConsentMap) => ConsentMap): void;
  subscribe(listener: () => void): () => void;
}

export function createAiConsentStore(
  storage: StorageLike | null,
  key = AI_CONSENT_STORAGE_KEY,
  initial: ConsentMap = {},
): AiConsentStore {
  let memory: ConsentMap = initial;
  let cachedRaw: string | null | undefined;
  let cached: ConsentMap = {};
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function read(): ConsentMap {
    if (!storage) return memory;
    try {
      const raw = storage.getItem(key);
      // useSyncExternalStore needs the same object while nothing changed.
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = raw ? sanitizeConsentMap(JSON.parse(raw)) : {};
      }
      return cached;
    } catch {
      return memory;
    }
  }

  return {
    read,
    update(change) {
      memory = change(read());
      try {
        storage?.setItem(key, JSON.stringify(memory));
      } catch {
        // Full or blocked storage: the choice holds for this page only.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // A choice made in another tab shows here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** In-memory store for tests and stories. */
export function createMemoryAiConsentStore(initial: ConsentMap = {}): AiConsentStore {
  return createAiConsentStore(null, AI_CONSENT_STORAGE_KEY, initial);
}

/** The choices in `store`, kept current as they change (here or in another tab). */
export function useConsentMap(store: AiConsentStore): ConsentMap {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
