import { useId, useState } from 'react';
import type * as React from 'react';
import { ImageUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useServices } from '@/lib/services';
import { PhotoNotPreparedError, readAiPhoto } from '@/features/ai-tools/model/read-photo';
import { AI_PHOTO_HINT, AI_PHOTO_TYPES, checkAiPhotoFile } from '@/features/ai-tools/model/photo-file';

export interface PhotoPickerProps {
  /** Called with the photo as a `data:image/...` URL, ready to send. */
  onPhoto: (dataUrl: string) => void;
  /** The big line of the upload area, e.g. 'Choose a family photo'. */
  title: string;
  description?: React.ReactNode;
  className?: string;
  disabled?: boolean;
}

/** Said when a photo could not be re-encoded on the device: its original is never sent. */
export const PHOTO_NOT_PREPARED =
  'This photo could not be prepared on this device, so nothing was sent. Hearth sends only a copy it has made without the photo’s hidden details (such as where it was taken). Try another photo.';

/**
 * Reads a chosen or dropped file into a photo for `onPhoto`. A missing or unusable file is ignored,
 * (docs/product.md#ai-photo-upload); one that cannot be re-encoded is not sent, and `problem` says so.
 * `reading` is true meanwhile.
 */
function usePhotoReader(onPhoto: (dataUrl: string) => void) {
  const { compressImage } = useServices();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function take(file: File | undefined) {
    if (!file || reading || !checkAiPhotoFile(file).ok) return;
    setReading(true);
    setProblem(null);
    try {
      onPhoto(await readAiPhoto(file, compressImage));
    } catch (error) {
      // A file the browser cannot read at all is ignored like any other unusable file.
      if (error instanceof PhotoNotPreparedError) setProblem(PHOTO_NOT_PREPARED);
    } finally {
      setReading(false);
    }
  }
  return { reading, problem, take };
}

function PhotoProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" data-slot="photo-problem" className="mt-2 rounded-xl bg-danger-soft px-3 py-2 text-sm font-semibold text-danger-soft-foreground">
      {problem}
    </p>
  );
}

/** The hidden file input both choosers label; cleared after each choice so the same file can be chosen again. */
function PhotoFileInput({ id, disabled, describedBy, onFile }: { id: string; disabled: boolean; describedBy?: string; onFile: (file: File | undefined) => void }) {
  return (
    <input
      id={id}
      type="file"
      accept={AI_PHOTO_TYPES.join(',')}
      className="peer sr-only"
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        onFile(file);
      }}
    />
  );
}

/**
 * The AI tools' upload area: a PNG, JPEG or WEBP photo of at most 5MB. Other
 * files are ignored (docs/product.md#ai-photo-upload); the limits are written under the area so nobody wonders why.
 * Click or tap to choose, or drop a photo on it.
 */
export function PhotoPicker({ onPhoto, title, description, className, disabled = false }: PhotoPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { reading, problem, take: takeFile } = usePhotoReader(onPhoto);
  const [dragging, setDragging] = useState(false);

  function take(file: File | undefined) {
    if (disabled) return;
    void takeFile(file);
  }

  return (
    <div className={cn('w-full', className)}>
      <PhotoFileInput id={id} describedBy={hintId} disabled={disabled || reading} onFile={take} />
      <label
        htmlFor={id}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void take(event.dataTransfer.files[0]);
        }}
        className={cn(
          'flex min-h-56 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-input bg-surface-raised p-6 text-center transition-colors',
          'hover:bg-muted data-[dragging]:bg-secondary',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        {reading ? (
          <Spinner size="lg" label="Reading your photo…" showLabel />
        ) : (
          <>
            <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <ImageUp aria-hidden="true" className="size-8" />
            </span>
            <span className="text-lg font-extrabold text-foreground">{title}</span>
            {description ? <span className="max-w-md text-sm text-muted-foreground">{description}</span> : null}
          </>
        )}
      </label>
      <p id={hintId} className="mt-2 text-center text-sm text-muted-foreground">
        {AI_PHOTO_HINT}
      </p>
      <PhotoProblem problem={problem} />
    </div>
  );
}

export interface ChangePhotoButtonProps {
  onPhoto: (dataUrl: string) => void;
  label?: string;
  variant?: 'outline' | 'secondary' | 'ghost';
  className?: string;
  disabled?: boolean;
}

/**
 * 'Change Photo': a button-looking file chooser. Choosing a usable photo replaces the current one;
 * cancelling the chooser changes nothing.
 */
export function ChangePhotoButton({
  onPhoto,
  label = 'Change Photo',
  variant = 'outline',
  className,
  disabled = false,
}: ChangePhotoButtonProps) {
  const id = useId();
  const { reading, problem, take } = usePhotoReader(onPhoto);
  return (
    <span className={cn('inline-flex', problem && 'flex-col gap-2', className)}>
      <PhotoFileInput id={id} disabled={disabled || reading} onFile={(file) => void take(file)} />
      <label
        htmlFor={id}
        aria-busy={reading || undefined}
        className={cn(
          buttonVariants({ variant }),
          'w-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-55',
        )}
      >
        {reading ? <Spinner size="sm" decorative /> : <ImageUp aria-hidden="true" />}
        {label}
      </label>
      {problem ? (
        <span role="alert" data-slot="photo-problem" className="rounded-xl bg-danger-soft px-3 py-2 text-sm font-semibold text-danger-soft-foreground">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
