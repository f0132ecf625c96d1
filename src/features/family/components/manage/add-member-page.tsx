import { storageErrorMessage } from '@/data/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FamilyData } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { toast } from '@/ui/toast';
import { sanitizeName } from '@/lib/validation/member-name';
import { useAddMember } from '@/features/family/api/use-add-member';
import { familyPaths } from '@/features/family/model/paths';
import { FamilyQueryGate } from '@/features/family/components/family-query-gate';
import { MemberForm } from '@/features/family/components/manage/member-form';
import {
  FamilyRuleError,
  firstUnusedColor,
  MAX_FAMILY_MEMBERS,
  otherMemberNames,
  type MemberNameValidator,
} from '@/features/family/model/family-model';

export type AddMemberPageProps = {
  /** The member-name rule; stories pass another to show the 'Invalid name' fallback. */
  validateName?: MemberNameValidator;
};

/** Add Family Member (/family/add-member). */
export function AddMemberPage({ validateName }: AddMemberPageProps) {
  return <FamilyQueryGate>{(family) => <AddMemberForm family={family} validateName={validateName} />}</FamilyQueryGate>;
}

function AddMemberForm({ family, validateName }: { family: FamilyData; validateName?: MemberNameValidator }) {
  const navigate = useNavigate();
  const addMember = useAddMember();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [initialColor] = useState(() => firstUnusedColor(family.members));

  if (family.members.length >= MAX_FAMILY_MEMBERS) {
    return (
      <AlertBanner tone="info" className="mx-auto max-w-2xl">
        A Hearth family can have up to {MAX_FAMILY_MEMBERS} members. Remove a member on Manage Family to add someone new.
      </AlertBanner>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 pb-8">
      <p className="text-muted-foreground">Add someone to {family.familyName}. Names can be written in any language.</p>
      <MemberForm
        initialColor={initialColor}
        existingNames={otherMemberNames(family.members)}
        validateName={validateName}
        submitLabel="Add"
        pending={addMember.isPending}
        saveError={saveError}
        cancelTo={familyPaths.manage}
        onSubmit={(name, color) => {
          setSaveError(null);
          // The name is sanitised before saving.
          const clean = sanitizeName(name);
          addMember.mutate(
            { name: clean, color },
            {
              onSuccess: () => {
                toast.success(`${clean} was added to your family`);
                navigate(familyPaths.manage);
              },
              onError: (e) =>
                setSaveError(e instanceof FamilyRuleError ? e.message : (storageErrorMessage(e, 'add-member') ?? `We couldn't add ${clean}. Please try again.`)),
            },
          );
        }}
      />
    </div>
  );
}
