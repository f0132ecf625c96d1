import { useEffect } from 'react';
import type * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useReturnFocus } from '@/ui/dialog';
import { SafeImage } from '@/ui/safe-image';
import { cn } from '@/lib/cn';

export type ImageViewerProps = {
  /** Every photo that can be stepped through (a post's, including the ones behind '+N'). */
  images: readonly string[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Names the photos for screen readers, e.g. "Photo shared by Asha". */
  alt: string;
  /**
   * Shown under the photo on a light panel (the moment's reactions and comments). Its
   * clicks never close the viewer, and arrow keys typed in its fields stay in the field.
   */
  footer?: React.ReactNode;
};

/** Arrow keys in a text field move the caret, not the photos. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Photos full screen, one at a time (the design system's only image viewer; a single photo is
 * `images={[src]}`). Photos open full screen and close with Escape or a click. A post holds up to 5
 * photos but its grid shows 4, so the viewer steps through all of them (buttons, arrow keys); the
 * step buttons stop their click so stepping never closes the viewer.
 */
export function ImageViewer({ images, index, onIndexChange, alt, footer }: ImageViewerProps) {
  const open = index !== null && index >= 0 && index < images.length;
  const count = images.length;
  const current = open ? index : 0;
  const src = images[current];
  const step = (delta: number) => onIndexChange((current + delta + count) % count);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowRight') onIndexChange((current + 1) % count);
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count, current, onIndexChange]);

  const label = count > 1 ? `${alt} (photo ${current + 1} of ${count})` : alt;
  // What opened the viewer gets focus back: keyboard users keep their place.
  const focusHandlers = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="image-viewer-overlay"
          className="fixed inset-0 z-50 bg-black/90 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="image-viewer"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center p-4 outline-none data-[state=open]:animate-pop-in sm:p-12',
            footer !== undefined && 'flex-col gap-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:pb-6',
          )}
          onClick={() => onIndexChange(null)}
          onEscapeKeyDown={(event) => {
            // Escape in a field of the footer (a comment being written) leaves the field first, so
            // the words are never thrown away with the photo; the next Escape closes it.
            const active = document.activeElement;
            if (isTyping(active)) {
              event.preventDefault();
              (active as HTMLElement).blur();
            }
          }}
          {...focusHandlers}
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          {src !== undefined ? (
            <div className="flex h-full min-h-0 w-full flex-1 items-center justify-center">
              <SafeImage
                key={current}
                src={src}
                alt={label}
                loading="eager"
                className="max-h-full max-w-full rounded-lg object-contain shadow-xl"
              />
            </div>
          ) : null}
          {count > 1 ? (
            <>
              <p
                aria-live="polite"
                className="absolute top-[max(1.25rem,env(safe-area-inset-top))] left-4 rounded-full bg-black/60 px-3 py-1 text-sm font-bold text-white"
              >
                {current + 1} / {count}
              </p>
              <ViewerButton
                label="Previous photo"
                className="absolute top-1/2 left-2 -translate-y-1/2 sm:left-4"
                onClick={(event) => {
                  event.stopPropagation();
                  step(-1);
                }}
              >
                <ChevronLeft />
              </ViewerButton>
              <ViewerButton
                label="Next photo"
                className="absolute top-1/2 right-2 -translate-y-1/2 sm:right-4"
                onClick={(event) => {
                  event.stopPropagation();
                  step(1);
                }}
              >
                <ChevronRight />
              </ViewerButton>
            </>
          ) : null}
          <DialogPrimitive.Close asChild>
            <ViewerButton label="Close photo" className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4">
              <X />
            </ViewerButton>
          </DialogPrimitive.Close>
          {footer !== undefined ? (
            // A panel of its own: reading, reacting and typing here must not close the photo.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
            <div
              data-slot="image-viewer-footer"
              className="max-h-[45dvh] w-full max-w-xl shrink-0 cursor-auto overflow-y-auto overscroll-contain rounded-2xl bg-surface-raised p-3 text-foreground shadow-xl"
              onClick={(event) => event.stopPropagation()}
            >
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A round light-on-dark control for the black viewer backdrop, where the app's ghost buttons would be unreadable. */
function ViewerButton({ label, className, children, ...props }: React.ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-white/25 [&_svg]:size-6',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {children}
      </span>
    </button>
  );
}
