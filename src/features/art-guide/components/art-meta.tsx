import { Clock, Users } from 'lucide-react';
import { Badge } from '@/ui/badge';
import type { ArtActivity } from '@/features/art-guide/data/art-activities';

/** The time needed and the youngest age, as two badges. */
export function ArtMeta({ activity }: { activity: ArtActivity }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="secondary" className="px-3 py-1 text-sm">
        <Clock aria-hidden="true" />
        {activity.timeNeeded}
      </Badge>
      <Badge variant="secondary" className="px-3 py-1 text-sm">
        <Users aria-hidden="true" />
        Ages {activity.ageRange}
      </Badge>
    </div>
  );
}
