import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '@/ui/dialog';
import { IconButton } from '@/ui/icon-button';

export type ImageViewerProps = {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A photo full screen. Escape, the close button or a tap anywhere closes it. */
export function ImageViewer({ src, alt, open, onOpenChange }: ImageViewerProps) {
  const focusHandlers = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="image-viewer-overlay"
          className="fixed inset-0 z-50 bg-black/90 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="image-viewer"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center p-4 outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in sm:p-10"
          onClick={() => onOpenChange(false)}
          {...focusHandlers}
        >
          <DialogPrimitive.Title className="sr-only">{alt || 'Photo'}</DialogPrimitive.Title>
          <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain shadow-xl" />
          <DialogPrimitive.Close asChild>
            <IconButton
              label="Close"
              className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4 bg-black/40 text-white hover:not-disabled:bg-white/20"
            >
              <X />
            </IconButton>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
