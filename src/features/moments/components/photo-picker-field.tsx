import { useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { SafeImage } from '@/ui/safe-image';
import { Spinner } from '@/ui/spinner';
import { useServices } from '@/lib/services';
import { MAX_PHOTOS, checkPhotoFiles, compressionFailureMessage } from './share-form';

export type PhotoPickerFieldProps = {
  photos: readonly string[];
  onPhotosChange: (update: (photos: readonly string[]) => readonly string[]) => void;
  /** Photos are being compressed: the share waits for them. */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
};

/**
 * A moment's photos: 1-5 photos per moment, images only, under 5MB each, compressed before they
 * are kept, with the messages of docs/product.md#share-photos. Thumbnails of the chosen photos each have a Remove button.
 */
export function PhotoPickerField({ photos, onPhotosChange, onBusyChange, disabled = false }: PhotoPickerFieldProps) {
  // Kept as a `data:image/jpeg` string, 600 px wide at quality 0.6.
  const { compressImage } = useServices();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const setWorking = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const addFiles = async (files: File[]) => {
    const check = checkPhotoFiles(files, photos.length);
    const nextErrors = [...check.errors];
    setErrors(nextErrors);
    if (check.accepted.length === 0) return;
    setWorking(true);
    try {
      const results = await Promise.allSettled(check.accepted.map((index) => compressImage(files[index] as File)));
      const added: string[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') added.push(result.value);
        else nextErrors.push(compressionFailureMessage(result.reason));
      }
      // One message per kind of failure is enough, however many files hit it.
      setErrors([...new Set(nextErrors)]);
      if (added.length > 0) onPhotosChange((current) => [...current, ...added].slice(0, MAX_PHOTOS));
    } finally {
      setWorking(false);
    }
  };

  const full = photos.length >= MAX_PHOTOS;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold">
          Photos
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {photos.length}/{MAX_PHOTOS} photos
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose photos to share"
        data-testid="moment-photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) is noticed.
          event.target.value = '';
          void addFiles(files);
        }}
      />
      <Button
        variant="outline"
        onClick={() => inputRef.current?.click()}
        disabled={disabled || busy || full}
        className="self-start"
      >
        <ImagePlus aria-hidden="true" />
        {photos.length === 0 ? 'Add photos' : 'Add more photos'}
      </Button>
      {busy ? <Spinner label="Preparing your photos..." showLabel /> : null}
      {errors.length > 0 ? (
        <div role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-soft-foreground">
          <ul className="flex flex-col gap-1">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((src, index) => (
            <li key={`${index}-${src.length}`} className="relative">
              <SafeImage
                src={src}
                alt={`Chosen photo ${index + 1} of ${photos.length}`}
                className="aspect-square w-full rounded-xl"
                data-testid="moment-photo-thumbnail"
              />
              <IconButton
                label={`Remove photo ${index + 1}`}
                size="sm"
                variant="outline"
                className="absolute top-1 right-1"
                disabled={disabled}
                onClick={() => {
                  onPhotosChange((current) => current.filter((_, i) => i !== index));
                  setErrors([]);
                }}
              >
                <X />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
