import { ArrowLeft } from 'lucide-react';
import { Button } from '@/ui/button';
import { MemberAvatar } from '@/ui/member-avatar';
import { ColorSwatchGroup } from '@/features/family/components/color-swatch-group';
import { computeInitials, normalizeName } from '@/lib/validation/member-name';
import { StepCard } from '@/features/family/components/onboarding/step-card';

export type AddColourStepProps = {
  name: string;
  color: string;
  onColorChange: (hex: string) => void;
  onBack: () => void;
  onAdd: () => void;
};

/** Onboarding add-colour step: one of the eight named colours. */
export function AddColourStep({ name, color, onColorChange, onBack, onAdd }: AddColourStepProps) {
  const displayName = normalizeName(name);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <StepCard title={<>Choose a colour for {displayName}</>} contentClassName="gap-5">
        <div className="flex items-center gap-3" aria-hidden="true">
          <MemberAvatar name={displayName} initials={computeInitials(displayName)} color={color} size="lg" decorative />
          <span className="text-xl font-bold">{displayName}</span>
        </div>
        <ColorSwatchGroup legend={`${displayName}'s colour`} value={color} onValueChange={onColorChange} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to name
          </Button>
          <Button onClick={onAdd}>Add {displayName}</Button>
        </div>
      </StepCard>
    </div>
  );
}
