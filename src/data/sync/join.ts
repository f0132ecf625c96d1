// Joining a family on a new device: checks, claim, first download, "Who uses this device?".
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { updateFamilyData } from '@/data/family';
import { parseStoredFamily } from '@/data/family-record';
import { newMemberId } from '@/data/ids';
import { pinFamilyDevices } from '@/data/sync/device-trust';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { claimInvite, readSpace, type OpenedInvite } from '@/data/sync/space';
import { preferenceKeys } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { computeInitials } from '@/lib/validation/member-name';

export type DeviceFamily = 'none' | 'same' | 'other';

/** Whether this device already holds this family, another one, or none: a family is never merged silently. */
export async function deviceFamilyFor(spaceId: string, database: HearthDatabase = defaultDb): Promise<DeviceFamily> {
  const space = await readSpace(database);
  const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
  // The same space without its family is a join cut short: it resumes.
  if (space?.spaceId === spaceId) return family ? 'same' : 'none';
  if (space) return 'other';
  return family || (await database.posts.count()) > 0 ? 'other' : 'none';
}

export type DeviceUser = { kind: 'member'; memberId: string } | { kind: 'new'; name: string } | { kind: 'family' };

/** The device joins, downloads the family (progress 0..1) and, for a new member, adds them. */
export async function joinFamily(
  invite: OpenedInvite,
  user: DeviceUser,
  onProgress: (progress: number) => void,
  database: HearthDatabase = defaultDb,
  engine: SyncEngine = syncEngine,
): Promise<void> {
  const newMember = user.kind === 'new' ? { id: newMemberId(), name: user.name.trim() } : null;
  const memberId = user.kind === 'member' ? user.memberId : (newMember?.id ?? null);
  // A join cut short after the claim (offline, tab closed) resumes without claiming again.
  const held = await readSpace(database);
  if (held?.spaceId !== invite.contents.spaceId) {
    await claimInvite(invite, memberId, database);
    // Offline just now: the first sync pins them instead.
    await pinFamilyDevices(database).catch(() => undefined);
  }
  const unsubscribe = engine.subscribe(() => onProgress(engine.getStatus().progress));
  try {
    await engine.load();
    await engine.syncNow();
  } finally {
    unsubscribe();
  }
  const status = engine.getStatus();
  // A change that could not be read is skipped and reported in the header; the join itself worked.
  if (status.state === 'offline' || (status.state === 'attention' && status.problem !== null)) throw new Error(status.problem ?? status.state);
  if (newMember) {
    const index = invite.contents.members.length % MEMBER_COLORS.length;
    await updateFamilyData((family) => ({
      ...family,
      members: [...family.members, { id: newMember.id, name: newMember.name, emoji: '👤', color: MEMBER_COLORS[index]!.hex, initials: computeInitials(newMember.name) }],
    }), database);
  }
}
