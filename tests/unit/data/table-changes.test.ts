// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedTables } from '@/data/table-changes';
import { TABLE_NAMES } from '@/data/tables';

describe('changedTables', () => {
  it.each([
    [{ 'idb://Hearth/posts/': 1 }, ['posts']],
    [{ 'idb://Hearth/posts/[userId+timestamp]': 1, 'idb://Hearth/comments/': 1 }, ['posts', 'comments']],
    // Sync's own bookkeeping is no family table: nothing reads it through a query.
    [{ 'idb://Hearth/syncOutbox/': 1, 'idb://Hearth/syncState/': 1 }, []],
    [{ 'not a table key': 1 }, []],
  ])('%j -> %j', (parts, tables) => {
    expect([...changedTables(parts)]).toEqual(tables);
  });

  it('knows every family table', () => {
    const parts = Object.fromEntries(TABLE_NAMES.map((name) => [`idb://Hearth/${name}/`, 1]));
    expect([...changedTables(parts)]).toEqual([...TABLE_NAMES]);
  });
});
