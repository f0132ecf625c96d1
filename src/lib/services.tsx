// What varies between the app, a story and a test, in one place: a screen takes the clock,
// randomness, photo and recording conversion, the microphone and camera, downloads, reloads, this device's small stores (the AI tools'
// consent and model health among them) and the games' tick from here. src/app provides the
// browser's own (src/app/services.ts); stories and tests provide stand-ins (stories/mocks/services.ts). Data comes from the Dexie database and network
// answers from the server, so stories and tests seed the one and answer for the other (MSW).
import { createContext, useContext, type ReactNode } from 'react';
import type { AiConsentStore } from '@/lib/ai/ai-consent-store';
import type { ModelHealthStore } from '@/lib/ai/model-health-store';
import type { Clock } from '@/lib/clock';
import type { StorageLike } from '@/lib/device-storage';
import type { CompressOptions } from '@/lib/image/compress-image';
import type { MediaServices } from '@/lib/media/recording';

/** The browser's storage manager (`navigator.storage`), as far as Hearth uses it. */
export type StorageManagerLike = Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>;

/** A short sound the games play on each step of a countdown. */
export interface TickSound {
  /** Plays the tick once at `volume` (0-1); a failure is ignored. */
  play: (volume: number) => void;
  /** Called from a click, so browsers let the first tick play, and play it on time. */
  prime: () => void;
}

/** What the AI tools keep on this device, beside what they ask the server. */
export interface AiServices {
  /** The family's answer per AI tool: a photo leaves the device only for a tool they agreed to. */
  consent: AiConsentStore;
  /** How each model answered lately (docs/product.md#model-health): which one a tool asks first. */
  modelHealth: ModelHealthStore;
}

export interface Services {
  clock: Clock;
  /** A number in [0, 1): the random challenge, the spin, the next letter. */
  random: () => number;
  /** A chosen photo as the stored `data:image/jpeg` string (600 px wide, quality 0.6 by default). */
  compressImage: (file: Blob, options?: CompressOptions) => Promise<string>;
  /** Hands a file (a Blob, or a picture as a data URL) to the browser as a download. */
  saveFile: (file: Blob | string, fileName: string) => void;
  /** Loads the app afresh at `path` (the current address when none): after erasing or restoring data. */
  reload: (path?: string) => void;
  /** This device's own small store (localStorage; null when the browser refuses it): AI consent, model health. */
  deviceStorage: StorageLike | null;
  /** The storage manager; undefined where the browser has none. */
  storageManager: StorageManagerLike | undefined;
  tick: TickSound;
  ai: AiServices;
  /** Recording voice notes and videos, and making them small before they are kept. */
  media: MediaServices;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: render the screen inside a ServicesProvider (src/app provides it).');
  return services;
}
