import type { ReactNode } from 'react';
import type { FamilyData } from '@/data/types';
import { useFamily } from '@/features/family/api/use-family';
import { FamilyLoadError, FamilyLoading } from '@/features/family/components/family-status';
import { NoFamilyData } from '@/features/family/components/manage/no-family-data';

/** The family screens' shared states: loading, load failure, no family; children get the family. */
export function FamilyQueryGate({ children }: { children: (family: FamilyData) => ReactNode }) {
  const family = useFamily();
  if (family.isPending) return <FamilyLoading />;
  if (family.isError) return <FamilyLoadError onRetry={() => void family.refetch()} retrying={family.isFetching} error={family.error} />;
  if (!family.data) return <NoFamilyData />;
  return <>{children(family.data)}</>;
}
