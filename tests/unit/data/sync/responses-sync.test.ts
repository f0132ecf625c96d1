import { describe, expect, it } from 'vitest';
import { applyRemoteChanges, postWhoseCountsChange, type RemoteChange } from '@/data/sync/apply';
import { formatHlc } from '@/data/sync/hlc';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { freshDb, makePost } from '../helpers';

// Reactions and comments travel as their own records; a post's counts always follow
// the records on the device, whichever device's copy of the post won.

const space = { spaceId: 'space', deviceId: 'devA', familyKey: '' } as unknown as SyncSpace;
let wall = Date.now();
const hlc = () => formatHlc({ wallMs: ++wall, counter: 0, deviceId: 'devB' });
const reaction = (id: string, postId: string) => ({ id, postId, memberId: 'm2', emoji: '❤️' as const, timestamp: '2025-04-06T10:00:00.000Z' });

describe('postWhoseCountsChange', () => {
  const cases: Array<[string, RemoteChange, Record<string, unknown> | undefined, string | null]> = [
    ['a post put', { hlc: 'h', table: 'posts', id: 'p1', deleted: false, value: {} }, undefined, 'p1'],
    ['a post deletion', { hlc: 'h', table: 'posts', id: 'p1', deleted: true, value: null }, undefined, null],
    ['a reaction put', { hlc: 'h', table: 'reactions', id: 'r1', deleted: false, value: { postId: 'p2' } }, undefined, 'p2'],
    ['a comment deletion, known locally', { hlc: 'h', table: 'comments', id: 'c1', deleted: true, value: null }, { postId: 'p3' }, 'p3'],
    ['a comment deletion, unknown locally', { hlc: 'h', table: 'comments', id: 'c1', deleted: true, value: null }, undefined, null],
    ['a recipe', { hlc: 'h', table: 'recipes', id: 'x', deleted: false, value: { postId: 'p4' } }, undefined, null],
  ];
  it.each(cases)('%s', (_name, change, before, expected) => {
    expect(postWhoseCountsChange(change, before)).toBe(expected);
  });
});

describe('remote reactions and comments', () => {
  it('are not sent back, and recount their post in the same transaction', async () => {
    const database = freshDb();
    await database.syncState.put({ key: SYNC_STATE.space, value: space });
    await database.posts.put(makePost({ id: 'p1', likes: 0, comments: 0 }));
    await database.syncOutbox.clear();

    await applyRemoteChanges(
      database,
      [
        { hlc: hlc(), table: 'reactions', id: 'r1', deleted: false, value: reaction('r1', 'p1') },
        { hlc: hlc(), table: 'reactions', id: 'r2', deleted: false, value: { ...reaction('r2', 'p1'), emoji: '😂' } },
        { hlc: hlc(), table: 'comments', id: 'c1', deleted: false, value: { id: 'c1', postId: 'p1', memberId: 'm2', text: 'Lovely', timestamp: '2025-04-06T10:01:00.000Z' } },
        // The other device's copy of the post says 0: the records here say otherwise.
        { hlc: hlc(), table: 'posts', id: 'p1', deleted: false, value: makePost({ id: 'p1', likes: 0, comments: 0 }) as unknown as Record<string, unknown> },
      ],
      'devA',
    );
    expect(await database.posts.get('p1')).toMatchObject({ likes: 2, comments: 1 });

    await applyRemoteChanges(database, [{ hlc: hlc(), table: 'reactions', id: 'r1', deleted: true, value: null }], 'devA');
    expect(await database.posts.get('p1')).toMatchObject({ likes: 1, comments: 1 });
    expect(await database.syncOutbox.count()).toBe(0);
  });

  it('local reactions and comments enter the outbox', async () => {
    const database = freshDb();
    await database.syncState.put({ key: SYNC_STATE.space, value: space });
    await database.reactions.put(reaction('r9', 'p1'));
    expect((await database.syncOutbox.toArray()).map((e) => e.ref)).toEqual(['reactions\nr9']);
  });
});
