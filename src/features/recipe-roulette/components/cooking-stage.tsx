import { useId, useState } from 'react';
import { ArrowLeft, Send } from 'lucide-react';
import type { FamilyMember, Recipe } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { TextArea } from '@/ui/text-area';
import { checkCookingNotes } from '@/features/recipe-roulette/components/cooking-form';
import { CookingPhotoField } from '@/features/recipe-roulette/components/cooking-photo-field';
import { cookingMessages } from '@/features/recipe-roulette/components/recipe-messages';
import type { CookingDraft } from '@/features/recipe-roulette/components/roulette-state';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export const SAVE_TO_FEED_LABEL = 'Save to Family Feed';

export type CookingStageProps = {
  recipe: Recipe;
  members: readonly FamilyMember[];
  draft: CookingDraft;
  onDraftChange: (changes: Partial<CookingDraft>) => void;
  onBack: () => void;
  /** Called with valid notes (trimmed); the stage stays as it is until the parent moves on. */
  onSave: (notes: string) => void;
  saving: boolean;
  /** The last save failed: say so, keep everything. */
  /** True for the save-failed message, or the message to show (a full disk). */
  saveFailed: boolean | string;
  focusHeading?: boolean;
};

/**
 * The cooking (documenting) stage: one photo, notes (validated as a reflection),
 * the most valuable chef, Back and 'Save to Family Feed'.
 */
export function CookingStage({
  recipe,
  members,
  draft,
  onDraftChange,
  onBack,
  onSave,
  saving,
  saveFailed,
  focusHeading = false,
}: CookingStageProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const chefLabelId = useId();
  const [photoBusy, setPhotoBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const notes = checkCookingNotes(draft.notes);
  // The blocking message appears when a save is tried with invalid notes, and goes once they are fixed.
  const blocked = attempted && !notes.ok;

  const save = () => {
    setAttempted(true);
    if (!notes.ok || saving || photoBusy) return;
    onSave(notes.notes);
  };

  return (
    <section aria-labelledby="cooking-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Card padding="lg" className="gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">Now cooking</p>
          <h2 id="cooking-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold leading-tight break-words outline-none">
            {recipe.name}
          </h2>
          <p className="text-base text-muted-foreground">
            Capture tonight&apos;s cooking: a photo, a few words, and who deserves the chef&apos;s hat.
          </p>
        </div>

        <CookingPhotoField
          photo={draft.photo}
          onPhotoChange={(photo) => onDraftChange({ photo })}
          onBusyChange={setPhotoBusy}
          disabled={saving}
        />

        <TextArea
          label="Cooking notes"
          hint="How did it go? Funny moments, spills, who stirred the pot…"
          value={draft.notes}
          onChange={(event) => onDraftChange({ notes: event.target.value })}
          error={notes.ok ? undefined : notes.detail}
          rows={4}
          disabled={saving}
        />

        <div className="flex flex-col gap-1.5">
          <p id={chefLabelId} className="text-sm font-bold">
            Most valuable chef
          </p>
          <p className="text-sm text-muted-foreground">Who deserves the chef&apos;s hat tonight? (optional)</p>
          <ChipGroup
            type="single"
            value={draft.chefId}
            onValueChange={(chefId) => onDraftChange({ chefId })}
            aria-labelledby={chefLabelId}
            disabled={saving}
          >
            {members.map((member) => (
              <Chip key={member.id} value={member.id}>
                <span aria-hidden="true">{member.emoji}</span>
                {member.name}
              </Chip>
            ))}
          </ChipGroup>
        </div>

        {blocked ? <AlertBanner tone="danger">{cookingMessages.notesBlocked}</AlertBanner> : null}
        {saveFailed && !blocked ? (
          <AlertBanner tone="danger" title="Not saved yet">
            {typeof saveFailed === 'string' ? saveFailed : cookingMessages.saveFailed}
          </AlertBanner>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack} disabled={saving}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button size="lg" onClick={save} loading={saving} disabled={photoBusy}>
            <Send aria-hidden="true" />
            {SAVE_TO_FEED_LABEL}
          </Button>
        </div>
      </Card>
    </section>
  );
}
