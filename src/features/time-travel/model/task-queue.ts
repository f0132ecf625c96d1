// Generation runs with 4 concurrent workers; extra jobs (regenerations)
// wait for a free worker.

export interface TaskQueue {
  /** Runs `task` when a worker is free; resolves or rejects with the task. */
  push<T>(task: () => Promise<T>): Promise<T>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a worker. */
  readonly waiting: number;
  /** Drops the jobs that have not started; they reject with `reason`. */
  clear(reason: unknown): void;
}

export function createTaskQueue(concurrency: number): TaskQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a whole number of at least 1');
  let running = 0;
  const waiting: Array<{ start: () => void; reject: (reason: unknown) => void }> = [];

  function next() {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift();
      job?.start();
    }
  }

  return {
    push<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          start: () => {
            running += 1;
            let result: Promise<T>;
            try {
              result = task();
            } catch (error) {
              result = Promise.reject(error);
            }
            result.then(resolve, reject).finally(() => {
              running -= 1;
              next();
            });
          },
          reject,
        });
        next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    clear(reason: unknown) {
      for (const job of waiting.splice(0)) job.reject(reason);
    },
  };
}
