import type * as React from 'react';
import type { FamilyMember } from '@/data/types';
import { MemberAvatar } from '@/ui/member-avatar';

/**
 * One member in a list: colour circle with initials, the name, and actions at the end. On a narrow
 * screen the actions wrap below the name rather than cutting a long name short.
 */
export function MemberRow({ member, actions }: { member: FamilyMember; actions?: React.ReactNode }) {
  return (
    <li className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface-raised px-3 py-2">
      <div className="flex min-w-[9rem] flex-1 items-center gap-3">
        <MemberAvatar name={member.name} initials={member.initials} color={member.color} emoji={member.emoji} decorative />
        <span className="min-w-0 flex-1 text-lg font-bold break-words">{member.name}</span>
      </div>
      {actions ? <div className="ml-auto flex shrink-0 items-center gap-1">{actions}</div> : null}
    </li>
  );
}

/**
 * The family's members as rows, or a dashed note while there are none. Name the list with
 * `aria-label` or `aria-labelledby`.
 */
export function MemberList({
  members,
  renderActions,
  ...naming
}: {
  members: readonly FamilyMember[];
  renderActions: (member: FamilyMember) => React.ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  if (members.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-input px-4 py-6 text-center text-muted-foreground">
        No family members yet.
      </p>
    );
  }
  return (
    <ul {...naming} className="flex flex-col gap-2">
      {members.map((member) => (
        <MemberRow key={member.id} member={member} actions={renderActions(member)} />
      ))}
    </ul>
  );
}
