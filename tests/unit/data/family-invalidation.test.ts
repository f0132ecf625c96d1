// A member deleted in another tab must reach this tab's family at once, not after
// the family cache's 30 s. Dexie reports a commit by any connection (another tab's arrives through
// its BroadcastChannel) as `storagemutated`; the family query's key starts with its table.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';
import { createHearthDatabase, db } from '@/data/db';
import { deleteMemberWithPosts, loadFamilyData } from '@/data/family';
import { queryKeys } from '@/data/query-keys';
import { preferenceKeys } from '@/data/types';

describe('the family query hears a deletion made through another connection', () => {
  it('is invalidated and refetched without the deleted member', async () => {
    const members = ['member_1', 'member_2'].map((id) => ({ id, name: id, emoji: '👤', color: '#f97316', initials: '' }));
    await db.preferences.put({ key: preferenceKeys.familyData, value: { familyName: 'Test', familyId: 'family_1', members } });
    const client = createQueryClient();
    const stop = invalidateOnStorageMutation(client);
    const observer = new QueryObserver(client, { queryKey: queryKeys.preferences.family(), queryFn: () => loadFamilyData() });
    // An active observer, as the mounted screens have: invalidation refetches it at once.
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.members).toHaveLength(2));

    const otherTab = createHearthDatabase(db.name, { onVersionChange: () => undefined });
    await deleteMemberWithPosts('member_2', otherTab);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.preferences.family())).toMatchObject({ members: [{ id: 'member_1' }] }));

    unsubscribe();
    stop();
    otherTab.close();
    await db.preferences.clear();
  });
});
