import { Link } from 'react-router-dom';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import { useFamily } from '@/features/family/api/use-family';
import { RecipeRoulette, type RecipeRouletteOptions } from '@/features/recipe-roulette/components/recipe-roulette';

/** activities spec §2.6, §6: /family/recipe-roulette, open only to a family set up on this device. */
export function RecipeRoulettePage(props: RecipeRouletteOptions) {
  const family = useFamily();

  if (family.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner showLabel label="Loading your family…" />
      </div>
    );
  }

  if (family.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <AlertBanner tone="danger" title="Your family's data could not be opened">
          Hearth could not read this device&apos;s storage. Reload the page to try again.
        </AlertBanner>
      </div>
    );
  }

  if (!family.data) return <RecipeRouletteGate />;

  return (
    <div className="pb-8">
      <RecipeRoulette family={family.data} {...props} />
    </div>
  );
}

/** activities spec §2.3, §6: without a family the roulette is a placeholder that links to set one up. */
export function RecipeRouletteGate() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <EmptyState
        icon="🍳"
        title="Recipe Roulette needs a family"
        description="Spinning for dinner and cooking together starts with your family. Set up your family on this device, then come back to spin."
        action={
          <Button asChild size="lg">
            <Link to="/family">Set Up Your Family</Link>
          </Button>
        }
      />
    </div>
  );
}
