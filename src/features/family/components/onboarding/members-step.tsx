import { Pencil, UserPlus, X } from 'lucide-react';
import type { FamilyMember } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { MemberList } from '@/features/family/components/member-row';
import { MAX_FAMILY_MEMBERS } from '@/features/family/model/family-model';
import { StepCard } from '@/features/family/components/onboarding/step-card';

export type MembersStepProps = {
  familyName: string;
  members: readonly FamilyMember[];
  onAddMember: () => void;
  onRemoveMember: (memberId: string) => void;
  onEditFamilyName: () => void;
  onStart: () => void;
  starting?: boolean;
  startError?: string | null;
};

/**
 * Onboarding step 2: the members so far, each removable before starting; 'Start
 * Family Journey' needs at least one member.
 */
export function MembersStep({
  familyName,
  members,
  onAddMember,
  onRemoveMember,
  onEditFamilyName,
  onStart,
  starting = false,
  startError,
}: MembersStepProps) {
  const full = members.length >= MAX_FAMILY_MEMBERS;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <StepCard
        title="Who's in your family?"
        description="Add everyone who will share moments: grown-ups and children. You can change this later."
        above={
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-bold text-muted-foreground">{familyName}</p>
            <Button variant="link" size="sm" onClick={onEditFamilyName} disabled={starting}>
              <Pencil aria-hidden="true" />
              Change family name
            </Button>
          </div>
        }
      >
        <MemberList
          members={members}
          aria-label="Family members"
          renderActions={(member) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${member.name}`}
              disabled={starting}
              onClick={() => onRemoveMember(member.id)}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          )}
        />
        <Button variant="outline" onClick={onAddMember} disabled={full || starting}>
          <UserPlus aria-hidden="true" />
          Add a family member
        </Button>
        {full ? (
          <p className="text-sm text-muted-foreground">A Hearth family can have up to {MAX_FAMILY_MEMBERS} members.</p>
        ) : null}
      </StepCard>
      {startError ? <AlertBanner tone="danger">{startError}</AlertBanner> : null}
      <div className="flex flex-col gap-2">
        <Button size="lg" disabled={members.length === 0} loading={starting} onClick={onStart}>
          Start Family Journey
        </Button>
        {members.length === 0 ? (
          <p className="text-center text-sm text-muted-foreground">Add at least one family member to start.</p>
        ) : null}
      </div>
    </div>
  );
}
