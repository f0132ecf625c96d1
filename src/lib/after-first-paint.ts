import { uncoverFirstPaint } from '@/lib/first-paint-cover';

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

// Whether the page's main content (the element of its largest paint) has rendered: set once per
// page load by the route that shows it (markMainContentRendered), read by afterMainContent.
// `painted` once the browser has reported its largest paint (or stopped waiting for it).
let mainContent: { at: number; painted: boolean } | null = null;
const waitingForMainContent = new Set<() => void>();
// Parts of the main content still on their way when it is marked (the home's newest photos, which
// decode after the feed renders and are often its largest paint): afterMainContent waits for them.
let heldParts = 0;

const mainContentReady = () => mainContent !== null && heldParts === 0;

function startWaitingTasks(): void {
  for (const start of [...waitingForMainContent]) start();
}

/**
 * Called by a page when its main content (today's challenge on /family, the first posts on
 * /family/feeds) is about to paint — from a layout effect, so before that paint. Once per page
 * load: later calls (another route, a re-render) change nothing.
 */
export function markMainContentRendered(): void {
  // The live page replaces the first-paint snapshot in this same frame (first-paint-cover.ts).
  uncoverFirstPaint();
  if (mainContent) return;
  mainContent = { at: performance.now(), painted: false };
  if (mainContentReady()) startWaitingTasks();
}

/**
 * Called by a part of the page's main content that paints later than the rest (from a layout
 * effect, before the main content is marked): afterMainContent waits until the returned release
 * has been called too, then for the largest paint after it. Releasing twice changes nothing.
 */
export function holdMainContent(): () => void {
  heldParts += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldParts -= 1;
    if (!mainContentReady() || !mainContent) return;
    // The part's own paint is the one to wait for now.
    if (!mainContent.painted) mainContent.at = performance.now();
    startWaitingTasks();
  };
}

/** Test hook: forget the mark, as on a new page load. */
export function resetMainContentForTests(): void {
  mainContent = null;
  heldParts = 0;
  waitingForMainContent.clear();
}

/**
 * Resolves once the browser has reported a largest-contentful-paint at or after `since` (the
 * main content's paint), or after `timeoutMs` when it reports none (a smaller element than an
 * earlier candidate, or a browser without the API).
 */
function waitForLargestPaint(since: number, timeoutMs: number, done: () => void): () => void {
  let finished = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(deadline);
    observer?.disconnect();
    done();
  };
  const deadline = window.setTimeout(finish, timeoutMs);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    finish();
  }
  return () => {
    finished = true;
    window.clearTimeout(deadline);
    observer?.disconnect();
  };
}

/**
 * Like afterFirstPaint, but for code the page's largest paint does not need and that would
 * compete with it for the network (the toast region, the daily card's dialogs): it starts once
 * the page has marked its main content (markMainContentRendered), its held parts have arrived
 * (holdMainContent), the browser has painted it, and the main thread is idle. A page that never marks (or a mark that never comes) runs the task
 * `timeoutMs` after the call. Under Lighthouse, every request started before the largest paint is
 * simulated as competing with it on slow 4G, however small (issue 9 budgets: LCP of /family).
 * Returns a function that cancels the task if it has not run yet.
 */
export function afterMainContent(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelStep: (() => void) | undefined;
  const start = () => {
    if (cancelled) return;
    waitingForMainContent.delete(start);
    window.clearTimeout(deadline);
    const marked = mainContent;
    if (!marked || marked.painted) {
      cancelStep = afterFirstPaint(task);
      return;
    }
    cancelStep = waitForLargestPaint(marked.at, 500, () => {
      marked.painted = true;
      if (!cancelled) cancelStep = afterFirstPaint(task);
    });
  };
  const deadline = window.setTimeout(start, timeoutMs);
  if (mainContentReady()) start();
  else waitingForMainContent.add(start);
  return () => {
    cancelled = true;
    waitingForMainContent.delete(start);
    window.clearTimeout(deadline);
    cancelStep?.();
  };
}
