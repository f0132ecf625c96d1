import { useId, useState } from 'react';
import type * as React from 'react';
import type { Difficulty, FamilyMember } from '@/data/types';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { BusyDialog } from '@/ui/busy-dialog';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import type { NewRecipe } from '@/features/recipe-roulette/api/use-add-recipe';
import {
  DIFFICULTIES,
  checkRecipeForm,
  emptyRecipeForm,
  type RecipeFormErrors,
  type RecipeFormField,
  type RecipeFormValues,
} from '@/features/recipe-roulette/components/recipe-form';

export const ADD_RECIPE_TITLE = 'Add Family Recipe';

export type AddRecipeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly FamilyMember[];
  /** Saves the recipe; resolves true when it was saved (the dialog then closes and clears). */
  onSave: (recipe: NewRecipe) => Promise<boolean>;
  /** What the form starts with (stories). */
  initialValues?: Partial<RecipeFormValues>;
};

/**
 * 'Add Family Recipe'. The dialog's content (and what was typed) lives
 * while the dialog is open, so a failed save keeps everything for another try.
 */
export function AddRecipeDialog({ open, onOpenChange, members, onSave, initialValues }: AddRecipeDialogProps) {
  return (
    <BusyDialog open={open} onOpenChange={onOpenChange} aria-describedby="add-recipe-description" className="sm:max-w-xl">
      {({ busy, setBusy, close }) => (
        <>
          <DialogHeader>
            <DialogTitle>{ADD_RECIPE_TITLE}</DialogTitle>
            <DialogDescription id="add-recipe-description">
              Share a dish your family loves, so the roulette can pick it too.
            </DialogDescription>
          </DialogHeader>
          <RecipeForm
            members={members}
            initialValues={initialValues}
            saving={busy}
            onCancel={close}
            onSubmit={async (recipe) => {
              setBusy(true);
              try {
                if (await onSave(recipe)) close();
              } finally {
                setBusy(false);
              }
            }}
          />
        </>
      )}
    </BusyDialog>
  );
}

const fieldOrder: readonly RecipeFormField[] = ['name', 'contributor', 'ingredients', 'notes'];

function RecipeForm({
  members,
  initialValues,
  saving,
  onCancel,
  onSubmit,
}: {
  members: readonly FamilyMember[];
  initialValues?: Partial<RecipeFormValues>;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (recipe: NewRecipe) => Promise<void>;
}) {
  const baseId = useId();
  const ids = {
    name: `${baseId}-name`,
    contributor: `${baseId}-contributor`,
    ingredients: `${baseId}-ingredients`,
    notes: `${baseId}-notes`,
    difficulty: `${baseId}-difficulty`,
  };
  const [values, setValues] = useState<RecipeFormValues>({ ...emptyRecipeForm, ...initialValues });
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  // Errors show from the first submit; after that they follow what is typed.
  const [submitted, setSubmitted] = useState(false);

  const update = (changes: Partial<RecipeFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) {
      const check = checkRecipeForm(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const check = checkRecipeForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = fieldOrder.find((field) => check.errors[field]);
      if (first === 'contributor') {
        document.getElementById(ids.contributor)?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      } else if (first) {
        document.getElementById(ids[first])?.focus();
      }
      return;
    }
    setErrors({});
    await onSubmit(check.recipe);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        id={ids.name}
        label="Recipe name"
        value={values.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errors.name}
        autoComplete="off"
        placeholder="e.g. Grandma's Sunday Dal"
      />

      <div className="flex flex-col gap-1.5">
        <p id={`${ids.contributor}-label`} className="text-sm font-bold">
          Contributed by
        </p>
        {members.length > 0 ? (
          <ChipGroup
            id={ids.contributor}
            type="single"
            value={values.contributor || null}
            onValueChange={(contributor) => update({ contributor })}
            aria-labelledby={`${ids.contributor}-label`}
            aria-describedby={errors.contributor ? `${ids.contributor}-error` : undefined}
            aria-invalid={errors.contributor ? true : undefined}
            disabled={saving}
          >
            {members.map((member) => (
              <Chip key={member.id} value={member.name}>
                <span aria-hidden="true">{member.emoji}</span>
                {member.name}
              </Chip>
            ))}
          </ChipGroup>
        ) : (
          <p className="text-sm text-muted-foreground">Add a family member first: every recipe needs a contributor.</p>
        )}
        {errors.contributor ? (
          <p id={`${ids.contributor}-error`} role="alert" className="text-sm font-semibold text-danger">
            {errors.contributor}
          </p>
        ) : null}
      </div>

      <TextArea
        id={ids.ingredients}
        label="Ingredients"
        hint="One ingredient per line"
        value={values.ingredients}
        onChange={(event) => update({ ingredients: event.target.value })}
        error={errors.ingredients}
        rows={6}
        placeholder={'2 cups red lentils\n1 onion, chopped\n1 tsp turmeric'}
      />

      <TextArea
        id={ids.notes}
        label="Notes (optional)"
        hint="The method, a family secret, who taught you"
        value={values.notes}
        onChange={(event) => update({ notes: event.target.value })}
        error={errors.notes}
        rows={3}
      />

      <div className="flex flex-col gap-1.5">
        <p id={`${ids.difficulty}-label`} className="text-sm font-bold">
          Difficulty
        </p>
        <ChipGroup
          type="single"
          value={values.difficulty}
          onValueChange={(difficulty) => update({ difficulty: difficulty as Difficulty })}
          aria-labelledby={`${ids.difficulty}-label`}
          disabled={saving}
        >
          {DIFFICULTIES.map((option) => (
            <Chip key={option.value} value={option.value}>
              {option.label}
            </Chip>
          ))}
        </ChipGroup>
      </div>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Add Recipe
        </Button>
      </DialogFooter>
    </form>
  );
}
