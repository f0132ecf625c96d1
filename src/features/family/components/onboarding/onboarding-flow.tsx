import { storageErrorMessage } from '@/data/errors';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { newFamilyId, newMemberId } from '@/data/ids';
import type { FamilyData, FamilyMember } from '@/data/types';
import { useSaveFamily } from '@/features/family/api/use-save-family';
import { AddColourStep } from '@/features/family/components/onboarding/add-colour-step';
import { AddNameStep } from '@/features/family/components/onboarding/add-name-step';
import { FamilyNameStep } from '@/features/family/components/onboarding/family-name-step';
import { ImportBackupOption } from '@/features/family/components/onboarding/import-backup-option';
import { MembersStep } from '@/features/family/components/onboarding/members-step';
import {
  createFamily,
  createMember,
  firstUnusedColor,
  otherMemberNames,
} from '@/features/family/model/family-model';

type Step = 'name' | 'members' | 'add-name' | 'add-colour';

export type OnboardingFlowProps = {
  /** The saved family, if any: a saved name without members resumes at the members step. */
  family: FamilyData | null;
};

/**
 * Onboarding (docs/product.md#onboarding): family name -> members list -> add name -> choose colour -> back to
 * the list -> Start Family Journey. The family name is saved when the family continues from step 1
 * (so a family that leaves resumes at the members step); members are saved together when the
 * journey starts. Saving the family with members makes /family show the home screen.
 */
export function OnboardingFlow({ family }: OnboardingFlowProps) {
  const [step, setStep] = useState<Step>(() => (family && family.familyName.trim() !== '' ? 'members' : 'name'));
  const [familyName, setFamilyName] = useState(family?.familyName ?? '');
  const [familyId, setFamilyId] = useState<string | null>(family?.familyId || null);
  const [members, setMembers] = useState<FamilyMember[]>(family?.members ?? []);
  const [pendingName, setPendingName] = useState('');
  const [pendingColor, setPendingColor] = useState<string>(() => firstUnusedColor(family?.members ?? []));
  const saveName = useSaveFamily();
  const saveFamily = useSaveFamily();

  // Each step replaces the last: move focus to the new step so keyboard and screen-reader users
  // land on it (its name field, or its heading), not on the body.
  const containerRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = containerRef.current?.querySelector<HTMLElement>('input[type="text"], h2[tabindex="-1"]');
    target?.focus();
  }, [step]);

  const handleContinue = (name: string) => {
    const id = familyId ?? newFamilyId();
    setFamilyId(id);
    setFamilyName(name);
    // No members are saved before the journey starts, so /family keeps showing onboarding.
    saveName.mutate(createFamily({ familyId: id, familyName: name, members: [] }), {
      onSuccess: () => setStep('members'),
    });
  };

  const handleStart = () => {
    const id = familyId ?? newFamilyId();
    setFamilyId(id);
    saveFamily.mutate(createFamily({ familyId: id, familyName, members }));
  };

  let content: ReactNode;
  switch (step) {
    case 'name':
      content = (
        <FamilyNameStep
          value={familyName}
          onChange={setFamilyName}
          onContinue={handleContinue}
          saving={saveName.isPending}
          saveError={saveName.isError ? (storageErrorMessage(saveName.error, 'save-family') ?? "We couldn't save your family name. Please try again.") : null}
          importOption={<ImportBackupOption />}
        />
      );
      break;
    case 'members':
      content = (
        <MembersStep
          familyName={familyName}
          members={members}
          onAddMember={() => {
            setPendingName('');
            setPendingColor(firstUnusedColor(members));
            setStep('add-name');
          }}
          onRemoveMember={(memberId) => setMembers((current) => current.filter((m) => m.id !== memberId))}
          onEditFamilyName={() => setStep('name')}
          onStart={handleStart}
          starting={saveFamily.isPending}
          startError={saveFamily.isError ? (storageErrorMessage(saveFamily.error, 'save-family') ?? "We couldn't save your family. Please try again.") : null}
        />
      );
      break;
    case 'add-name':
      content = (
        <AddNameStep
          initialName={pendingName}
          existingNames={otherMemberNames(members)}
          onBack={() => setStep('members')}
          onNext={(name) => {
            setPendingName(name);
            setStep('add-colour');
          }}
        />
      );
      break;
    case 'add-colour':
      content = (
        <AddColourStep
          name={pendingName}
          color={pendingColor}
          onColorChange={setPendingColor}
          onBack={() => setStep('add-name')}
          onAdd={() => {
            setMembers((current) => [...current, createMember({ id: newMemberId(), name: pendingName, color: pendingColor })]);
            setPendingName('');
            setStep('members');
          }}
        />
      );
      break;
  }

  return (
    <div ref={containerRef} data-slot="onboarding-flow" data-step={step}>
      {content}
    </div>
  );
}
