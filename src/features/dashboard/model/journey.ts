/** The journey is 45 days long. */
export const JOURNEY_DAYS = 45;

/** Journey progress = min(round(completed tasks / 45 × 100), 100), in percent. */
export function journeyProgress(completedTasks: number): number {
  if (!Number.isFinite(completedTasks) || completedTasks <= 0) return 0;
  return Math.min(Math.round((completedTasks / JOURNEY_DAYS) * 100), 100);
}

/**
 * The 'Day N of 45' beside the bar: one day of the journey per completed daily moment, so N is the
 * days done so far (0 for a new family), never beyond 45.
 */
export function journeyDay(completedTasks: number): number {
  if (!Number.isFinite(completedTasks) || completedTasks <= 0) return 0;
  return Math.min(Math.floor(completedTasks), JOURNEY_DAYS);
}
