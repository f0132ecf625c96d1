import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { familyMessages } from '@/features/family/model/messages';

/** Manage Family without family data. */
export function NoFamilyData() {
  return (
    <EmptyState
      className="mx-auto my-8 max-w-xl"
      icon="🏠"
      title={familyMessages.noFamilyData}
      description="No family has been set up on this device yet. Set up your family to add members and share moments."
      action={
        <>
          <Button asChild>
            <Link to="/family">Set Up Family</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go to Home</Link>
          </Button>
        </>
      }
    />
  );
}
