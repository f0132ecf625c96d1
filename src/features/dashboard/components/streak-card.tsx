import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Consecutive days with posts; 0 unless there is a post today or yesterday. */
export function StreakCard({ streak, hasPosts, postedToday }: { streak: number; hasPosts: boolean; postedToday: boolean }) {
  return (
    <Card data-slot="streak-card">
      <CardHeader>
        <CardTitle as="h2">Sharing streak</CardTitle>
        <CardDescription>Days in a row with at least one shared moment.</CardDescription>
      </CardHeader>
      <p className="flex items-baseline gap-2">
        <span aria-hidden="true" className="text-3xl">
          {streak > 0 ? '🔥' : '🌱'}
        </span>
        <span data-slot="streak-count" className="text-3xl font-extrabold">
          {streak}
        </span>
        <span className="text-lg font-bold text-muted-foreground">{streak === 1 ? 'day' : 'days'}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {streak > 0 && !postedToday
          ? 'Share a moment today to keep your streak alive.'
          : streak >= 7
            ? 'What a run! Keep sharing every day to keep it going.'
            : streak > 0
              ? 'Lovely! Share again tomorrow to keep it going.'
              : hasPosts
                ? 'Your streak has paused. Share a moment today to start a new one.'
                : 'Share your first moment today to start a streak.'}
      </p>
    </Card>
  );
}
