// Model health survives reloads. It lives in localStorage, not in
// the family's IndexedDB: it describes this device's view of the AI service, not family data, and
// does not belong in a family backup.

import { deviceStorage, type StorageLike } from '@/lib/device-storage';
import { sanitizeHealthMap, type ModelHealthMap } from '@/lib/ai/model-health';

export const MODEL_HEALTH_STORAGE_KEY = 'hearth.aiModelHealth';

export interface ModelHealthStore {
  read(): ModelHealthMap;
  /** Applies `change` to the latest stored map and saves the result. */
  update(change: (map: ModelHealthMap) => ModelHealthMap): ModelHealthMap;
}


export function createModelHealthStore(storage: StorageLike | null = deviceStorage(), key = MODEL_HEALTH_STORAGE_KEY): ModelHealthStore {
  let memory: ModelHealthMap = {};
  function read(): ModelHealthMap {
    if (!storage) return memory;
    try {
      const raw = storage.getItem(key);
      return raw ? sanitizeHealthMap(JSON.parse(raw)) : {};
    } catch {
      return memory;
    }
  }
  return {
    read,
    update(change) {
      const next = change(read());
      memory = next;
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Full or blocked storage: keep the in-memory copy.
      }
      return next;
    },
  };
}

/** In-memory store for tests and stories. */
export function createMemoryModelHealthStore(initial: ModelHealthMap = {}): ModelHealthStore {
  let map = initial;
  return {
    read: () => map,
    update(change) {
      map = change(map);
      return map;
    },
  };
}
