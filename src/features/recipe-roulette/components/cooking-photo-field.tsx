import { useId, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Button } from '@/ui/button';
import { SafeImage, isSafeImageSrc } from '@/ui/safe-image';
import { Spinner } from '@/ui/spinner';
import { useServices } from '@/lib/services';
import { COOKING_PHOTO_COMPRESSION, cookingPhotoProblem } from '@/features/recipe-roulette/components/cooking-form';
import { cookingMessages } from '@/features/recipe-roulette/components/recipe-messages';

export type CookingPhotoFieldProps = {
  photo: string | null;
  onPhotoChange: (photo: string | null) => void;
  /** A photo is being compressed: the save waits for it. */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
};

/**
 * The cooking photo: one photo, an image under 5MB, compressed to width 600 at
 * quality 0.6, with its alerts (docs/product.md#cooking). A new photo replaces the one chosen before.
 */
export function CookingPhotoField({
  photo,
  onPhotoChange,
  onBusyChange,
  disabled = false,
}: CookingPhotoFieldProps) {
  const { compressImage } = useServices();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setWorking = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = cookingPhotoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setWorking(true);
    try {
      const compressed = await compressImage(file, COOKING_PHOTO_COMPRESSION);
      if (!isSafeImageSrc(compressed)) throw new Error('Compression gave no image');
      onPhotoChange(compressed);
    } catch {
      setError(cookingMessages.uploadFailed);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-base font-bold">
          Photo of your meal
        </h3>
        <p className="text-sm text-muted-foreground">One photo, under 5MB. Everyone who cooked can be in it!</p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="Choose a photo of your meal"
        data-testid="cooking-photo-input"
        onChange={(event) => {
          const [file] = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) is noticed.
          event.target.value = '';
          void choose(file);
        }}
      />
      {photo ? (
        <div className="relative w-full max-w-sm">
          <SafeImage
            src={photo}
            alt="The photo of your meal"
            className="aspect-[4/3] w-full rounded-2xl"
            data-testid="cooking-photo-preview"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled || busy}>
          <Camera aria-hidden="true" />
          {photo ? 'Change photo' : 'Add a photo'}
        </Button>
        {photo ? (
          <Button
            variant="ghost"
            onClick={() => {
              onPhotoChange(null);
              setError(null);
            }}
            disabled={disabled || busy}
          >
            <X aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      {busy ? <Spinner label="Preparing your photo..." showLabel /> : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </section>
  );
}
