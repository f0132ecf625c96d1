import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MS, useOnlineStatus } from '@/ui/use-online-status';

function setNavigatorOnline(value: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
}

function fire(type: 'online' | 'offline') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

describe('useOnlineStatus (connectivity indicator)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the browser status: online shows nothing', () => {
    setNavigatorOnline(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toEqual({ online: true, showBackOnline: false, initiallyOffline: false });
  });

  it('loading offline shows the banner at once', () => {
    setNavigatorOnline(false);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toEqual({ online: false, showBackOnline: false, initiallyOffline: true });
  });

  it("going offline stays offline; coming back says 'Back online!' for exactly 3000 ms", () => {
    setNavigatorOnline(true);
    const { result } = renderHook(() => useOnlineStatus());
    fire('offline');
    expect(result.current.online).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.online).toBe(false);

    fire('online');
    expect(result.current).toMatchObject({ online: true, showBackOnline: true });
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS - 1);
    });
    expect(result.current.showBackOnline).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.showBackOnline).toBe(false);
  });

  it('a repeated online event while online is not a comeback', () => {
    setNavigatorOnline(true);
    const { result } = renderHook(() => useOnlineStatus());
    fire('online');
    expect(result.current.showBackOnline).toBe(false);
  });

  it('dropping again during the back-online message hides it and cancels the timer', () => {
    setNavigatorOnline(true);
    const { result } = renderHook(() => useOnlineStatus());
    fire('offline');
    fire('online');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fire('offline');
    expect(result.current).toMatchObject({ online: false, showBackOnline: false });
    fire('online');
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS - 1);
    });
    // The first comeback's timer must not cut the second message short.
    expect(result.current.showBackOnline).toBe(true);
  });
});
