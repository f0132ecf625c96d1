// @vitest-environment node
import { createTickPlayer, type TickAudioContext, type TickPlayerDeps } from '@/lib/audio/play-tick';

// The tick at a given volume; every audio failure is ignored.

type FakeContext = TickAudioContext & {
  started: { volume: number }[];
  resumed: number;
};

function fakeContext(state: AudioContextState = 'running'): FakeContext {
  const started: { volume: number }[] = [];
  const context = {
    state,
    started,
    resumed: 0,
    destination: {} as AudioDestinationNode,
    resume: () => {
      context.resumed += 1;
      return Promise.resolve();
    },
    decodeAudioData: (data: ArrayBuffer) => Promise.resolve({ length: data.byteLength } as unknown as AudioBuffer),
    createGain: () => {
      const gain = { gain: { value: 1 }, connect: () => undefined };
      return gain as unknown as GainNode;
    },
    createBufferSource: () => {
      let gainNode: { gain: { value: number } } | null = null;
      const source = {
        buffer: null as AudioBuffer | null,
        connect: (node: { gain: { value: number } }) => {
          gainNode = node;
        },
        start: () => started.push({ volume: gainNode?.gain.value ?? Number.NaN }),
      };
      return source as unknown as AudioBufferSourceNode;
    },
  };
  return context as unknown as FakeContext;
}

function deps(overrides: Partial<TickPlayerDeps> = {}): TickPlayerDeps {
  return {
    createContext: () => fakeContext(),
    loadSound: () => Promise.resolve(new ArrayBuffer(8)),
    createAudio: () => null,
    now: () => 0,
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTickPlayer with Web Audio', () => {
  it.each([
    [0.3, 0.3],
    [0.4, 0.4],
    [1, 1],
    [1.5, 1],
  ])('plays at volume %s (gain %s)', async (volume, gain) => {
    const context = fakeContext();
    const player = createTickPlayer(deps({ createContext: () => context }));
    player.prime();
    await settle();
    player.play(volume);
    expect(context.started).toEqual([{ volume: gain }]);
  });

  it('plays nothing at volume 0 or a non-number', async () => {
    const context = fakeContext();
    const player = createTickPlayer(deps({ createContext: () => context }));
    player.prime();
    await settle();
    player.play(0);
    player.play(Number.NaN);
    player.play(-1);
    expect(context.started).toEqual([]);
  });

  it('plays the first tick as soon as the sound has loaded', async () => {
    const context = fakeContext();
    const player = createTickPlayer(deps({ createContext: () => context }));
    player.play(0.3);
    expect(context.started).toEqual([]);
    await settle();
    expect(context.started).toEqual([{ volume: 0.3 }]);
  });

  it('drops a tick that would sound more than 250 ms late', async () => {
    const context = fakeContext();
    let now = 0;
    let finishLoading: (data: ArrayBuffer) => void = () => undefined;
    const player = createTickPlayer(
      deps({
        createContext: () => context,
        loadSound: () => new Promise((resolve) => (finishLoading = resolve)),
        now: () => now,
      }),
    );
    player.play(0.3);
    now = 600;
    finishLoading(new ArrayBuffer(8));
    await settle();
    expect(context.started).toEqual([]);
    player.play(0.3);
    expect(context.started).toEqual([{ volume: 0.3 }]);
  });

  it('loads the sound once', async () => {
    const loadSound = vi.fn(() => Promise.resolve(new ArrayBuffer(8)));
    const player = createTickPlayer(deps({ loadSound }));
    player.prime();
    player.play(0.3);
    player.play(0.3);
    await settle();
    player.play(0.3);
    expect(loadSound).toHaveBeenCalledTimes(1);
  });

  it('wakes a suspended context (autoplay policy) when primed or played', () => {
    const context = fakeContext('suspended');
    const player = createTickPlayer(deps({ createContext: () => context }));
    player.prime();
    player.play(0.3);
    expect(context.resumed).toBe(2);
  });

  it('ignores a sound that fails to load, and tries again later', async () => {
    const context = fakeContext();
    const loadSound = vi
      .fn<() => Promise<ArrayBuffer>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new ArrayBuffer(8));
    const player = createTickPlayer(deps({ createContext: () => context, loadSound }));
    expect(() => player.play(0.3)).not.toThrow();
    await settle();
    expect(context.started).toEqual([]);
    player.play(0.3);
    await settle();
    expect(context.started).toEqual([{ volume: 0.3 }]);
  });

  it('ignores errors from the audio graph and from creating the context', async () => {
    const broken = fakeContext();
    broken.createBufferSource = () => {
      throw new Error('InvalidStateError');
    };
    const player = createTickPlayer(deps({ createContext: () => broken }));
    player.prime();
    await settle();
    expect(() => player.play(0.3)).not.toThrow();

    const noContext = createTickPlayer(
      deps({
        createContext: () => {
          throw new Error('NotAllowedError');
        },
      }),
    );
    expect(() => noContext.prime()).not.toThrow();
    expect(() => noContext.play(0.3)).not.toThrow();
  });
});

describe('createTickPlayer without Web Audio', () => {
  function fakeAudio(play: () => Promise<void> | undefined) {
    return { volume: 1, currentTime: 5, play: vi.fn(play) } as unknown as HTMLAudioElement & { play: ReturnType<typeof vi.fn> };
  }

  it('uses one cached <audio> element at the asked volume, from the start', () => {
    const audio = fakeAudio(() => Promise.resolve());
    const createAudio = vi.fn(() => audio);
    const player = createTickPlayer(deps({ createContext: () => null, createAudio }));
    player.play(0.4);
    expect(audio.volume).toBe(0.4);
    expect(audio.currentTime).toBe(0);
    player.play(0.3);
    expect(audio.volume).toBe(0.3);
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(createAudio).toHaveBeenCalledTimes(1);
  });

  it('ignores a refused play() (autoplay blocked) and a throwing one', async () => {
    const refused = fakeAudio(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const player = createTickPlayer(deps({ createContext: () => null, createAudio: () => refused }));
    expect(() => player.play(0.3)).not.toThrow();
    await settle();

    const throwing = fakeAudio(() => {
      throw new Error('Not implemented');
    });
    const other = createTickPlayer(deps({ createContext: () => null, createAudio: () => throwing }));
    expect(() => other.play(0.3)).not.toThrow();
  });

  it('does nothing where there is no audio at all', () => {
    const player = createTickPlayer(deps({ createContext: () => null, createAudio: () => null }));
    expect(() => player.play(0.3)).not.toThrow();
    expect(() => player.prime()).not.toThrow();
  });
});
