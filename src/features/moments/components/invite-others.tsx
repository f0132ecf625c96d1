import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { FamilyData } from '@/data/types';
import { queryKeys } from '@/data/query-keys';
import { Button } from '@/ui/button';
import { DAILY_FAMILY_CAP, familyShareCount } from '@/features/moments/model/allocation';
import { useDailyMoment } from '@/features/moments/api/use-daily-moment';
import { allocationKey, useTodayAllocation } from '@/features/moments/api/use-today-allocation';
import { LazyAmazingWorkDialog, LazyShareMomentDialog } from '@/features/moments/components/lazy-moment-dialogs';
import { useLocalDate } from '@/features/moments/components/use-local-date';

export type InviteOthersProps = {
  family: FamilyData;
};

/**
 * 'Invite Others' (docs/product.md#invite-others) lets another member share today's moment in
 * their own way. Once the family has shared all 4 moments today it shows 'Amazing Work!' instead.
 */
export function InviteOthers({ family }: InviteOthersProps) {
  const queryClient = useQueryClient();
  const date = useLocalDate();
  const allocation = useTodayAllocation(family.familyId, date);
  const day = useDailyMoment(family.familyId, date);
  const [open, setOpen] = useState<'none' | 'share' | 'amazing'>('none');
  const shared = familyShareCount(allocation.data ?? null);

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        data-testid="invite-others"
        // Until today's count is read it cannot tell the share dialog from 'Amazing Work!', and until
        // today's moment is read the dialog would open without its task and change under the reader.
        disabled={allocation.isPending || day.isPending}
        onClick={() => setOpen(shared >= DAILY_FAMILY_CAP ? 'amazing' : 'share')}
      >
        <UserPlus aria-hidden="true" />
        Invite Others
      </Button>
      <LazyShareMomentDialog
        open={open === 'share'}
        onOpenChange={(next) => {
          setOpen(next ? 'share' : 'none');
          if (!next) {
            // Closing a task dialog refreshes the feed and the day's counts.
            void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
            void queryClient.invalidateQueries({ queryKey: allocationKey(family.familyId, date) });
          }
        }}
        family={family}
        date={date}
        task={day.data?.challenge ?? null}
      />
      <LazyAmazingWorkDialog open={open === 'amazing'} onOpenChange={(next) => setOpen(next ? 'amazing' : 'none')} />
    </>
  );
}
