import { useId } from 'react';
import type { Challenge, FamilyData } from '@/data/types';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { MemberAvatar } from '@/ui/member-avatar';

export type ShareWhoAndTaskProps = {
  family: FamilyData;
  memberId: string;
  task: Challenge | null;
  /** The participation requirements ticked so far. */
  checked: readonly string[];
  saving: boolean;
  onMemberChange: (memberId: string) => void;
  onCheckedChange: (checked: string[]) => void;
};

/**
 * The share dialog: who is sharing, then today's challenge's participation checklist
 * ('Did everyone join in?') and its discussion starters, when the challenge has them.
 */
export function ShareWhoAndTask({ family, memberId, task, checked, saving, onMemberChange, onCheckedChange }: ShareWhoAndTaskProps) {
  const ids = { members: useId(), checklist: useId(), prompts: useId() };
  return (
    <>
    <section aria-labelledby={ids.members} className="flex flex-col gap-2">
      <h3 id={ids.members} className="text-base font-bold">
        Who is sharing?
      </h3>
      <ChipGroup
        type="single"
        aria-labelledby={ids.members}
        value={memberId}
        onValueChange={onMemberChange}
        disabled={saving}
      >
        {family.members.map((m) => (
          <Chip key={m.id} value={m.id} className="pl-1.5">
            <MemberAvatar name={m.name} initials={m.initials} color={m.color} size="sm" decorative />
            {m.name}
          </Chip>
        ))}
      </ChipGroup>
    </section>

    {task && task.familyParticipationRequired.length > 0 ? (
      <fieldset className="flex flex-col gap-1">
        <legend id={ids.checklist} className="mb-1 text-base font-bold">
          Did everyone join in?
        </legend>
        {task.familyParticipationRequired.map((item) => (
          <label key={item} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-base">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={checked.includes(item)}
              disabled={saving}
              onChange={(event) => onCheckedChange(event.target.checked ? [...checked, item] : checked.filter((c) => c !== item))}
            />
            {item}
          </label>
        ))}
      </fieldset>
    ) : null}

    {task && task.connectionPrompts.length > 0 ? (
      <section aria-labelledby={ids.prompts} className="flex flex-col gap-2 rounded-xl bg-muted p-4">
        <h3 id={ids.prompts} className="text-base font-bold">
          Talk about it together
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-base">
          {task.connectionPrompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ul>
      </section>
    ) : null}
    </>
  );
}
