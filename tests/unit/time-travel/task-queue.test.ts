// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '@/features/time-travel/model/task-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('task queue (4 workers)', () => {
  it('runs at most `concurrency` tasks at once and starts the next when one ends', async () => {
    const queue = createTaskQueue(4);
    const jobs = Array.from({ length: 6 }, () => deferred<number>());
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      queue.push(() => {
        started.push(i);
        return job.promise;
      }),
    );
    for (const result of results) result.catch(() => {});
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    jobs[2]!.resolve(2);
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    jobs[0]!.reject(new Error('x'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const [i, job] of jobs.entries()) job.resolve(i);
    await expect(results[2]).resolves.toBe(2);
    await expect(results[0]).rejects.toThrow('x');
    await expect(results[5]).resolves.toBe(5);
    await tick();
    expect(queue.running).toBe(0);
  });

  it('a task that throws synchronously frees its worker', async () => {
    const queue = createTaskQueue(1);
    const failing = queue.push(() => {
      throw new Error('sync');
    });
    await expect(failing).rejects.toThrow('sync');
    await expect(queue.push(async () => 'next')).resolves.toBe('next');
  });

  it('clear() drops waiting jobs', async () => {
    const queue = createTaskQueue(1);
    const first = deferred<string>();
    const running = queue.push(() => first.promise);
    const waiting = queue.push(async () => 'never');
    queue.clear(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    first.resolve('done');
    await expect(running).resolves.toBe('done');
  });

  it('rejects a bad concurrency', () => {
    expect(() => createTaskQueue(0)).toThrow(RangeError);
  });
});
