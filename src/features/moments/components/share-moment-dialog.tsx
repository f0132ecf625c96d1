import { useState } from 'react';
import type { Challenge, FamilyData, FamilyMember, Post, ShareType } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { BusyDialog } from '@/ui/busy-dialog';
import { Button } from '@/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { toast } from '@/ui/toast';
import { useServices } from '@/lib/services';
import { sharingState, type TypeSharingState } from '../model/allocation';
import { useShareMoment, shareErrorMessage } from '../api/use-share-moment';
import { useTodayAllocation } from '../api/use-today-allocation';
import { ShareContentSection } from './share-content-section';
import { buildCompletion, buildMomentMedia, buildMomentPost, checkCaption, draftBlocker, type DraftRecording, type ShareDraft } from './share-form';
import { ShareTypeSection } from './share-type-section';
import { ShareWhoAndTask } from './share-who-and-task';

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
};

/**
 * The share dialog (docs/product.md#share-dialog): who is sharing, the participation
 * checklist, discussion starters, the six share types (locks and green dots), and the content of
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
  onSavingChange,
  onClose,
}: ShareMomentFormProps) {
  const { clock } = useServices();
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
  const [recording, setRecording] = useState<DraftRecording | null>(null);
  const [recordingBusy, setRecordingBusy] = useState(false);
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
  // A locked type cannot stay chosen: the first open one takes its place.
  const firstOpen = sharing.types.find((t) => !t.locked)?.type ?? null;
  const type: ShareType = !typeState(chosenType).locked ? chosenType : (firstOpen ?? chosenType);
  const blocked = unavailable || sharing.blockingMessage !== null || typeState(type).locked;

  const draft: ShareDraft = { type, caption, photos, mood, recording };
  const blocker = draftBlocker(draft);
  const captionCheck = checkCaption(caption);
  const captionError = captionTouched && !captionCheck.valid ? captionCheck.error : undefined;
  const saving = share.isPending;
  const canSubmit = !allocation.isPending && !blocked && blocker === null && !compressing && !recordingBusy && !saving;

  const submit = () => {
    if (!member || !canSubmit) return;
    const now = clock.now();
    const post = buildMomentPost({ draft, member, task, now });
    const media = buildMomentMedia(post, draft);
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
        ...(media ? { media } : {}),
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
        <ShareWhoAndTask
          family={family}
          memberId={memberId}
          task={task}
          checked={checked}
          saving={saving}
          onMemberChange={(id) => {
            setMemberId(id);
            setSaveError(null);
          }}
          onCheckedChange={setChecked}
        />

        <ShareTypeSection
          checking={allocation.isPending}
          unavailable={unavailable}
          sharing={sharing}
          type={type}
          member={member}
          saving={saving}
          onTypeChange={(next) => {
            setChosenType(next);
            setSaveError(null);
          }}
        />

        {!blocked ? (
          <ShareContentSection
            type={type}
            caption={caption}
            captionError={captionError}
            photos={photos}
            mood={mood}
            recording={recording}
            saving={saving}
            onCaptionChange={(next) => {
              setCaption(next);
              setCaptionTouched(true);
              setSaveError(null);
            }}
            onCaptionBlur={() => setCaptionTouched(true)}
            onPhotosChange={(update) => setPhotos((current) => update(current))}
            onCompressingChange={setCompressing}
            onMoodChange={setMood}
            onRecordingChange={(next) => {
              setRecording(next);
              setSaveError(null);
            }}
            onRecordingBusyChange={setRecordingBusy}
          />
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
