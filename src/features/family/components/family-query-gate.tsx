import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import type { FamilyData } from '@/data/types';
import { useFamily } from '@/features/family/api/use-family';
import { FamilyLoadError, FamilyLoading } from '@/features/family/components/family-status';
import { NoFamilyData } from '@/features/family/components/manage/no-family-data';

export type FamilyQueryGateProps = {
  /** Rendered with the family once it is read. */
  children: (family: FamilyData) => ReactNode;
  /** What a screen shows when no family is set up on this device (default: Manage Family's). */
  noFamily?: ReactNode;
};

/**
 * Every family screen's shared states in one place: loading, load failure (with a retry), no
 * family; children get the family. Screens differ only in what they say without a family.
 */
export function FamilyQueryGate({ children, noFamily = <NoFamilyData /> }: FamilyQueryGateProps) {
  const family = useFamily();
  if (family.isPending) return <FamilyLoading />;
  if (family.isError) return <FamilyLoadError onRetry={() => void family.refetch()} retrying={family.isFetching} error={family.error} />;
  if (!family.data) return <>{noFamily}</>;
  return <>{children(family.data)}</>;
}

/** An activity's "no family" state: what it needs the family for, and the way to set one up. */
export function SetUpFamilyFirst({ icon, title, description }: { icon: string; title: string; description: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button asChild size="lg">
            <Link to="/family">Set Up Your Family</Link>
          </Button>
        }
      />
    </div>
  );
}
