import { storageErrorMessage } from '@/data/errors';
import { useState } from 'react';
import type * as React from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardHeader, CardTitle } from '@/ui/card';
import { toast } from '@/ui/toast';
import { validateFamilyName } from '@/lib/validation/family-name';
import { useRenameFamily } from '@/features/family/api/use-rename-family';
import { NameField } from '@/features/family/components/name-field';
import { FamilyRuleError } from '@/features/family/model/family-model';

/**
 * The family name on Manage Family, with an edit mode. Saved only when non-blank
 * after trim; otherwise the field says why and nothing is saved. A failed save keeps what was typed.
 */
export function FamilyNameEditor({ familyName }: { familyName: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(familyName);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameFamily();

  const startEditing = () => {
    setDraft(familyName);
    setError(null);
    setEditing(true);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateFamilyName(draft);
    if (!result.valid) {
      setError(result.error);
      return;
    }
    rename.mutate(result.name, {
      onSuccess: () => {
        setEditing(false);
        toast.success('Family name saved');
      },
      onError: (e) =>
        setError(e instanceof FamilyRuleError ? e.message : (storageErrorMessage(e, 'save-family') ?? "We couldn't save the family name. Please try again.")),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="family-name-heading">
          Family name
        </CardTitle>
      </CardHeader>
      {editing ? (
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <NameField
            kind="family"
            label="Family name"
            value={draft}
            error={error}
            onValueChange={(value) => {
              setDraft(value);
              if (error) setError(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={rename.isPending}>
              Save family name
            </Button>
            <Button variant="outline" onClick={() => setEditing(false)} disabled={rename.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 text-2xl font-extrabold break-words">{familyName}</p>
          <Button variant="outline" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Edit family name
          </Button>
        </div>
      )}
    </Card>
  );
}
