import { useState } from 'react';
import type * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/ui/button';
import { StepCard } from '@/features/family/components/onboarding/step-card';
import { NameField } from '@/features/family/components/name-field';
import { memberNameError } from '@/features/family/model/family-model';

export type AddNameStepProps = {
  initialName?: string;
  /** The names already in the list: a new name must not repeat one. */
  existingNames: readonly string[];
  onBack: () => void;
  /** Called with the name as typed once it passes the member-name rule. */
  onNext: (name: string) => void;
};

/** Onboarding add-name step: the member-name rule with its exact messages (docs/product.md#member-name). */
export function AddNameStep({ initialName = '', existingNames, onBack, onNext }: AddNameStepProps) {
  const [name, setName] = useState(initialName);
  // Messages show once the person has typed or tried to go on, not on an untouched field.
  const [touched, setTouched] = useState(initialName !== '');
  const error = memberNameError(name, existingNames);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error === null) onNext(name);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <StepCard
        title="Add a family member"
        description="Names can be written in any language. Use letters, spaces, hyphens and apostrophes."
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <NameField
            kind="member"
            label="Member name"
            value={name}
            error={touched ? error : null}
            onValueChange={(value) => {
              setName(value);
              setTouched(true);
            }}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              Back to family list
            </Button>
            <Button type="submit">Next: choose a colour</Button>
          </div>
        </form>
      </StepCard>
    </div>
  );
}
