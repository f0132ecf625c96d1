// The static tick sound of the singing game's letter timer (volume 0.3) and
// the recipe spin countdown (volume 0.4). Audio failures are ignored: a tick is a nicety, and a
// blocked, missing or undecodable sound must never break a game.
//
// Web Audio first, because iOS ignores HTMLMediaElement.volume (every tick would play at full
// volume there); a gain node honours the set volumes (0.3 and 0.4) everywhere. Browsers without Web Audio get
// one cached <audio> element instead.

/** public/sounds/tick.wav, made by scripts/make-tick-sound.mjs. */
export const TICK_SOUND_URL = '/sounds/tick.wav';

/** A tick asked for while the sound is still loading still plays if it is at most this late. */
const LATE_TICK_MS = 250;

/** The parts of an AudioContext the player uses (tests pass a fake). */
export type TickAudioContext = Pick<
  AudioContext,
  'state' | 'resume' | 'createBufferSource' | 'createGain' | 'decodeAudioData' | 'destination'
>;

export interface TickPlayerDeps {
  /** A new audio context, or null where Web Audio does not exist. */
  createContext: () => TickAudioContext | null;
  /** The bytes of the tick sound. */
  loadSound: () => Promise<ArrayBuffer>;
  /** The fallback element (null where there is no Audio either). */
  createAudio: () => HTMLAudioElement | null;
  now: () => number;
}

export interface TickPlayer {
  /** Plays the tick once at `volume` (0-1). Never throws; failures are ignored. */
  play: (volume: number) => void;
  /**
   * Unlocks audio and loads the sound. Call it from a click handler (e.g. the button that starts a
   * game or a spin): Safari only lets audio start from a user gesture, and the first tick is then
   * ready on time.
   */
  prime: () => void;
}

const ignore = () => undefined;

function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, volume));
}

export function createTickPlayer(deps: TickPlayerDeps): TickPlayer {
  // undefined: not tried yet; null: Web Audio is not available (use the <audio> fallback).
  let context: TickAudioContext | null | undefined;
  let buffer: AudioBuffer | null = null;
  let loading: Promise<void> | null = null;
  let fallback: HTMLAudioElement | null | undefined;

  function audioContext(): TickAudioContext | null {
    if (context === undefined) {
      try {
        context = deps.createContext();
      } catch {
        context = null;
      }
    }
    return context;
  }

  function wake(ctx: TickAudioContext) {
    if (ctx.state === 'suspended') Promise.resolve(ctx.resume()).catch(ignore);
  }

  function load(ctx: TickAudioContext): Promise<void> {
    loading ??= deps
      .loadSound()
      .then((data) => ctx.decodeAudioData(data))
      .then((decoded) => {
        buffer = decoded;
      })
      .catch(() => {
        // Try again on the next tick (e.g. the sound could not be fetched while offline).
        loading = null;
      });
    return loading;
  }

  function start(ctx: TickAudioContext, sound: AudioBuffer, volume: number) {
    try {
      const source = ctx.createBufferSource();
      source.buffer = sound;
      const gain = ctx.createGain();
      gain.gain.value = volume;
      source.connect(gain);
      gain.connect(ctx.destination);
      source.start();
    } catch {
      // A sound that cannot play is ignored: the game goes on silently.
    }
  }

  function playFallback(volume: number) {
    if (fallback === undefined) fallback = deps.createAudio();
    if (!fallback) return;
    fallback.volume = volume;
    fallback.currentTime = 0;
    const playing = fallback.play() as Promise<void> | undefined;
    if (playing && typeof playing.catch === 'function') playing.catch(ignore);
  }

  return {
    prime() {
      try {
        const ctx = audioContext();
        if (!ctx) return;
        wake(ctx);
        void load(ctx);
      } catch {
        // A sound that cannot play is ignored: the game goes on silently.
      }
    },
    play(volume) {
      try {
        const level = clampVolume(volume);
        if (level === 0) return;
        const ctx = audioContext();
        if (!ctx) {
          playFallback(level);
          return;
        }
        wake(ctx);
        if (buffer) {
          start(ctx, buffer, level);
          return;
        }
        const requestedAt = deps.now();
        void load(ctx).then(() => {
          if (buffer && deps.now() - requestedAt <= LATE_TICK_MS) start(ctx, buffer, level);
        });
      } catch {
        // A sound that cannot play is ignored: the game goes on silently.
      }
    },
  };
}

type WindowWithWebkitAudio = Window & { webkitAudioContext?: typeof AudioContext };

const browserTickPlayer = createTickPlayer({
  createContext: () => {
    if (typeof window === 'undefined') return null;
    const Context = window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext;
    return Context ? new Context() : null;
  },
  loadSound: async () => {
    const response = await fetch(TICK_SOUND_URL);
    if (!response.ok) throw new Error(`Tick sound answered ${response.status}`);
    return response.arrayBuffer();
  },
  createAudio: () => {
    if (typeof Audio === 'undefined') return null;
    const audio = new Audio(TICK_SOUND_URL);
    audio.preload = 'auto';
    return audio;
  },
  now: () => Date.now(),
});

/** Plays the shared tick sound once at `volume` (0-1); any audio failure is ignored. */
export function playTick(volume: number): void {
  browserTickPlayer.play(volume);
}

/** Unlocks audio and preloads the tick; call from a click handler before the first tick. */
export function primeTick(): void {
  browserTickPlayer.prime();
}
