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
