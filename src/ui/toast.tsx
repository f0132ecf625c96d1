import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { provideToastRegion } from './toast-region';

/**
 * The app's one toast region: at most 3 visible, 4000 ms each, top-right (docs/product.md#toasts).
 * Success and error toasts use the soft success/danger tokens (AA text on their backgrounds).
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton={false}
      theme="light"
      style={
        {
          '--normal-bg': 'var(--color-surface-raised)',
          '--normal-text': 'var(--color-foreground)',
          '--normal-border': 'var(--color-border)',
          '--success-bg': 'var(--color-success-soft)',
          '--success-text': 'var(--color-success-soft-foreground)',
          '--success-border': 'color-mix(in srgb, var(--color-success) 30%, transparent)',
          '--error-bg': 'var(--color-danger-soft)',
          '--error-text': 'var(--color-danger-soft-foreground)',
          '--error-border': 'color-mix(in srgb, var(--color-danger) 30%, transparent)',
          '--info-bg': 'var(--color-secondary)',
          '--info-text': 'var(--color-secondary-foreground)',
          '--info-border': 'var(--color-secondary-hover)',
          '--warning-bg': 'var(--color-warning-soft)',
          '--warning-text': 'var(--color-warning-soft-foreground)',
          '--warning-border': 'var(--color-warning)',
          '--border-radius': 'var(--radius-lg)',
        } as React.CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: 'font-sans text-base shadow-lg',
          title: 'font-bold',
          description: 'text-sm',
        },
      }}
      {...props}
    />
  );
}

// A screen that raises toasts imports this module: the region mounts as soon as it is here, even
// before the app's own deferred load of it (src/ui/toast-region.ts).
provideToastRegion(Toaster);

/** `toast('...')`, `toast.success`, `toast.error`, `toast.info` (sonner's API). */
export { toast } from 'sonner';
