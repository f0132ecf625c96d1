import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_UPDATE_WARNING } from '@/data/api/family-api';
import { db } from '@/data/db';
import { getFamilyData, saveFamilyData } from '@/data/preferences';
import { useAddMember } from '@/features/family/api/use-add-member';
import { useDeleteMember } from '@/features/family/api/use-delete-member';
import { useEditMember } from '@/features/family/api/use-edit-member';
import { useFamily } from '@/features/family/api/use-family';
import { useReadBackup, useRestoreBackup } from '@/features/family/api/use-import-backup';
import { useRenameFamily } from '@/features/family/api/use-rename-family';
import { useSaveFamily } from '@/features/family/api/use-save-family';
import { FamilyRuleError } from '@/features/family/model/family-model';
import { memberNameMessages } from '@/lib/validation/member-name';
import { familyHandlers } from '../../../stories/mocks/family-handlers';
import { makePost } from '../data/helpers';
import { createWrapper, received, server, testFamily, testMember, useFamilyTestSetup } from './test-utils';

useFamilyTestSetup();

describe('useFamily', () => {
  it('is null before onboarding', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useFamily(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('recomputes member initials on load and saves them', async () => {
    await saveFamilyData(testFamily([testMember('member_1', 'José Álvarez', 'J'), testMember('member_2', 'Zoë', 'ZO')]));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useFamily(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.members.map((m) => m.initials)).toEqual(['JÁ', 'ZO']);
    expect((await getFamilyData())?.members.map((m) => m.initials)).toEqual(['JÁ', 'ZO']);
    // Correcting initials is not a change the server needs to hear about.
    expect(received).toEqual([]);
  });
});

describe('useSaveFamily', () => {
  it('saves locally and sends the family update', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useSaveFamily(), { wrapper });
    const family = testFamily([testMember('member_1', 'Zoë', 'ZO')]);
    await act(() => result.current.mutateAsync(family));
    expect(await getFamilyData()).toEqual(family);
    await waitFor(() =>
      expect(received).toEqual([{ familyId: family.familyId, familyName: 'The Okafors', members: [{ id: 'member_1', name: 'Zoë' }] }]),
    );
  });

  it('keeps the local save when the server refuses, with the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(familyHandlers.updateRejected());
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useSaveFamily(), { wrapper });
    const family = testFamily([testMember('member_1', 'Zoë', 'ZO')]);
    await act(() => result.current.mutateAsync(family));
    expect(result.current.isSuccess).toBe(true);
    expect(await getFamilyData()).toEqual(family);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(FAMILY_UPDATE_WARNING));
  });

  it('keeps the local save on a network error, with the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(familyHandlers.updateNetworkError());
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useSaveFamily(), { wrapper });
    const family = testFamily([]);
    await act(() => result.current.mutateAsync(family));
    expect(await getFamilyData()).toEqual(family);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(FAMILY_UPDATE_WARNING));
  });
});

describe('member and family-name mutations', () => {
  it('adds a member with a sanitised name, a member_ id and initials', async () => {
    await saveFamilyData(testFamily([testMember('member_1', 'Asha', 'AS')]));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useAddMember(), { wrapper });
    await act(() => result.current.mutateAsync({ name: '  zoë   okafor ', color: '#a855f7' }));
    const saved = await getFamilyData();
    const added = saved?.members[1];
    expect(added).toMatchObject({ name: 'Zoë Okafor', initials: 'ZO', color: '#a855f7', emoji: '👤' });
    expect(added?.id).toMatch(/^member_\d+_[0-9a-z]{8}$/);
    await waitFor(() => expect(received.at(-1)?.members.map((m) => m.name)).toEqual(['Asha', 'Zoë Okafor']));
  });

  it('refuses a name another member already has, saving nothing', async () => {
    await saveFamilyData(testFamily([testMember('member_1', 'Zoë', 'ZO')]));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useAddMember(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ name: 'ZOË', color: '#a855f7' })).rejects.toEqual(
        new FamilyRuleError(memberNameMessages.duplicate),
      );
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((await getFamilyData())?.members).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('edits a member', async () => {
    await saveFamilyData(testFamily([testMember('member_1', 'Asha', 'AS'), testMember('member_2', 'Zoe', 'ZO')]));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useEditMember(), { wrapper });
    await act(() => result.current.mutateAsync({ memberId: 'member_2', name: 'zoë', color: '#06b6d4' }));
    expect((await getFamilyData())?.members[1]).toMatchObject({ id: 'member_2', name: 'Zoë', color: '#06b6d4', initials: 'ZO' });
  });

  it('renames the family only to a non-blank name', async () => {
    await saveFamilyData(testFamily([]));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useRenameFamily(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync('   ')).rejects.toBeInstanceOf(FamilyRuleError);
    });
    expect((await getFamilyData())?.familyName).toBe('The Okafors');
    await act(() => result.current.mutateAsync('  The Garcías '));
    expect((await getFamilyData())?.familyName).toBe('The Garcías');
  });

  it('deletes a member with all their posts and tells the server', async () => {
    await saveFamilyData(testFamily([testMember('member_1', 'Asha', 'AS'), testMember('member_2', 'Zoë', 'ZO')]));
    await db.posts.bulkAdd([
      makePost({ id: 'p1', userId: 'member_1' }),
      makePost({ id: 'p2', userId: 'member_2' }),
      makePost({ id: 'p3', userId: 'member_2' }),
    ]);
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useDeleteMember(), { wrapper });
    await act(() => result.current.mutateAsync('member_2'));
    expect((await db.posts.toArray()).map((p) => p.id)).toEqual(['p1']);
    expect((await getFamilyData())?.members.map((m) => m.id)).toEqual(['member_1']);
    await waitFor(() => expect(received.at(-1)?.members).toEqual([{ id: 'member_1', name: 'Asha' }]));
  });
});

describe('useReadBackup / useRestoreBackup', () => {
  it('changes nothing when the file is not a Hearth backup', async () => {
    const family = testFamily([testMember('member_1', 'Asha', 'AS')]);
    await saveFamilyData(family);
    await db.posts.add(makePost({ id: 'p1', userId: 'member_1' }));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useReadBackup(), { wrapper });
    for (const text of ['not json', '{"appName":"Other","data":{"posts":[],"tasks":[],"preferences":[]}}']) {
      await act(async () => {
        await expect(result.current.mutateAsync(text)).rejects.toThrow();
      });
      await waitFor(() => expect(result.current.isError).toBe(true));
    }
    expect(await getFamilyData()).toEqual(family);
    expect(await db.posts.count()).toBe(1);
  });

  it('replaces the data with the backup', async () => {
    const family = testFamily([testMember('member_9', 'Siobhán', 'SI')]);
    const backup = {
      exportDate: '2025-01-01T12:00:00.000Z',
      version: '1.0',
      appName: 'Hearth',
      data: { posts: [makePost({ id: 'p9', userId: 'member_9' })], tasks: [], preferences: [{ key: 'familyData', value: family }] },
    };
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => ({ read: useReadBackup(), restore: useRestoreBackup() }), { wrapper });
    const read = await act(() => result.current.read.mutateAsync(JSON.stringify(backup)));
    // Reading wrote nothing yet.
    expect(await db.posts.count()).toBe(0);
    await act(() => result.current.restore.mutateAsync(read));
    await waitFor(() => expect(result.current.restore.isSuccess).toBe(true));
    expect(await getFamilyData()).toEqual(family);
    expect((await db.posts.toArray()).map((p) => p.id)).toEqual(['p9']);
  });
});
