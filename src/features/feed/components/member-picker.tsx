import { useId } from 'react';
import type { FamilyMember } from '@/data/types';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { MemberAvatar } from '@/ui/member-avatar';

export type MemberPickerProps = {
  members: readonly FamilyMember[];
  value: string | null;
  onPick: (memberId: string) => void;
  /** "Who is reacting?" or "Who is commenting?". */
  question: string;
};

/** On a shared device, who is about to react or comment (one tap on their chip). */
export function MemberPicker({ members, value, onPick, question }: MemberPickerProps) {
  const headingId = useId();
  return (
    <div data-slot="member-picker" className="flex flex-col gap-2 rounded-xl bg-muted/60 p-3">
      <p id={headingId} className="text-sm font-extrabold">
        {question}
      </p>
      <ChipGroup type="single" value={value} onValueChange={onPick} aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {members.map((member) => (
          <Chip
            key={member.id}
            value={member.id}
            adornment={<MemberAvatar size="xs" name={member.name} initials={member.initials} color={member.color} decorative />}
          >
            {member.name}
          </Chip>
        ))}
      </ChipGroup>
    </div>
  );
}
