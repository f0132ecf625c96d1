import { useEffect, useRef, useState } from 'react';
import { Download, RefreshCw, RotateCcw, Sparkles } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorBoundary } from '@/ui/error-boundary';
import { SafeImage } from '@/ui/safe-image';
import { Spinner } from '@/ui/spinner';
import { useOnlineStatus } from '@/ui/use-online-status';
import { useServices } from '@/lib/services';
import { useAiConsentGate } from '@/features/ai-tools/api/use-ai-consent-gate';
import type { AiSendMode } from '@/features/ai-tools/model/send-mode';
import { AiErrorDialog } from '@/features/ai-tools/components/ai-error-dialog';
import { ChangePhotoButton, PhotoPicker } from '@/features/ai-tools/components/photo-picker';
import { festivalFileName } from '@/features/ai-tools/model/download-names';
import { useTransformPhoto } from '@/features/festival/api/use-transform-photo';

export interface OnamPageProps {
  /** Stories start from a chosen photo. */
  initialPhoto?: string | null;
  /** Stories start transforming at once. */
  autoTransform?: boolean;
}

/**
 * /onam and the festival host. Its own error boundary shows the page error
 * fallback ('Oops! Something went wrong', 'Try Again') for render errors inside.
 */
export function OnamPage(props: OnamPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col items-center gap-2 text-center">
        <span aria-hidden="true" className="text-5xl">
          🌼
        </span>
        <h1 className="text-3xl font-extrabold text-foreground md:text-4xl">Onam Photo Magic</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Dress your family in traditional Kerala festival attire: kasavu mundu, set-saree and jasmine flowers.
        </p>
      </header>
      <ErrorBoundary>
        <OnamPhotoTool {...props} />
      </ErrorBoundary>
    </div>
  );
}

function OnamPhotoTool({ initialPhoto = null, autoTransform = false }: OnamPageProps) {
  const { saveFile, clock } = useServices();
  const [photo, setPhoto] = useState<string | null>(initialPhoto);
  const [result, setResult] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const autoStarted = useRef(false);
  const { online } = useOnlineStatus();
  const transform = useTransformPhoto();
  const consent = useAiConsentGate('festival');

  function run(source: string, mode: AiSendMode = 'live') {
    setDialogOpen(false);
    transform.mutate({ photo: source, mode }, {
      onSuccess: (image) => setResult(image),
      onError: () => setDialogOpen(true),
    });
  }

  useEffect(() => {
    if (autoTransform && photo && !autoStarted.current) {
      autoStarted.current = true;
      run(photo);
    }
  });

  function choose(dataUrl: string) {
    transform.reset();
    setResult(null);
    setPhoto(dataUrl);
  }

  function startOver() {
    transform.reset();
    setResult(null);
    setPhoto(null);
  }

  const busy = transform.isPending;

  return (
    <div className="flex flex-col gap-5">
      {!online ? (
        <AlertBanner tone="warning" title="You're offline">
          Onam Photo Magic needs an internet connection. Your photo stays on this device; connect to the internet to transform it.
        </AlertBanner>
      ) : null}

      {!photo ? (
        <PhotoPicker
          title="Choose a family photo"
          description="Everyone in the picture gets dressed for Onam. The photo is only sent to make the picture and is not kept."
          onPhoto={choose}
        />
      ) : (
        <Card className="items-center">
          <div className="relative w-full">
            <SafeImage
              src={result ?? photo}
              alt={result ? 'Your family in traditional Kerala festival attire' : 'Your chosen family photo'}
              className="mx-auto max-h-[32rem] w-auto max-w-full rounded-xl object-contain"
            />
            {busy ? (
              <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-overlay" aria-hidden="true" />
            ) : null}
          </div>
          {busy ? (
            <div role="status" className="flex items-center gap-3 font-bold text-foreground">
              <Spinner size="md" decorative />
              Weaving kasavu and jasmine… this can take up to a minute.
            </div>
          ) : null}
          {result ? (
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button variant="outline" onClick={() => consent.ask((mode) => run(photo, mode))} loading={busy} disabled={!online}>
                {busy ? null : <RefreshCw aria-hidden="true" />}
                Regenerate
              </Button>
              <Button onClick={() => saveFile(result, festivalFileName(clock.now()))} disabled={busy}>
                <Download aria-hidden="true" />
                Download
              </Button>
              <Button variant="ghost" onClick={startOver} disabled={busy}>
                <RotateCcw aria-hidden="true" />
                Start Over
              </Button>
            </div>
          ) : (
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button size="lg" onClick={() => consent.ask((mode) => run(photo, mode))} loading={busy} disabled={!online}>
                {busy ? null : <Sparkles aria-hidden="true" />}
                Transform Photo
              </Button>
              <ChangePhotoButton onPhoto={choose} disabled={busy} />
            </div>
          )}
        </Card>
      )}

      <AiErrorDialog open={dialogOpen && transform.error !== null} onOpenChange={setDialogOpen} context="festival" error={transform.error} />
      {consent.dialog}
    </div>
  );
}
