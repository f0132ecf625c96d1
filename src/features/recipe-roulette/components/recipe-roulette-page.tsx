import { FamilyQueryGate, SetUpFamilyFirst } from '@/features/family/components/family-query-gate';
import { RecipeRoulette, type RecipeRouletteOptions } from '@/features/recipe-roulette/components/recipe-roulette';

/** Recipe Roulette (/family/recipe-roulette), open only to a family set up on this device. */
export function RecipeRoulettePage(props: RecipeRouletteOptions) {
  return (
    <FamilyQueryGate noFamily={<RecipeRouletteGate />}>
      {(family) => (
        <div className="pb-8">
          <RecipeRoulette family={family} {...props} />
        </div>
      )}
    </FamilyQueryGate>
  );
}

/** Without a family the roulette is a placeholder that links to set one up. */
export function RecipeRouletteGate() {
  return (
    <SetUpFamilyFirst
      icon="🍳"
      title="Recipe Roulette needs a family"
      description="Spinning for dinner and cooking together starts with your family. Set up your family on this device, then come back to spin."
    />
  );
}
