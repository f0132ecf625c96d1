import { FamilyMembersCard } from '@/features/family/components/manage/family-members-card';
import { FamilyNameEditor } from '@/features/family/components/manage/family-name-editor';
import { FamilyQueryGate } from '@/features/family/components/family-query-gate';

/** Manage Family (/family/manage): the family name and the members. */
export function ManageFamilyPage() {
  return (
    <FamilyQueryGate>
      {(family) => (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 pb-8">
          <FamilyNameEditor familyName={family.familyName} />
          <FamilyMembersCard members={family.members} />
        </div>
      )}
    </FamilyQueryGate>
  );
}
