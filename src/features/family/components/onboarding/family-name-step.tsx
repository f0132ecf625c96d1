import { useState } from 'react';
import type * as React from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { validateFamilyName } from '@/lib/validation/family-name';
import { privacyFacts } from '@/lib/privacy-facts';
import { StepCard } from '@/features/family/components/onboarding/step-card';
import { NameField } from '@/features/family/components/name-field';

export type FamilyNameStepProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed, checked name. */
  onContinue: (familyName: string) => void;
  saving?: boolean;
  /** Saving the name failed: what to tell the family. */
  saveError?: string | null;
  /** The backup-import option. */
  importOption: React.ReactNode;
};

/** Onboarding step 1: the family name; Continue is disabled while it is blank. */
export function FamilyNameStep({ value, onChange, onContinue, saving = false, saveError, importOption }: FamilyNameStepProps) {
  const [error, setError] = useState<string | null>(null);
  const blank = value.trim() === '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateFamilyName(value);
    if (!result.valid) {
      setError(result.error);
      return;
    }
    setError(null);
    onContinue(result.name);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-4">
      <StepCard
        title="Welcome to Hearth"
        description={<>Let's set up your family space. {privacyFacts.summary}</>}
        above={
          <p className="text-4xl" aria-hidden="true">
            🏡
          </p>
        }
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <NameField
            kind="family"
            label="Family name"
            hint="For example: The Okafor Family"
            value={value}
            error={error}
            onValueChange={(next) => {
              onChange(next);
              if (error) setError(null);
            }}
          />
          {saveError ? <AlertBanner tone="danger">{saveError}</AlertBanner> : null}
          <Button type="submit" size="lg" disabled={blank} loading={saving}>
            Continue
          </Button>
        </form>
      </StepCard>
      {importOption}
    </div>
  );
}
