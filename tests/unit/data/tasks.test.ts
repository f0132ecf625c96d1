// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addCompletedTask, countCompletedTasks, recentTasks } from '@/data/tasks';
import { at, freshDb, makeTask } from './helpers';

describe('completed tasks', () => {
  it('adds tasks and counts them', async () => {
    const database = freshDb();
    expect(await countCompletedTasks(database)).toBe(0);
    expect(await addCompletedTask(makeTask({ id: 't1', taskTitle: 'Family weather report' }), database)).toBe('t1');
    await addCompletedTask(makeTask({ id: 't2' }), database);
    expect(await countCompletedTasks(database)).toBe(2);
    expect(await database.completedTasks.get('t1')).toEqual(makeTask({ id: 't1', taskTitle: 'Family weather report' }));
  });

  it('refuses a duplicate id', async () => {
    const database = freshDb();
    await addCompletedTask(makeTask({ id: 't1' }), database);
    await expect(addCompletedTask(makeTask({ id: 't1' }), database)).rejects.toThrow();
    expect(await countCompletedTasks(database)).toBe(1);
  });

  it('lists the 5 most recent by default, newest first', async () => {
    const database = freshDb();
    for (const m of [3, 9, 1, 7, 5, 8, 2, 6, 4, 0]) {
      await addCompletedTask(makeTask({ id: `t${m}`, completedAt: at(m * 60) }), database);
    }
    expect((await recentTasks(undefined, database)).map((t) => t.id)).toEqual(['t9', 't8', 't7', 't6', 't5']);
    expect((await recentTasks(2, database)).map((t) => t.id)).toEqual(['t9', 't8']);
    expect(await recentTasks(50, database)).toHaveLength(10);
  });

  it('lists nothing for an empty database', async () => {
    expect(await recentTasks(5, freshDb())).toEqual([]);
  });
});
