import { History, RotateCcw, Sparkles } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardTitle } from '@/ui/card';
import { SafeImage } from '@/ui/safe-image';
import { Spinner } from '@/ui/spinner';
import { useOnlineStatus } from '@/ui/use-online-status';
import { useServices } from '@/lib/services';
import { useAiConsentGate } from '@/features/ai-tools/api/use-ai-consent-gate';
import { AiErrorDialog } from '@/features/ai-tools/components/ai-error-dialog';
import { DemoModeBadge } from '@/features/ai-tools/components/demo-mode-badge';
import { ChangePhotoButton, PhotoPicker } from '@/features/ai-tools/components/photo-picker';
import { statusTexts } from '@/lib/ai/model-fallback';
import { timeTravelFileName } from '@/features/ai-tools/model/download-names';
import { useTimeTravel, type UseTimeTravelOptions } from '@/features/time-travel/api/use-time-travel';
import { DecadeSlotCard } from '@/features/time-travel/components/decade-slot-card';
import { DECADES } from '@/features/time-travel/model/decades';
import { currentStatusText, showSummary, slotList, summarizeSlots, type Slots } from '@/features/time-travel/model/slots';

export type TimeTravelPageProps = UseTimeTravelOptions;

/** /family/time-travel (docs/product.md#time-travel). */
export function TimeTravelPage(options: TimeTravelPageProps) {
  const { saveFile } = useServices();
  const tt = useTimeTravel(options);
  const consent = useAiConsentGate('timeTravel');
  const { online } = useOnlineStatus();
  const busy = tt.phase === 'generating';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 pb-8">
      <p className="text-lg text-muted-foreground">
        Choose a family photo and see everyone in the {DECADES.slice(0, -1).join(', ')} and {DECADES.at(-1)}.
      </p>

      {!online ? (
        <AlertBanner tone="warning" title="You're offline">
          Time-travel photos need an internet connection. Your photo stays on this device; connect to the internet to travel
          through time.
        </AlertBanner>
      ) : null}

      {tt.demoMode ? (
        <AlertBanner tone="info" title={<DemoModeBadge />}>
          No AI service is connected to this Hearth, so each decade&apos;s look was made right here on your device.
        </AlertBanner>
      ) : null}

      {tt.phase === 'idle' ? (
        <PhotoPicker
          title="Choose a family photo"
          description="Everyone in the picture will travel back to four decades. The photo is only sent to make the pictures and is not kept."
          onPhoto={tt.choosePhoto}
        />
      ) : null}

      {tt.phase === 'uploaded' && tt.photo ? (
        <Card className="items-center">
          <SafeImage src={tt.photo} alt="Your chosen family photo" className="max-h-[28rem] w-auto max-w-full rounded-xl object-contain" />
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={() => consent.ask((mode) => tt.generate(mode))} disabled={!online}>
              <Sparkles aria-hidden="true" />
              Travel Through Time
            </Button>
            <ChangePhotoButton onPhoto={tt.choosePhoto} />
          </div>
        </Card>
      ) : null}

      {tt.slots && tt.photo ? (
        <Results
          slots={tt.slots}
          photo={tt.photo}
          busy={busy}
          online={online}
          onRegenerate={(decade) => consent.ask((mode) => tt.regenerate(decade, mode))}
          onDownload={saveFile}
          onStartOver={tt.startOver}
          onChangePhoto={tt.choosePhoto}
        />
      ) : null}

      <AiErrorDialog
        open={tt.failure !== null}
        onOpenChange={(open) => {
          if (!open) tt.dismissFailure();
        }}
        context="timeTravel"
        error={tt.failure}
      />
      {consent.dialog}
    </div>
  );
}

interface ResultsProps {
  slots: Slots;
  photo: string;
  busy: boolean;
  online: boolean;
  onRegenerate: (decade: (typeof DECADES)[number]) => void;
  onDownload: (dataUrl: string, fileName: string) => void;
  onStartOver: () => void;
  onChangePhoto: (dataUrl: string) => void;
}

function Results({ slots, photo, busy, online, onRegenerate, onDownload, onStartOver, onChangePhoto }: ResultsProps) {
  const summary = summarizeSlots(slots);
  const statusText = currentStatusText(slots, statusTexts.quotaSwitching);
  return (
    <section aria-labelledby="time-travel-results" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3 sm:gap-4">
        <SafeImage src={photo} alt="Your original photo" className="size-14 rounded-xl sm:size-16" />
        <div className="min-w-48 flex-1">
          <h2 id="time-travel-results" className="text-xl font-extrabold sm:text-2xl">
            Your family through the decades
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {busy ? `${summary.done} of ${DECADES.length} decades ready` : `${summary.done} of ${DECADES.length} decades made`}
          </p>
        </div>
        {busy ? (
          <Button variant="ghost" onClick={onStartOver}>
            <RotateCcw aria-hidden="true" />
            Start Over
          </Button>
        ) : null}
      </div>

      {busy && statusText ? (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-secondary px-4 py-3 font-bold text-secondary-foreground">
          <Spinner size="sm" decorative />
          {statusText}
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {slotList(slots).map((slot) => (
          <DecadeSlotCard
            key={slot.decade}
            slot={slot}
            onRegenerate={() => onRegenerate(slot.decade)}
            onDownload={() => {
              if (slot.url) onDownload(slot.url, timeTravelFileName(slot.decade));
            }}
          />
        ))}
      </div>

      {showSummary(slots) ? (
        <Card data-testid="time-travel-summary" className="items-center text-center" role="region" aria-labelledby="time-travel-summary-title">
          <span aria-hidden="true" className="text-4xl">
            {summary.failed === 0 ? '🎞️' : '🧭'}
          </span>
          <CardTitle as="h2" id="time-travel-summary-title">
            {summary.failed === 0 ? 'Your time-travel album is ready!' : 'Your trip through time is over'}
          </CardTitle>
          <CardDescription className="text-base">
            {summary.done} of {DECADES.length} decades made
            {summary.failed > 0
              ? `. ${summary.failed === 1 ? 'One decade' : `${summary.failed} decades`} could not be made: use 'Try again' to give ${summary.failed === 1 ? 'it' : 'them'} another go.`
              : '. Download your favourites to keep them.'}
          </CardDescription>
          {!online ? <p className="text-sm text-muted-foreground">'Try again' and 'Regenerate' work once you are back online.</p> : null}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button onClick={onStartOver}>
              <History aria-hidden="true" />
              Start Over
            </Button>
            <ChangePhotoButton onPhoto={onChangePhoto} />
          </div>
        </Card>
      ) : null}
    </section>
  );
}
