import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { createHearthDatabase, db, HearthDatabase, reloadPage, SCHEMA_V2, SCHEMA_V3_POSTS } from '@/data/db';
import { postStats, queryPosts } from '@/data/posts';
import { at, freshDb, makePost, makeRecipe, makeSession, makeTask } from './helpers';

function indexNames(database: HearthDatabase, store: string): string[] {
  return [...database.backendDB().transaction(store).objectStore(store).indexNames].sort();
}

describe('HearthDatabase', () => {
  it('the singleton is the database named Hearth at schema version 7 (recordings)', () => {
    expect(db).toBeInstanceOf(HearthDatabase);
    expect(db.name).toBe('Hearth');
    expect(db.verno).toBe(7);
  });

  it('declares version 2 with exactly the original five stores and indexes', () => {
    expect(SCHEMA_V2).toEqual({
      posts: 'id, timestamp, userId',
      completedTasks: 'id, completedAt, userId',
      preferences: 'key',
      recipes: 'id, familyId, contributor',
      cookingSessions: 'id, familyId, recipeId, date',
    });
  });

  it('creates the seven stores, the recordings and the three device-local sync stores with their keys and indexes', async () => {
    const database = freshDb();
    await database.open();
    const idb = database.backendDB();
    expect([...idb.objectStoreNames].sort()).toEqual(
      ['comments', 'completedTasks', 'cookingSessions', 'mediaBlobs', 'posts', 'preferences', 'reactions', 'recipes', 'syncOutbox', 'syncRecords', 'syncState'].sort(),
    );
    const keyPath = (store: string) => idb.transaction(store).objectStore(store).keyPath;
    expect(keyPath('posts')).toBe('id');
    expect(keyPath('preferences')).toBe('key');
    expect(indexNames(database, 'posts')).toEqual(
      ['[type+imageUrls.length]', '[type+timestamp]', '[userId+timestamp]', '[userId+type+timestamp]', 'timestamp', 'type', 'userId'].sort(),
    );
    expect(indexNames(database, 'completedTasks')).toEqual(['completedAt', 'userId']);
    expect(indexNames(database, 'preferences')).toEqual([]);
    expect(indexNames(database, 'recipes')).toEqual(['contributor', 'familyId']);
    expect(indexNames(database, 'cookingSessions')).toEqual(['date', 'familyId', 'recipeId']);
    expect(indexNames(database, 'reactions')).toEqual(['[postId+memberId+emoji]', 'memberId', 'postId']);
    expect(indexNames(database, 'comments')).toEqual(['[postId+timestamp]', 'memberId', 'postId']);
    expect(indexNames(database, 'mediaBlobs')).toEqual(['postId']);
  });

  it('upgrades a version 2 database holding data to the current version without losing anything', async () => {
    const name = `hearth-upgrade-${Date.now()}`;
    // The database as the previous app (raw Dexie, version 2) left it.
    const old = new Dexie(name);
    old.version(2).stores({
      posts: 'id, timestamp, userId',
      completedTasks: 'id, completedAt, userId',
      preferences: 'key',
      recipes: 'id, familyId, contributor',
      cookingSessions: 'id, familyId, recipeId, date',
    });
    const posts = [
      makePost({ id: 'p1', userId: 'member-1', type: 'photo', timestamp: at(1), imageUrls: ['data:image/jpeg;base64,AA'] }),
      makePost({ id: 'p2', userId: 'member-2', type: 'mood', mood: '😊', timestamp: at(2) }),
      makePost({ id: 'p3', userId: 'member-1', type: 'text', timestamp: at(3) }),
    ];
    const tasks = [makeTask({ id: 't1' })];
    const preferences = [{ key: 'familyData', value: { familyName: 'Rivera', members: [], familyId: 'family-1' } }];
    const recipes = [makeRecipe({ id: 'r1' })];
    const sessions = [makeSession({ id: 's1', recipeId: 'r1' })];
    await old.table('posts').bulkAdd(posts);
    await old.table('completedTasks').bulkAdd(tasks);
    await old.table('preferences').bulkAdd(preferences);
    await old.table('recipes').bulkAdd(recipes);
    await old.table('cookingSessions').bulkAdd(sessions);
    old.close();

    const upgraded = createHearthDatabase(name, { onVersionChange: () => undefined });
    try {
      await upgraded.open();
      expect(upgraded.verno).toBe(db.verno);
      expect(await upgraded.posts.orderBy('id').toArray()).toEqual(posts);
      expect(await upgraded.completedTasks.toArray()).toEqual(tasks);
      expect(await upgraded.preferences.toArray()).toEqual(preferences);
      expect(await upgraded.recipes.toArray()).toEqual(recipes);
      expect(await upgraded.cookingSessions.toArray()).toEqual(sessions);
      // The new indexes were built from the existing records.
      const page = await queryPosts({ memberId: 'member-1' }, { offset: 0, limit: 10 }, upgraded);
      expect(page.posts.map((p) => p.id)).toEqual(['p3', 'p1']);
      expect(await upgraded.posts.where('[type+timestamp]').between(['mood', Dexie.minKey], ['mood', Dexie.maxKey]).count()).toBe(1);
      expect(await upgraded.posts.where('[userId+type+timestamp]').between(['member-1', 'photo', Dexie.minKey], ['member-1', 'photo', Dexie.maxKey]).primaryKeys()).toEqual(['p1']);
    } finally {
      await upgraded.delete();
    }
  });

  it('upgrades a version 3 database to version 4, keeping every record and indexing photo counts', async () => {
    const name = `hearth-upgrade-v3-${Date.now()}`;
    // The database as the previous release (version 3: memories indexes) left it.
    const old = new Dexie(name);
    old.version(2).stores(SCHEMA_V2);
    old.version(3).stores({ posts: SCHEMA_V3_POSTS });
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `data:image/jpeg;base64,${'A'.repeat(40)}${i}`);
    const posts = [
      makePost({ id: 'p1', type: 'photo', timestamp: at(1), imageUrl: photos(1)[0], imageUrls: photos(3) }),
      makePost({ id: 'p2', type: 'photo', timestamp: at(2), imageUrls: photos(2) }),
      makePost({ id: 'p3', type: 'photo', timestamp: at(3), imageUrl: photos(1)[0] }),
      makePost({ id: 'p4', type: 'text', timestamp: at(4) }),
    ];
    const tasks = [makeTask({ id: 't1' })];
    const preferences = [{ key: 'familyData', value: { familyName: 'Rivera', members: [], familyId: 'family-1' } }];
    const recipes = [makeRecipe({ id: 'r1' })];
    const sessions = [makeSession({ id: 's1', recipeId: 'r1' })];
    await old.table('posts').bulkAdd(posts);
    await old.table('completedTasks').bulkAdd(tasks);
    await old.table('preferences').bulkAdd(preferences);
    await old.table('recipes').bulkAdd(recipes);
    await old.table('cookingSessions').bulkAdd(sessions);
    old.close();

    const upgraded = createHearthDatabase(name, { onVersionChange: () => undefined });
    try {
      await upgraded.open();
      expect(upgraded.verno).toBe(db.verno);
      expect(await upgraded.posts.orderBy('id').toArray()).toEqual(posts);
      expect(await upgraded.completedTasks.toArray()).toEqual(tasks);
      expect(await upgraded.preferences.toArray()).toEqual(preferences);
      expect(await upgraded.recipes.toArray()).toEqual(recipes);
      expect(await upgraded.cookingSessions.toArray()).toEqual(sessions);
      // The new index was built from the stored posts: [type, number of images].
      expect(await upgraded.posts.where('[type+imageUrls.length]').between(['photo', 0], ['photo', Dexie.maxKey]).keys()).toEqual([
        ['photo', 2],
        ['photo', 3],
      ]);
      expect((await postStats(new Date(at(10)), upgraded)).photoCount).toBe(6);
    } finally {
      await upgraded.delete();
    }
  });

  it('closes and calls onVersionChange when another connection upgrades the database', async () => {
    const onVersionChange = vi.fn();
    const database = freshDb({ onVersionChange });
    await database.open();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const newer = new Dexie(database.name);
    newer.version(5).stores({ ...SCHEMA_V2, extra: 'id' });
    await newer.open();

    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(database.isOpen()).toBe(false);
    newer.close();
  });

  it('reloads the page by default on a version change', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    try {
      const database = createHearthDatabase(`hearth-reload-${Date.now()}`);
      await database.open();
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await Dexie.delete(database.name);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(database.isOpen()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reloadPage does nothing where there is no location', () => {
    vi.stubGlobal('location', undefined);
    try {
      expect(() => reloadPage()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
