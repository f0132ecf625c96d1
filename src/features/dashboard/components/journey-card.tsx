import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { JOURNEY_DAYS, journeyDay, journeyProgress } from '@/features/dashboard/model/journey';
import { ProgressBar } from '@/features/dashboard/components/progress-bar';

/** Journey progress = min(round(completed tasks / 45 × 100), 100), as a bar and 'Day N of 45'. */
export function JourneyCard({ completedTasks }: { completedTasks: number }) {
  const percent = journeyProgress(completedTasks);
  const day = journeyDay(completedTasks);
  const dayText = `Day ${day} of ${JOURNEY_DAYS}`;
  return (
    <Card data-slot="journey-card">
      <CardHeader>
        <CardTitle as="h2">Your 45-day journey</CardTitle>
        <CardDescription>One day of the journey for every daily family moment you complete.</CardDescription>
      </CardHeader>
      <div className="flex items-end justify-between gap-3">
        <p className="text-3xl font-extrabold">{dayText}</p>
        <p className="text-lg font-bold text-muted-foreground">{percent}%</p>
      </div>
      <ProgressBar value={percent} label="Journey progress" valueText={`${percent}%, ${dayText}`} />
      <p className="text-sm text-muted-foreground">
        {percent >= 100
          ? 'Journey complete! 🎉 Your family made time for each other 45 times. Keep the moments coming.'
          : completedTasks <= 0
            ? "Complete today's family moment to take the first step."
            : `${JOURNEY_DAYS - day} more ${JOURNEY_DAYS - day === 1 ? 'moment' : 'moments'} to complete the journey.`}
      </p>
    </Card>
  );
}
