import { storageErrorMessage } from '@/data/errors';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { FamilyData, FamilyMember } from '@/data/types';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { toast } from '@/ui/toast';
import { useEditMember } from '@/features/family/api/use-edit-member';
import { familyPaths } from '@/features/family/model/paths';
import { FamilyQueryGate } from '@/features/family/components/family-query-gate';
import { MemberForm } from '@/features/family/components/manage/member-form';
import { FamilyRuleError, otherMemberNames } from '@/features/family/model/family-model';

/** Edit Member (/family/manage/edit/:memberId), back to /family/manage. */
export function EditMemberPage() {
  const { memberId = '' } = useParams();
  return (
    <FamilyQueryGate>
      {(family) => {
        const member = family.members.find((m) => m.id === memberId);
        // key: a different member (or the same one after it reloads) starts a fresh form.
        return member ? <EditMemberForm key={member.id} family={family} member={member} /> : <MemberNotFound />;
      }}
    </FamilyQueryGate>
  );
}

function MemberNotFound() {
  return (
    <EmptyState
      className="mx-auto my-8 max-w-xl"
      icon="🔍"
      title="Family member not found"
      description="This family member isn't in your family any more. They may have been removed on another screen or device."
      action={
        <Button asChild>
          <Link to={familyPaths.manage}>Back to Manage Family</Link>
        </Button>
      }
    />
  );
}

function EditMemberForm({ family, member }: { family: FamilyData; member: FamilyMember }) {
  const navigate = useNavigate();
  const editMember = useEditMember();
  const [saveError, setSaveError] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 pb-8">
      <MemberForm
        initialName={member.name}
        initialColor={member.color}
        existingNames={otherMemberNames(family.members, member.id)}
        submitLabel="Save changes"
        pending={editMember.isPending}
        saveError={saveError}
        cancelTo={familyPaths.manage}
        onSubmit={(name, color) => {
          setSaveError(null);
          editMember.mutate(
            { memberId: member.id, name, color },
            {
              onSuccess: () => {
                toast.success('Changes saved');
                navigate(familyPaths.manage);
              },
              onError: (e) =>
                setSaveError(e instanceof FamilyRuleError ? e.message : (storageErrorMessage(e, 'save-member') ?? "We couldn't save the changes. Please try again.")),
            },
          );
        }}
      />
    </div>
  );
}
