import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import type { Challenge, FamilyData, FamilyMember, Post, ShareType } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { BusyDialog } from '@/ui/busy-dialog';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { MemberAvatar } from '@/ui/member-avatar';
import { Spinner } from '@/ui/spinner';
import { TextArea } from '@/ui/text-area';
import { toast } from '@/ui/toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { countCharacters } from '@/lib/validation/text-length';
import { MOOD_EMOJIS, shareTypeContent } from '../data/share-content';
import { allocationMessages, sharingState, typeUsedMessage, type TypeSharingState } from '../model/allocation';
import { useShareMoment, shareErrorMessage } from '../api/use-share-moment';
import { useTodayAllocation } from '../api/use-today-allocation';
import { PhotoPickerField, type CompressPhoto } from './photo-picker-field';
import { buildCompletion, buildMomentPost, checkCaption, draftBlocker, type ShareDraft } from './share-form';
import { systemClock, type Clock } from './use-clock';

// core spec §5 "Field limits": the share caption.
const CAPTION_MAX = 500;

// The ten moods of core spec §9 with a word each, so each choice has a name for screen readers.
const moodNames: Record<(typeof MOOD_EMOJIS)[number], string> = {
  '😊': 'Happy',
  '😂': 'Laughing',
  '🥰': 'Loving',
  '😌': 'Peaceful',
  '🤗': 'Huggy',
  '😆': 'Giggly',
  '🙂': 'Content',
  '😍': 'Delighted',
  '🤩': 'Amazed',
  '😇': 'Blessed',
};

const captionLabels: Record<ShareType, string> = {
  text: 'Your reflection',
  photo: 'Caption (optional)',
  mood: 'A few words (optional)',
  gratitude: 'What are you thankful for?',
};

export interface MomentShared {
  post: Post;
  member: FamilyMember;
  /** The share completed today's moment. */
  completed: boolean;
}

export type ShareMomentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  family: FamilyData;
  /** Local date (YYYY-MM-DD) the share counts for. */
  date: string;
  /** Today's challenge: its checklist and discussion starters are shown and the post links to it. */
  task?: Challenge | null;
  /** This share completes today's moment (writes the completed task and the experience record). */
  completesMoment?: boolean;
  onShared?: (shared: MomentShared) => void;
  clock?: Clock;
  compressPhoto?: CompressPhoto;
};

/**
 * core spec §2 "Share dialog", §4 "Daily sharing allocation", §5: who is sharing, the participation
 * checklist, discussion starters, the four share types (locks and green dots), and the content of
 * the chosen type. The form lives inside the dialog content, so closing the dialog resets it; a
 * failed save keeps the dialog open with everything the family typed and chose.
 */
export function ShareMomentDialog({ open, onOpenChange, ...props }: ShareMomentDialogProps) {
  return (
    <BusyDialog open={open} onOpenChange={onOpenChange} data-testid="share-moment-dialog" className="sm:max-w-xl">
      {({ setBusy, close }) => <ShareMomentForm {...props} onSavingChange={setBusy} onClose={close} />}
    </BusyDialog>
  );
}

type ShareMomentFormProps = Omit<ShareMomentDialogProps, 'open' | 'onOpenChange'> & {
  onSavingChange: (saving: boolean) => void;
  onClose: () => void;
};

function ShareMomentForm({
  family,
  date,
  task = null,
  completesMoment = false,
  onShared,
  clock = systemClock,
  compressPhoto,
  onSavingChange,
  onClose,
}: ShareMomentFormProps) {
  const ids = { members: useId(), types: useId(), checklist: useId(), prompts: useId(), mood: useId() };
  const allocation = useTodayAllocation(family.familyId, date);
  const share = useShareMoment();

  const [memberId, setMemberId] = useState(() => family.members[0]?.id ?? '');
  const [chosenType, setChosenType] = useState<ShareType>('text');
  const [caption, setCaption] = useState('');
  const [captionTouched, setCaptionTouched] = useState(false);
  const [photos, setPhotos] = useState<readonly string[]>([]);
  const [mood, setMood] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const member = family.members.find((m) => m.id === memberId) ?? null;
  const sharing = sharingState({
    allocation: allocation.data ?? null,
    memberId,
    memberCount: family.members.length,
    date,
  });
  // The allocation could not be read, or the member is gone: nobody can tell what is allowed.
  const unavailable = allocation.isError || member === null;
  const typeState = (type: ShareType) => sharing.types.find((t) => t.type === type) as TypeSharingState;
  // A locked type cannot stay chosen: the first open one takes its place (core spec §4).
  const firstOpen = sharing.types.find((t) => !t.locked)?.type ?? null;
  const type: ShareType = !typeState(chosenType).locked ? chosenType : (firstOpen ?? chosenType);
  const blocked = unavailable || sharing.blockingMessage !== null || typeState(type).locked;

  const draft: ShareDraft = { type, caption, photos, mood };
  const blocker = draftBlocker(draft);
  const captionCheck = checkCaption(caption);
  const captionError = captionTouched && !captionCheck.valid ? captionCheck.error : undefined;
  const content = shareTypeContent[type];
  const usedByMember = sharing.types.filter((t) => t.usedByMember);
  const anySharedToday = sharing.types.some((t) => t.sharedToday);
  const saving = share.isPending;
  const canSubmit = !allocation.isPending && !blocked && blocker === null && !compressing && !saving;

  const submit = () => {
    if (!member || !canSubmit) return;
    const now = clock();
    const post = buildMomentPost({ draft, member, task, now });
    const completeTask =
      completesMoment && task
        ? buildCompletion({ family, member, challenge: task, checkedRequirements: checked, now })
        : undefined;
    setSaveError(null);
    onSavingChange(true);
    share.mutate(
      {
        familyId: family.familyId,
        date,
        memberCount: family.members.length,
        memberId: member.id,
        type,
        post,
        ...(completeTask ? { completeTask } : {}),
      },
      {
        onSuccess: () => {
          onSavingChange(false);
          toast.success('Your family moment was shared!');
          // Closed first, so a caller that opens its next dialog from onShared is not closed again.
          onClose();
          onShared?.({ post, member, completed: completeTask !== undefined });
        },
        onError: (error) => {
          onSavingChange(false);
          setSaveError(shareErrorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Share a Family Moment</DialogTitle>
        <DialogDescription>
          {task ? (
            <>
              <span aria-hidden="true">{task.emoji} </span>
              {task.title}
            </>
          ) : (
            'Share a moment from today with your family.'
          )}
        </DialogDescription>
      </DialogHeader>

      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <section aria-labelledby={ids.members} className="flex flex-col gap-2">
          <h3 id={ids.members} className="text-base font-bold">
            Who is sharing?
          </h3>
          <ChipGroup
            type="single"
            aria-labelledby={ids.members}
            value={memberId}
            onValueChange={(id) => {
              setMemberId(id);
              setSaveError(null);
            }}
            disabled={saving}
          >
            {family.members.map((m) => (
              <Chip key={m.id} value={m.id} className="pl-1.5">
                <MemberAvatar name={m.name} initials={m.initials} color={m.color} size="sm" decorative />
                {m.name}
              </Chip>
            ))}
          </ChipGroup>
        </section>

        {task && task.familyParticipationRequired.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend id={ids.checklist} className="mb-1 text-base font-bold">
              Did everyone join in?
            </legend>
            {task.familyParticipationRequired.map((item) => (
              <label key={item} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-base">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={checked.includes(item)}
                  disabled={saving}
                  onChange={(event) =>
                    setChecked((current) => (event.target.checked ? [...current, item] : current.filter((c) => c !== item)))
                  }
                />
                {item}
              </label>
            ))}
          </fieldset>
        ) : null}

        {task && task.connectionPrompts.length > 0 ? (
          <section aria-labelledby={ids.prompts} className="flex flex-col gap-2 rounded-xl bg-muted p-4">
            <h3 id={ids.prompts} className="text-base font-bold">
              Talk about it together
            </h3>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-base">
              {task.connectionPrompts.map((prompt) => (
                <li key={prompt}>{prompt}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby={ids.types} className="flex flex-col gap-2">
          <h3 id={ids.types} className="text-base font-bold">
            What would you like to share?
          </h3>
          {allocation.isPending ? (
            <Spinner label="Checking today's moments..." showLabel />
          ) : (
            <ChipGroup
              type="single"
              aria-labelledby={ids.types}
              value={unavailable ? null : type}
              onValueChange={(value) => {
                setChosenType(value as ShareType);
                setSaveError(null);
              }}
              disabled={saving || unavailable}
            >
              {sharing.types.map((t) => (
                <Chip key={t.type} value={t.type} disabled={t.locked} adornment={<TypeMarks state={t} />} data-testid={`share-type-${t.type}`}>
                  <span aria-hidden="true">{shareTypeContent[t.type].emoji}</span>
                  {shareTypeContent[t.type].label}
                </Chip>
              ))}
            </ChipGroup>
          )}
          {!allocation.isPending && (usedByMember.length > 0 || anySharedToday) ? (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {usedByMember.length > 0 ? (
                <span className="inline-flex items-center gap-1.5">
                  <Lock aria-hidden="true" className="size-4" /> Already shared by {member?.name ?? 'this member'} today
                </span>
              ) : null}
              {anySharedToday ? (
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-success" /> Shared by your family today
                </span>
              ) : null}
            </p>
          ) : null}
          {unavailable && !allocation.isPending ? (
            <AlertBanner tone="warning">{allocationMessages.unableToShare}</AlertBanner>
          ) : null}
          {!unavailable && sharing.blockingMessage ? <AlertBanner tone="warning">{sharing.blockingMessage}</AlertBanner> : null}
          {!unavailable && usedByMember.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm font-semibold text-foreground" data-testid="used-type-messages">
              {usedByMember.map((t) => (
                <li key={t.type} className="flex items-center gap-1.5">
                  <Lock aria-hidden="true" className="size-4 shrink-0" />
                  {typeUsedMessage(t.type)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        {!blocked ? (
          <section className="flex flex-col gap-4" aria-label={`${content.label} moment`}>
            <p className="text-base text-muted-foreground">{content.hint}</p>
            {type === 'photo' ? (
              <PhotoPickerField
                photos={photos}
                onPhotosChange={(update) => setPhotos((current) => update(current))}
                onBusyChange={setCompressing}
                disabled={saving}
                {...(compressPhoto ? { compress: compressPhoto } : {})}
              />
            ) : null}
            {type === 'mood' ? (
              <div className="flex flex-col gap-2">
                <p id={ids.mood} className="text-base font-bold">
                  How do you feel?
                </p>
                <ChipGroup
                  type="single"
                  aria-labelledby={ids.mood}
                  value={mood}
                  onValueChange={setMood}
                  disabled={saving}
                  className="gap-1.5"
                >
                  {MOOD_EMOJIS.map((emoji) => (
                    <Chip key={emoji} value={emoji} aria-label={moodNames[emoji]} title={moodNames[emoji]} className="min-w-12 px-2 text-2xl">
                      {emoji}
                    </Chip>
                  ))}
                </ChipGroup>
              </div>
            ) : null}
            <TextArea
              label={captionLabels[type]}
              placeholder={content.placeholder}
              value={caption}
              rows={3}
              disabled={saving}
              error={captionError}
              hint={`${countCharacters(caption.trim())}/${CAPTION_MAX} characters`}
              onChange={(event) => {
                setCaption(event.target.value);
                setCaptionTouched(true);
                setSaveError(null);
              }}
              onBlur={() => setCaptionTouched(true)}
            />
          </section>
        ) : null}

        {saveError ? <AlertBanner tone="danger">{saveError}</AlertBanner> : null}

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={saving}>
            Create Family Moment
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

/** The lock (this member shared it) and the green dot (the family shared it), each with words for screen readers. */
function TypeMarks({ state }: { state: TypeSharingState }) {
  if (!state.usedByMember && !state.sharedToday && !state.locked) return null;
  return (
    <span className="inline-flex items-center gap-1">
      {state.usedByMember ? (
        <>
          <Lock aria-hidden="true" data-testid="type-lock" />
          <VisuallyHidden>, locked: already shared by you today</VisuallyHidden>
        </>
      ) : state.locked ? (
        <VisuallyHidden>, not available</VisuallyHidden>
      ) : null}
      {state.sharedToday ? (
        <>
          <span aria-hidden="true" data-testid="type-dot" className="inline-block size-2.5 rounded-full bg-success" />
          <VisuallyHidden>, shared by your family today</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}
