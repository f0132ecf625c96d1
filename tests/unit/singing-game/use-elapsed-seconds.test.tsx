import { act, renderHook } from '@testing-library/react';
import { stoppedClock, type Clock } from '@/lib/clock';
import { useElapsedSeconds, type UseElapsedSecondsOptions } from '@/features/singing-game/components/use-elapsed-seconds';
import { providers } from '../render';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 15, 14, 30, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderTimer(options: UseElapsedSecondsOptions, clock?: Clock) {
  const { wrapper } = providers({ services: clock ? { clock } : {}, route: false });
  return renderHook((props: UseElapsedSecondsOptions) => useElapsedSeconds(props), { initialProps: options, wrapper });
}

describe('useElapsedSeconds (the letter timer)', () => {
  it('counts whole seconds while running', () => {
    const { result } = renderTimer({ running: true });
    expect(result.current.elapsed).toBe(0);
    advance(999);
    expect(result.current.elapsed).toBe(0);
    advance(1);
    expect(result.current.elapsed).toBe(1);
    advance(29_000);
    expect(result.current.elapsed).toBe(30);
    advance(150_000);
    expect(result.current.elapsed).toBe(180);
  });

  it.each([
    [0, 0],
    [30, 30],
    [89.9, 89],
    [-5, 0],
    [Number.NaN, 0],
  ])('starts from initialElapsed %s as %s seconds', (initialElapsed, expected) => {
    const { result } = renderTimer({ running: true, initialElapsed });
    expect(result.current.elapsed).toBe(expected);
    advance(1_000);
    expect(result.current.elapsed).toBe(expected + 1);
  });

  it('does not count before it runs', () => {
    const { result } = renderTimer({ running: false, initialElapsed: 12 });
    advance(60_000);
    expect(result.current.elapsed).toBe(12);
  });

  it('pauses without losing the time counted so far, and goes on from there', () => {
    const { result, rerender } = renderTimer({ running: true });
    advance(10_600);
    expect(result.current.elapsed).toBe(10);
    rerender({ running: false });
    advance(60_000);
    expect(result.current.elapsed).toBe(10);
    rerender({ running: true });
    // 10.6 s were counted before the pause: second 11 is reached 0.4 s after resuming and shown at
    // the next read of the clock (every 250 ms).
    advance(250);
    expect(result.current.elapsed).toBe(10);
    advance(250);
    expect(result.current.elapsed).toBe(11);
    advance(18_500);
    expect(result.current.elapsed).toBe(29);
    advance(500);
    expect(result.current.elapsed).toBe(30);
  });

  it('restarts from 0 (a new letter) while running', () => {
    const { result } = renderTimer({ running: true, initialElapsed: 45 });
    advance(5_000);
    expect(result.current.elapsed).toBe(50);
    act(() => result.current.restart());
    expect(result.current.elapsed).toBe(0);
    advance(3_000);
    expect(result.current.elapsed).toBe(3);
  });

  it('restarts from given seconds while paused and counts from there once running', () => {
    const { result, rerender } = renderTimer({ running: true });
    advance(20_000);
    rerender({ running: false });
    act(() => result.current.restart(5));
    expect(result.current.elapsed).toBe(5);
    advance(10_000);
    expect(result.current.elapsed).toBe(5);
    rerender({ running: true });
    advance(2_000);
    expect(result.current.elapsed).toBe(7);
  });

  it('never moves on a stopped clock (stories)', () => {
    const { result } = renderTimer({ running: true, initialElapsed: 90 }, stoppedClock(0));
    advance(120_000);
    expect(result.current.elapsed).toBe(90);
  });

  it('reads any clock it is given', () => {
    let now = 1_000_000;
    const callbacks = new Set<() => void>();
    const manual: Clock = {
      now: () => new Date(now),
      after: () => () => undefined,
      every: (_ms, callback) => {
        callbacks.add(callback);
        return () => callbacks.delete(callback);
      },
    };
    const { result, unmount } = renderTimer({ running: true }, manual);
    now += 61_000;
    act(() => callbacks.forEach((callback) => callback()));
    expect(result.current.elapsed).toBe(61);
    unmount();
    expect(callbacks.size).toBe(0);
  });
});
