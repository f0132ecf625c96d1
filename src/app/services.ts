// The browser's own services (src/lib/services.tsx), which the app provides to every screen. Photo
// compression, recording conversion and the tick player load when first needed, so no first paint waits for them; the
// games' routes load the tick player with their screen (activities-routes.tsx), so a game's first
// tap unlocks audio at once.
import { createAiConsentStore } from '@/lib/ai/ai-consent-store';
import { createModelHealthStore } from '@/lib/ai/model-health-store';
import { systemClock } from '@/lib/clock';
import { deviceStorage } from '@/lib/device-storage';
import { downloadBlob, downloadDataUrl } from '@/lib/download';
import { startRecording } from '@/lib/media/record-media';
import type { Services } from '@/lib/services';
import type * as PlayTick from '@/lib/audio/play-tick';

type TickPlayer = typeof PlayTick;
let tickPlayer: TickPlayer | undefined;
let loadingTickPlayer: Promise<TickPlayer> | undefined;

export function preloadTickPlayer(): Promise<TickPlayer> {
  loadingTickPlayer ??= import('@/lib/audio/play-tick').then((module) => (tickPlayer = module));
  return loadingTickPlayer;
}

export function browserServices(): Services {
  const storage = deviceStorage();
  return {
    clock: systemClock,
    random: Math.random,
    compressImage: (file, options) => import('@/lib/image/compress-image').then((module) => module.compressImage(file, options)),
    saveFile: (file, fileName) => (typeof file === 'string' ? downloadDataUrl(file, fileName) : downloadBlob(file, fileName)),
    reload: (path) => (path === undefined ? window.location.reload() : window.location.assign(path)),
    deviceStorage: storage,
    storageManager: typeof navigator === 'undefined' ? undefined : navigator.storage,
    tick: {
      play: (volume) => (tickPlayer ? tickPlayer.playTick(volume) : void preloadTickPlayer().then((module) => module.playTick(volume))),
      // Browsers unlock audio only inside the tap itself: loaded, the player primes synchronously.
      prime: () => (tickPlayer ? tickPlayer.primeTick() : void preloadTickPlayer().then((module) => module.primeTick())),
    },
    ai: { consent: createAiConsentStore(storage), modelHealth: createModelHealthStore(storage) },
    media: {
      startRecording,
      // The WebCodecs library is large: it loads when a family first measures or converts a recording.
      measure: (file, kind) => import('@/lib/media/convert-recording').then((module) => module.measureRecording(file, kind)),
      convert: (input, options) => import('@/lib/media/convert-recording').then((module) => module.convertRecording(input, options)),
    },
  };
}
