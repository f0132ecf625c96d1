// On a shared device the answer to "Who is reacting?" is remembered for a few minutes
// (ACTING_MEMBER_MS), in memory only: a reload or the next person after a pause is asked again.
import { useSyncExternalStore } from 'react';
import type { FamilyMember } from '@/data/types';
import { actingMemberAt, type ActingMember } from '@/features/feed/model/responses';

let choice: ActingMember | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers (or, with null, forgets) who is reacting and commenting now. */
export function chooseActingMember(memberId: string | null, now: number = Date.now()): void {
  choice = memberId === null ? null : { memberId, at: now };
  for (const listener of listeners) listener();
}

/** Test and story hook: start from a given choice. */
export function resetActingMember(next: ActingMember | null = null): void {
  choice = next;
  for (const listener of listeners) listener();
}

/** The acting member's id at `now`, or null when the device must ask. */
export function useActingMember(members: readonly FamilyMember[], now: number): string | null {
  const current = useSyncExternalStore(subscribe, () => choice, () => choice);
  return actingMemberAt(current, now, members);
}
