import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPushPlatform } from '@/data/notifications/device';

// A page whose service worker never becomes ready (not registered yet, or refused by the browser):
// erasing the device drops its push subscription through the platform, and must not wait forever.
describe('the browser push platform without a ready service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(registration: unknown) {
    const never = new Promise(() => undefined);
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'test', serviceWorker: { ready: never, getRegistration: async () => registration } });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
  }

  it('drops nothing and finishes when no service worker is registered', async () => {
    stubBrowser(undefined);
    const platform = browserPushPlatform();
    expect(platform.supported).toBe(true);
    await expect(platform.unsubscribe()).resolves.toBeUndefined();
    await expect(platform.subscription()).resolves.toBeNull();
  });

  it('drops the subscription of the registered worker', async () => {
    const unsubscribe = vi.fn(async () => true);
    stubBrowser({ pushManager: { getSubscription: async () => ({ unsubscribe }) } });
    await browserPushPlatform().unsubscribe();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
