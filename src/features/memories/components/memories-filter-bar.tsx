import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { FamilyMember, ShareType } from '@/data/types';
import { SHARE_TYPES } from '@/data/types';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { MemberAvatar } from '@/ui/member-avatar';
import { cn } from '@/lib/cn';
import { PERIODS, TYPE_LABELS, type MemoriesFilters, type Period } from '@/features/memories/model/memories-filters';

const WITH_COMMENTS = 'with-comments';
// ChipGroup single-select needs a value for "no filter"; '' never collides with an id or a type.
const ALL = '';

export type MemoriesFilterBarProps = {
  filters: MemoriesFilters;
  members: readonly FamilyMember[];
  onChange: (next: Pick<MemoriesFilters, 'member' | 'type' | 'period' | 'withComments'>) => void;
  onClear: () => void;
  active: boolean;
};

/** Filters by member, type and period, combinable. Each group is a radio group. */
export function MemoriesFilterBar({ filters, members, onChange, onClear, active }: MemoriesFilterBarProps) {
  const memberLabel = useId();
  const typeLabel = useId();
  const periodLabel = useId();
  const groupsId = useId();
  const current = { member: filters.member, type: filters.type, period: filters.period, withComments: filters.withComments };
  const activeCount = [filters.member, filters.type, filters.period, filters.withComments ? true : null].filter((v) => v !== null).length;
  // Phones: the three groups take a whole screen, so they fold away behind a button (always shown from md).
  const [openOnPhone, setOpenOnPhone] = useState(false);

  return (
    <section
      aria-labelledby={`${memberLabel}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${memberLabel}-heading`} className="text-lg font-extrabold">
          Filter memories
        </h2>
        <div className="flex flex-wrap items-center gap-1">
          {active ? (
            <Button variant="link" size="sm" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="md:hidden"
            aria-expanded={openOnPhone}
            aria-controls={groupsId}
            onClick={() => setOpenOnPhone((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {openOnPhone ? 'Hide filters' : activeCount > 0 ? `Show filters (${activeCount} on)` : 'Show filters'}
          </Button>
        </div>
      </div>

      <div id={groupsId} className={cn('flex-col gap-4 md:flex', openOnPhone ? 'flex' : 'hidden')}>
        {members.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p id={memberLabel} className="text-sm font-bold text-muted-foreground">
              Who shared
            </p>
            <ChipGroup
              type="single"
              aria-labelledby={memberLabel}
              value={filters.member ?? ALL}
              onValueChange={(value) => onChange({ ...current, member: value === ALL ? null : value })}
            >
              <Chip value={ALL}>Everyone</Chip>
              {members.map((member) => (
                <Chip key={member.id} value={member.id} className="pl-1.5">
                  <MemberAvatar name={member.name} initials={member.initials} color={member.color} size="xs" decorative />
                  {member.name}
                </Chip>
              ))}
            </ChipGroup>
          </div>
        ) : null}

        <div className="flex flex-col gap-2">
          <p id={typeLabel} className="text-sm font-bold text-muted-foreground">
            Type of moment
          </p>
          <ChipGroup
            type="single"
            aria-labelledby={typeLabel}
            value={filters.type ?? ALL}
            onValueChange={(value) => onChange({ ...current, type: value === ALL ? null : (value as ShareType) })}
          >
            <Chip value={ALL}>All types</Chip>
            {SHARE_TYPES.map((type) => (
              <Chip key={type} value={type}>
                {TYPE_LABELS[type]}
              </Chip>
            ))}
          </ChipGroup>
        </div>

        <div className="flex flex-col gap-2">
          <p id={periodLabel} className="text-sm font-bold text-muted-foreground">
            When
          </p>
          <ChipGroup
            type="single"
            aria-labelledby={periodLabel}
            value={filters.period ?? ALL}
            onValueChange={(value) => onChange({ ...current, period: value === ALL ? null : (value as Period) })}
          >
            <Chip value={ALL}>Any time</Chip>
            {PERIODS.map((period) => (
              <Chip key={period.value} value={period.value}>
                {period.label}
              </Chip>
            ))}
          </ChipGroup>
        </div>

        <ChipGroup
          type="multiple"
          aria-label="Conversation"
          value={filters.withComments ? [WITH_COMMENTS] : []}
          onValueChange={(value) => onChange({ ...current, withComments: value.includes(WITH_COMMENTS) || undefined })}
        >
          <Chip value={WITH_COMMENTS}>Moments with comments</Chip>
        </ChipGroup>
      </div>
    </section>
  );
}
