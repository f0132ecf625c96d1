import { useId } from 'react';
import { Lock } from 'lucide-react';
import type { FamilyMember, ShareType } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { Spinner } from '@/ui/spinner';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { shareTypeContent } from '../data/share-content';
import { allocationMessages, typeUsedMessage, type SharingState, type TypeSharingState } from '../model/allocation';

export type ShareTypeSectionProps = {
  /** Today's allocation is still being read. */
  checking: boolean;
  /** Nobody can tell what is allowed (the allocation could not be read, or the member is gone). */
  unavailable: boolean;
  sharing: SharingState;
  /** The chosen type (never a locked one). */
  type: ShareType;
  member: FamilyMember | null;
  saving: boolean;
  onTypeChange: (type: ShareType) => void;
};

/**
 * The share dialog's types (docs/product.md#daily-allocation): the four share types with their locks
 * (this member shared it today) and green dots (the family did), and why a share is not possible.
 */
export function ShareTypeSection({ checking, unavailable, sharing, type, member, saving, onTypeChange }: ShareTypeSectionProps) {
  const ids = { types: useId() };
  const usedByMember = sharing.types.filter((t) => t.usedByMember);
  const anySharedToday = sharing.types.some((t) => t.sharedToday);
  return (
    <section aria-labelledby={ids.types} className="flex flex-col gap-2">
      <h3 id={ids.types} className="text-base font-bold">
        What would you like to share?
      </h3>
      {checking ? (
        <Spinner label="Checking today's moments..." showLabel />
      ) : (
        <ChipGroup
          type="single"
          aria-labelledby={ids.types}
          value={unavailable ? null : type}
          onValueChange={(value) => onTypeChange(value as ShareType)}
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
      {!checking && (usedByMember.length > 0 || anySharedToday) ? (
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
      {unavailable && !checking ? (
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
