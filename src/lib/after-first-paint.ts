/**
 * Runs `task` once the page has painted and the main thread is idle, so code that no first paint
 * needs (the toast region, the service worker) neither competes with the page's own chunks for the
 * network nor blocks the main thread while the page appears (issue 9 budgets). It runs at the
 * latest `timeoutMs` after the call, also in a background tab (where animation frames stop).
 * Returns a function that cancels the task if it has not run yet.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 2000): () => void {
  let done = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(deadline);
    task();
  };
  const deadline = window.setTimeout(run, timeoutMs);
  // Two animation frames: the first callback runs before the next paint, the second after it.
  const frame = requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      if (done) return;
      if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    });
  });
  return () => {
    done = true;
    window.clearTimeout(deadline);
    cancelAnimationFrame(frame);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}
