import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const registerSW = vi.fn();
const toast = vi.fn();

vi.mock('virtual:pwa-register', () => ({ registerSW: (options: RegisterSWOptions) => registerSW(options) }));
vi.mock('@/ui/toast', () => ({ toast: (...args: unknown[]) => toast(...args) }));

describe('registerServiceWorker (updates never lose what a family is typing)', () => {
  beforeEach(() => {
    registerSW.mockReset();
    toast.mockReset();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  it('offers a Refresh instead of reloading, and only Refresh applies the update', async () => {
    const updateServiceWorker = vi.fn().mockResolvedValue(undefined);
    registerSW.mockReturnValue(updateServiceWorker);
    const { registerServiceWorker } = await import('@/features/pages/pwa/register-service-worker');
    registerServiceWorker();

    expect(registerSW).toHaveBeenCalledTimes(1);
    const options = registerSW.mock.calls[0]?.[0] as RegisterSWOptions;
    // No reload handler of our own: workbox-window reloads only after the waiting worker takes over,
    // which happens only when Refresh sends it the skip-waiting message.
    expect(options.onNeedReload).toBeUndefined();

    options.onNeedRefresh?.();
    expect(updateServiceWorker).not.toHaveBeenCalled();
    // The toast's code is loaded when there is an update to offer.
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    const [title, toastOptions] = toast.mock.calls[0] as [string, { duration: number; action: { label: string; onClick: () => void } }];
    expect(title).toBe('A new version of Hearth is ready');
    expect(toastOptions.duration).toBe(Number.POSITIVE_INFINITY);
    expect(toastOptions.action.label).toBe('Refresh');

    toastOptions.action.onClick();
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('registers no worker in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { registerServiceWorker } = await import('@/features/pages/pwa/register-service-worker');
    registerServiceWorker();
    expect(registerSW).not.toHaveBeenCalled();
  });
});
