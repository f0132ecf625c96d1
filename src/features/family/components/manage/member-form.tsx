import { useState } from 'react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { MemberAvatar } from '@/ui/member-avatar';
import { computeInitials, normalizeName } from '@/lib/validation/member-name';
import { ColorSwatchGroup } from '@/features/family/components/color-swatch-group';
import { NameField } from '@/features/family/components/name-field';
import { memberNameError, type MemberNameValidator } from '@/features/family/model/family-model';

export type MemberFormProps = {
  initialName?: string;
  initialColor: string;
  /** The other members' names: a name must not repeat one. */
  existingNames: readonly string[];
  validateName?: MemberNameValidator;
  submitLabel: string;
  /** Called with the name as typed (the save sanitises it) and the chosen colour. */
  onSubmit: (name: string, color: string) => void;
  pending?: boolean;
  /** Why the last save failed; what was typed stays. */
  saveError?: string | null;
  cancelTo: string;
};

/**
 * Name and colour of a member (Add Family Member, Edit Member). The validator's
 * message shows inline ('Invalid name' when it has none), and the save button is disabled while the
 * name is blank or has an error.
 */
export function MemberForm({
  initialName = '',
  initialColor,
  existingNames,
  validateName,
  submitLabel,
  onSubmit,
  pending = false,
  saveError,
  cancelTo,
}: MemberFormProps) {
  const [name, setName] = useState(initialName);
  const [color, setColor] = useState(initialColor);
  const [touched, setTouched] = useState(false);
  const error = memberNameError(name, existingNames, validateName);
  const blank = name.trim() === '';
  const preview = normalizeName(name);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (blank || error !== null) return;
    onSubmit(name, color);
  };

  return (
    <Card>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
        <NameField
          kind="member"
          label="Name"
          value={name}
          error={touched ? error : null}
          onValueChange={(value) => {
            setName(value);
            setTouched(true);
          }}
        />
        <div className="flex items-center gap-3" aria-hidden="true">
          <MemberAvatar
            name={preview || 'New member'}
            initials={computeInitials(preview)}
            color={color}
            size="lg"
            decorative
          />
          <span className="min-w-0 truncate text-lg font-bold text-muted-foreground">{preview || 'New member'}</span>
        </div>
        <ColorSwatchGroup value={color} onValueChange={setColor} />
        {saveError ? <AlertBanner tone="danger">{saveError}</AlertBanner> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={blank || error !== null} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
