import { useState } from 'react';
import type * as React from 'react';
import { SafeImage, isSafeImageSrc } from '@/ui/safe-image';
import { cn } from '@/lib/cn';
import { preloadChunk, useChunk } from '@/lib/use-chunk';
import { photoGridLayout } from '@/features/feed/model/post-display';
import type { ImageViewerProps } from '@/ui/image-viewer';

// The full-screen viewer (a Radix dialog) opens only on a click: its code is its own chunk, fetched
// when a photo is pointed at or focused and at the latest when it opens, so the feed and the home's
// preview paint without it. A closed viewer renders nothing either way.
const loadViewer = () => import('@/ui/image-viewer');
const preloadViewer = () => void preloadChunk(loadViewer);

function LazyPhotoViewer(props: ImageViewerProps) {
  const chunk = useChunk(loadViewer, props.index !== null);
  return chunk ? <chunk.ImageViewer {...props} /> : null;
}

export type PhotoGridProps = {
  /** Every image of the post (`postImages(post)`), data URLs. */
  images: readonly string[];
  /** Who shared them, for the photos' accessible names: "Photo shared by Asha". */
  sharedBy: string;
  className?: string;
  /** Under the full-screen photo: the moment's reactions and comments. */
  viewerFooter?: React.ReactNode;
};

/**
 * Up to 4 thumbnails with a '+N' overlay on the last for the rest. Each valid
 * thumbnail is a button that opens the full-screen viewer on that photo; an image that is not a
 * data URL, or fails to decode, shows its message in its place and opens nothing.
 */
export function PhotoGrid({ images, sharedBy, className, viewerFooter }: PhotoGridProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const { visible, overflow } = photoGridLayout(images);
  const alt = `Photo shared by ${sharedBy}`;
  if (visible.length === 0) return null;

  return (
    <div data-slot="photo-grid" className={className}>
      <ul
        aria-label={images.length === 1 ? 'Photo' : `${images.length} photos`}
        className={cn('grid gap-1.5 overflow-hidden rounded-xl', visible.length === 1 ? 'grid-cols-1' : 'grid-cols-2')}
      >
        {visible.map((src, index) => {
          const isLast = index === visible.length - 1;
          const more = isLast ? overflow : 0;
          const tall = visible.length === 3 && index === 0;
          const openable = isSafeImageSrc(src) && !failed.has(index);
          const frame = cn(
            'relative block w-full overflow-hidden bg-muted',
            visible.length === 1 ? 'aspect-[4/3] max-h-[28rem]' : 'aspect-square',
            tall && 'col-span-2 aspect-[2/1]',
          );
          const image = (
            <SafeImage
              src={src}
              alt={`${alt} (${index + 1} of ${images.length})`}
              className="size-full rounded-none"
              onError={() => setFailed((prev) => (prev.has(index) ? prev : new Set(prev).add(index)))}
            />
          );
          return (
            <li key={index} className={cn(tall && 'col-span-2')}>
              {openable ? (
                <button
                  type="button"
                  className={cn(frame, 'cursor-zoom-in')}
                  aria-label={
                    more > 0
                      ? `Open photo ${index + 1} of ${images.length} full screen, ${more} more`
                      : `Open photo ${index + 1} of ${images.length} full screen`
                  }
                  onPointerEnter={preloadViewer}
                  onFocus={preloadViewer}
                  onClick={() => setViewing(index)}
                >
                  {image}
                  {more > 0 ? <Overflow count={more} /> : null}
                </button>
              ) : (
                <div className={frame}>
                  {/* The notice fills the tile; its own min-height is for stand-alone use. */}
                  <div className="absolute inset-0 [&>[data-slot=safe-image-fallback]]:size-full [&>[data-slot=safe-image-fallback]]:rounded-none">
                    {image}
                  </div>
                  {more > 0 ? <Overflow count={more} /> : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <LazyPhotoViewer images={images} index={viewing} onIndexChange={setViewing} alt={alt} footer={viewerFooter} />
    </div>
  );
}

function Overflow({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-slot="photo-grid-overflow"
      className="absolute inset-0 flex items-center justify-center bg-black/55 text-3xl font-extrabold text-white"
    >
      +{count}
    </span>
  );
}
