import { useId } from 'react';
import { Clock3 } from 'lucide-react';
import type { Guidance } from '@/data/types';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';

/** core spec §3, §4: the steps, tips and duration of the moment; a placeholder while they are requested. */
export function GuidancePanel({ guidance }: { guidance: Guidance | null }) {
  const stepsId = useId();
  const tipsId = useId();
  if (!guidance) {
    return (
      <div data-testid="guidance-loading" className="flex flex-col gap-3 rounded-xl bg-muted p-4">
        <Spinner label="Getting your family's guidance..." showLabel />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-10/12" />
        <Skeleton className="h-4 w-8/12" />
      </div>
    );
  }
  return (
    <div data-testid="guidance" className="flex flex-col gap-4 rounded-xl bg-muted p-4">
      <p className="inline-flex items-center gap-2 text-sm font-bold text-muted-foreground">
        <Clock3 aria-hidden="true" className="size-4" />
        <span>
          Takes about <span data-testid="guidance-duration">{guidance.duration}</span>
        </span>
      </p>
      <section aria-labelledby={stepsId} className="flex flex-col gap-2">
        <h4 id={stepsId} className="text-base font-extrabold">
          Steps
        </h4>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-base">
          {guidance.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={tipsId} className="flex flex-col gap-2">
        <h4 id={tipsId} className="text-base font-extrabold">
          Tips
        </h4>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-base">
          {guidance.tips.map((tip, index) => (
            <li key={index}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
