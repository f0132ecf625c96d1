// The services (src/lib/services.tsx) of stories and unit tests: the device's clock and randomness
// (the story runner fixes both; tests use fake timers), the real photo compression, and stand-ins
// for what must not happen in a story or a test: downloads, reloads, sounds, the microphone, camera and encoders (stories/mocks/media.ts), this device's real
// localStorage (and the AI consent and model health kept there). A story overrides any of them in
// `parameters.services`, a test in testServices().
import { createMemoryAiConsentStore } from '@/lib/ai/ai-consent-store';
import { createMemoryModelHealthStore, type ModelHealthStore } from '@/lib/ai/model-health-store';
import { systemClock } from '@/lib/clock';
import type { StorageLike } from '@/lib/device-storage';
import { compressImage } from '@/lib/image/compress-image';
import type { ConsentMap } from '@/lib/ai/ai-consent';
import type { AiServices, Services, StorageManagerLike } from '@/lib/services';
import { fakeMedia } from './media';

/** A fresh, empty stand-in for localStorage (or one holding `entries`). */
export function memoryStorage(entries: Record<string, string> = {}): StorageLike {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/**
 * A stand-in for navigator.storage, so the storage card shows the same numbers on every machine:
 * `persisted` answers the current state, `persist()` answers `grantOnAsk` (and then stays granted).
 */
export function fakeStorageManager({
  usage = 23_400_000,
  quota = 1_200_000_000,
  persisted = true,
  grantOnAsk = persisted,
}: { usage?: number; quota?: number; persisted?: boolean; grantOnAsk?: boolean } = {}): StorageManagerLike & { persistCalls: () => number } {
  let granted = persisted;
  let calls = 0;
  return {
    estimate: async () => ({ usage, quota }),
    persisted: async () => granted,
    persist: async () => {
      calls += 1;
      granted = granted || grantOnAsk;
      return granted;
    },
    persistCalls: () => calls,
  };
}

/**
 * The AI tools' device stores, in memory: a fresh device (every tool asks first) unless `consent`
 * holds earlier answers (stories/mocks/ai-consent.ts), and model health with no failures.
 */
export function memoryAiServices(consent: ConsentMap = {}): AiServices {
  return { consent: createMemoryAiConsentStore(consent), modelHealth: createMemoryModelHealthStore() };
}

/** Model health that cannot be read: something other than the AI service goes wrong in a tool. */
export function unreadableModelHealth(): ModelHealthStore {
  const fail = (): never => {
    throw new Error('Model health could not be read');
  };
  return { read: fail, update: fail };
}

export function testServices(overrides: Partial<Services> = {}): Services {
  return {
    clock: systemClock,
    random: () => Math.random(),
    compressImage: (file, options) => compressImage(file, options),
    saveFile: () => undefined,
    reload: () => undefined,
    deviceStorage: memoryStorage(),
    storageManager: fakeStorageManager(),
    tick: { play: () => undefined, prime: () => undefined },
    ai: memoryAiServices(),
    media: fakeMedia(),
    ...overrides,
  };
}
