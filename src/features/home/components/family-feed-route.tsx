import { Navigate } from 'react-router-dom';
import { Spinner } from '@/ui/spinner';
import { useFamily } from '@/features/family/api/use-family';
import { FamilyHomePage } from './family-home-page';

/**
 * /family/feed counts as home. Without a family with members the family has to set
 * one up first, which happens at /family.
 */
export function FamilyFeedRoute() {
  const family = useFamily();
  if (family.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your family..." showLabel />
      </div>
    );
  }
  if (!family.data || family.data.members.length === 0) return <Navigate replace to="/family" />;
  return <FamilyHomePage family={family.data} />;
}
