/**
 * Runs `task` once the main thread is idle (at the latest after `timeoutMs`), for code no page
 * shows at once (the toast region, the moment dialogs): requested while the page renders, it
 * would compete with the page's own chunks and data on a slow phone. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(handle);
}
