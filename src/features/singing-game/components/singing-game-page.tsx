import { Link } from 'react-router-dom';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import { useFamily } from '@/features/family/api/use-family';
import { SingingGame, type SingingGameProps } from '@/features/singing-game/components/singing-game';

/** activities spec §2.5, §6: /family/bollywood-game, open only to a family set up on this device. */
export function SingingGamePage(props: SingingGameProps) {
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
          Hearth could not read this device's storage. Reload the page to try again.
        </AlertBanner>
      </div>
    );
  }

  if (!family.data) return <SingingGameGate />;

  return <SingingGame {...props} />;
}

/** activities spec §2.5: without a family, a 'set up your family first' message linking to /family. */
export function SingingGameGate() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <EmptyState
        icon="🎤"
        title="Please set up your family first"
        description="Family Alphabet Singing is played together. Set up your family on this device, then come back to sing."
        action={
          <Button asChild size="lg">
            <Link to="/family">Set Up Your Family</Link>
          </Button>
        }
      />
    </div>
  );
}
