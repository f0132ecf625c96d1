// The family update (docs/product.md#family-update): the only family data that leaves the device.
import { postJson } from '@/data/api/http';
import type { FamilyData } from '@/data/types';

export const FAMILY_UPDATE_PATH = '/api/family/update';

/** Logged when the server did not take the update; the local save stands. */
export const FAMILY_UPDATE_WARNING = 'Failed to update server, continuing with local save';

export interface FamilyUpdateBody {
  familyId: string;
  familyName: string;
  members: { id: string; name: string }[];
}

/** Pure: the body of the update — ids and names only, never colours, emoji or anything else. */
export function familyUpdateBody(family: FamilyData): FamilyUpdateBody {
  return {
    familyId: family.familyId,
    familyName: family.familyName,
    members: family.members.map(({ id, name }) => ({ id, name })),
  };
}

export interface SendFamilyUpdateOptions {
  fetchImpl?: typeof fetch;
  /** The update runs in the background; a hanging server must not keep a request open forever. */
  timeoutMs?: number;
}

/**
 * Tells Hearth's server about the saved family, only when it has a familyId. The
 * answer is read only for its success status. A refusal or a network error logs the warning
 * and resolves: the family's data is already saved on the device, which is what matters.
 * Resolves to whether the server accepted the update (false when nothing was sent).
 */
export async function sendFamilyUpdate(family: FamilyData, options: SendFamilyUpdateOptions = {}): Promise<boolean> {
  if (!family.familyId) return false;
  try {
    const response = await postJson<unknown>(FAMILY_UPDATE_PATH, familyUpdateBody(family), {
      timeoutMs: options.timeoutMs ?? 15_000,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });
    if (response.ok) return true;
    console.warn(FAMILY_UPDATE_WARNING);
    return false;
  } catch {
    console.warn(FAMILY_UPDATE_WARNING);
    return false;
  }
}
