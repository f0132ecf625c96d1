import { useState } from 'react';
import type * as React from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SafeImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
};

/** Photos are stored as data URLs; anything else is not loaded at all. */
export function isSafeImageSrc(src: unknown): src is string {
  return typeof src === 'string' && src.startsWith('data:image/');
}

function ImageNotice({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      data-slot="safe-image-fallback"
      className={cn(
        'flex min-h-24 flex-col items-center justify-center gap-1 rounded-xl bg-muted p-3 text-center text-sm font-semibold text-muted-foreground',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      {children}
    </div>
  );
}

/**
 * An image that only renders `data:image/...` sources, so stored data can never make the browser
 * fetch from elsewhere; says 'Invalid image data' otherwise and 'Failed to load image' on error.
 */
export function SafeImage({ src, alt, className, onError, loading = 'lazy', decoding = 'async', ...props }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!isSafeImageSrc(src)) return <ImageNotice className={className}>Invalid image data</ImageNotice>;
  if (failedSrc === src) return <ImageNotice className={className}>Failed to load image</ImageNotice>;
  return (
    <img
      data-slot="safe-image"
      src={src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={cn('object-cover', className)}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
