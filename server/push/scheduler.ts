import type { PushService } from './service';

/**
 * Every `everyMs`, sends what waited (coalesced, after quiet hours or a back-off) and the reminders
 * that are due. One tick at a time; the timer never keeps the process alive. Several instances on
 * one database each tick: the store claims every notice and reminder in a transaction, so each goes once.
 */
export function startPushScheduler(service: PushService, everyMs: number, onError: (error: unknown) => void): () => void {
  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    service
      .runDue()
      .catch(onError)
      .finally(() => {
        ticking = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
