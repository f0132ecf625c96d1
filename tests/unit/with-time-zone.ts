import { isMainThread } from 'node:worker_threads';

/**
 * Runs `fn` with the process time zone set to `zone` (Node re-reads TZ when it changes), then puts
 * the original zone back, so local-day rules can be tested in zones with daylight-saving changes.
 * Only a process of its own re-reads TZ: worker threads keep the zone they started with, so test
 * files that use this are named `*.tz.test.ts` and run in the forked `time-zones` project.
 */
export function withTimeZone<T>(zone: string, fn: () => T): T {
  if (!isMainThread) {
    throw new Error('withTimeZone needs a process of its own: name the test file *.tz.test.ts (vite.config.ts, time-zones project).');
  }
  const original = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  }
}
