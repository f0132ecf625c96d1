import { storageErrorMessage } from '@/data/errors';
import { useId, useState } from 'react';
import type { Challenge, FamilyData, HowItWent } from '@/data/types';
import { newReflectionId } from '@/data/ids';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { BusyDialog } from '@/ui/busy-dialog';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { TextArea } from '@/ui/text-area';
import { validateField } from '@/lib/validation/validate-field';
import { countCharacters } from '@/lib/validation/text-length';
import { useSaveReflection } from '../api/use-save-reflection';
import { SHARE_SAVE_ERROR } from '../api/use-share-moment';
import { useServices } from '@/lib/services';

// The reflection's limits (docs/product.md#field-rules); its defaults are set in the form below.
const RESPONSE_MAX = 200;
const SURPRISES_MAX = 150;

export type ReflectionStep = 'pause' | 'reflect' | 'complete';

const howItWentOptions: { value: HowItWent; label: string; emoji: string }[] = [
  { value: 'amazing', label: 'Amazing', emoji: '🤩' },
  { value: 'good', label: 'Good', emoji: '😊' },
  { value: 'okay', label: 'Okay', emoji: '🙂' },
  { value: 'challenging', label: 'Challenging', emoji: '😅' },
];

export type ReflectionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  family: FamilyData;
  date: string;
  /** The moment the family just completed. */
  task: Pick<Challenge, 'id' | 'title' | 'emoji'>;
  /** Who shared it; the reflection is saved under their name. */
  memberName: string;
  /** 'Continue to Family Feed': the dialog closes, then this runs (e.g. scrolls to the feed). */
  onContinueToFeed?: () => void;
  /** The step the dialog opens on (stories). */
  initialStep?: ReflectionStep;
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The experience-sharing dialog after a moment is completed: pause ('Take a
 * moment' / 'Maybe later') -> reflect -> complete ('Continue to Family Feed'); 'Back' returns to
 * pause. The form lives in the dialog content, so closing the dialog resets it.
 */
export function ReflectionDialog({ open, onOpenChange, onCloseAutoFocus, ...props }: ReflectionDialogProps) {
  return (
    <BusyDialog
      open={open}
      onOpenChange={onOpenChange}
      data-testid="reflection-dialog"
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      {({ setBusy, close }) => <ReflectionFlow {...props} onSavingChange={setBusy} onClose={close} />}
    </BusyDialog>
  );
}

type ReflectionFlowProps = Omit<ReflectionDialogProps, 'open' | 'onOpenChange'> & {
  onSavingChange: (saving: boolean) => void;
  onClose: () => void;
};

function ReflectionFlow({
  family,
  date,
  task,
  memberName,
  onContinueToFeed,
  initialStep = 'pause',
  onSavingChange,
  onClose,
}: ReflectionFlowProps) {
  const { clock } = useServices();
  const ids = { howItWent: useId(), again: useId() };
  const save = useSaveReflection();
  const [step, setStep] = useState<ReflectionStep>(initialStep);
  const [howItWent, setHowItWent] = useState<HowItWent>('good');
  const [familyResponse, setFamilyResponse] = useState('');
  const [surprises, setSurprises] = useState('');
  const [wouldDoAgain, setWouldDoAgain] = useState(true);
  const [touched, setTouched] = useState({ response: false, surprises: false });
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const response = validateField('reflectionResponse', familyResponse);
  const surprisesCheck = validateField('reflectionSurprises', surprises);
  // 'is required' waits for a submit; too long and not family-friendly show while typing.
  const responseError =
    !response.valid && (submitted || (touched.response && familyResponse.trim() !== '')) ? response.error : undefined;
  const surprisesError = !surprisesCheck.valid && (submitted || touched.surprises) ? surprisesCheck.error : undefined;

  if (step === 'pause') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Pause and reflect together</DialogTitle>
          <DialogDescription>
            You just shared <span aria-hidden="true">{task.emoji} </span>
            {task.title}. Take a minute as a family to talk about how it went.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe later
          </Button>
          <Button onClick={() => setStep('reflect')}>Take a moment</Button>
        </DialogFooter>
      </>
    );
  }

  if (step === 'complete') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Thank you for reflecting together!</DialogTitle>
          <DialogDescription>Your reflection is saved with today&apos;s moment.</DialogDescription>
        </DialogHeader>
        <p aria-hidden="true" className="text-center text-5xl">
          💛
        </p>
        <DialogFooter>
          <Button
            onClick={() => {
              onClose();
              onContinueToFeed?.();
            }}
          >
            Continue to Family Feed
          </Button>
        </DialogFooter>
      </>
    );
  }

  const submit = () => {
    setSubmitted(true);
    if (!response.valid || !surprisesCheck.valid) return;
    const now = clock.now();
    setSaveError(null);
    onSavingChange(true);
    save.mutate(
      {
        familyId: family.familyId,
        date,
        reflection: {
          id: newReflectionId(now.getTime()),
          taskId: task.id,
          taskTitle: task.title,
          memberName,
          reflection: {
            howItWent,
            familyResponse: response.value,
            discoveries: surprisesCheck.value,
            wouldDoAgain,
          },
          createdAt: now.toISOString(),
        },
      },
      {
        onSuccess: () => {
          onSavingChange(false);
          setStep('complete');
        },
        onError: (error) => {
          onSavingChange(false);
          setSaveError(storageErrorMessage(error, 'save-reflection') ?? SHARE_SAVE_ERROR);
        },
      },
    );
  };

  const saving = save.isPending;
  return (
    <>
      <DialogHeader>
        <DialogTitle>How did it go?</DialogTitle>
        <DialogDescription>
          <span aria-hidden="true">{task.emoji} </span>
          {task.title}
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <p id={ids.howItWent} className="text-sm font-bold">
            How did it go?
          </p>
          <ChipGroup
            type="single"
            aria-labelledby={ids.howItWent}
            value={howItWent}
            onValueChange={(value) => setHowItWent(value as HowItWent)}
            disabled={saving}
          >
            {howItWentOptions.map((option) => (
              <Chip key={option.value} value={option.value}>
                <span aria-hidden="true">{option.emoji}</span>
                {option.label}
              </Chip>
            ))}
          </ChipGroup>
        </div>
        <TextArea
          label="Family response"
          placeholder="What did everyone say or feel?"
          value={familyResponse}
          rows={3}
          required
          disabled={saving}
          error={responseError}
          hint={`${countCharacters(familyResponse.trim())}/${RESPONSE_MAX}`}
          onChange={(event) => {
            setFamilyResponse(event.target.value);
            setTouched((t) => ({ ...t, response: true }));
            setSaveError(null);
          }}
        />
        <TextArea
          label="Surprises (optional)"
          placeholder="Did anything surprise you?"
          value={surprises}
          rows={2}
          disabled={saving}
          error={surprisesError}
          hint={`${countCharacters(surprises.trim())}/${SURPRISES_MAX}`}
          onChange={(event) => {
            setSurprises(event.target.value);
            setTouched((t) => ({ ...t, surprises: true }));
            setSaveError(null);
          }}
        />
        <div className="flex flex-col gap-2">
          <p id={ids.again} className="text-sm font-bold">
            Would you do it again?
          </p>
          <ChipGroup
            type="single"
            aria-labelledby={ids.again}
            value={wouldDoAgain ? 'yes' : 'no'}
            onValueChange={(value) => setWouldDoAgain(value === 'yes')}
            disabled={saving}
          >
            <Chip value="yes">Yes</Chip>
            <Chip value="no">No</Chip>
          </ChipGroup>
        </div>
        {saveError ? <AlertBanner tone="danger">{saveError}</AlertBanner> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setStep('pause')} disabled={saving}>
            Back
          </Button>
          <Button type="submit" loading={saving}>
            Save Reflection
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
