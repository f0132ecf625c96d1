import type { ComponentType } from 'react';

/**
 * Where the toast region (src/ui/toast.tsx, with sonner) announces itself once its code has run.
 * The app mounts the region after the page's largest paint (src/app/providers.tsx), but a screen
 * that can raise a toast imports toast.tsx itself: as soon as that code is here, the region
 * mounts, so no toast waits for the deferred load. Kept free of sonner: the entry imports it.
 */
type ToastRegion = ComponentType;

let region: ToastRegion | null = null;
const listeners = new Set<(region: ToastRegion) => void>();

/** Called by toast.tsx when it is evaluated. */
export function provideToastRegion(component: ToastRegion): void {
  if (region) return;
  region = component;
  for (const listener of [...listeners]) listener(component);
}

/** Calls `listener` with the region once its code has loaded (at once if it already has). */
export function onToastRegion(listener: (region: ToastRegion) => void): () => void {
  if (region) {
    listener(region);
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
