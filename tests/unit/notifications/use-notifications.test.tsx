import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data/db';
import { readNotificationSettings } from '@/data/notifications/settings';
import type { PermissionState, PushPlatform } from '@/data/notifications/device';
import { useNotifications, type NotificationChoices } from '@/features/notifications/api/use-notifications';
import { providers } from '../render';

// Permission not yet asked: saving the choices writes them on the device only.
const platform: PushPlatform = {
  supported: true,
  appleMobile: false,
  standalone: false,
  permission: () => 'default',
  requestPermission: async () => 'default',
  subscription: async () => null,
  subscribe: () => Promise.reject(new Error('not in this test')),
  unsubscribe: async () => undefined,
};

afterEach(async () => {
  await db.delete();
  await db.open();
});

describe('useNotifications: changing a choice', () => {
  it('shows the new choice within the tap, before anything is saved or read back', async () => {
    const { result } = renderHook(() => useNotifications(platform), providers());
    await waitFor(() => expect(result.current.choices).not.toBeNull());
    const before = result.current.choices as NotificationChoices;
    const next: NotificationChoices = { ...before, moments: !before.moments, preview: before.preview === 'none' ? 'full' : 'none' };

    // A synchronous act: no promise may settle between the tap and what is shown.
    act(() => result.current.change(next));
    expect(result.current.choices).toEqual(next);

    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.choices).toEqual(next);
    expect(await readNotificationSettings()).toMatchObject(next);
  });

  it('keeps the last of several quick changes on screen and on the device', async () => {
    const { result } = renderHook(() => useNotifications(platform), providers());
    await waitFor(() => expect(result.current.choices).not.toBeNull());
    const start = result.current.choices as NotificationChoices;
    const first = { ...start, moments: !start.moments };
    const second = { ...first, responses: !first.responses };

    act(() => result.current.change(first));
    act(() => result.current.change(second));
    expect(result.current.choices).toEqual(second);

    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.choices).toEqual(second);
    expect(await readNotificationSettings()).toMatchObject(second);
  });
});

describe('useNotifications: the browser permission', () => {
  it('is read once as the hook mounts, not on each render, and again once the browser was asked', async () => {
    let reads = 0;
    let answer: PermissionState = 'default';
    const counted: PushPlatform = {
      ...platform,
      permission: () => {
        reads += 1;
        return answer;
      },
      requestPermission: async () => (answer = 'denied'),
    };
    const { result, rerender } = renderHook(() => useNotifications(counted), providers());
    await waitFor(() => expect(result.current.choices).not.toBeNull());
    rerender();
    rerender();
    expect(reads).toBe(1);

    await act(() => result.current.turnOn());
    await waitFor(() => expect(result.current.state).toBe('blocked'));
    expect(reads).toBe(2);
  });
});
