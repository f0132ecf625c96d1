import { useId } from 'react';
import { Clock3 } from 'lucide-react';
import type { Guidance } from '@/data/types';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { cn } from '@/lib/cn';

/** The steps, tips and duration of the moment; a placeholder while they are requested. */
export function GuidancePanel({ guidance }: { guidance: Guidance | null }) {
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
      <GuidanceList title="Steps" items={guidance.steps} ordered />
      <GuidanceList title="Tips" items={guidance.tips} />
    </div>
  );
}

/** One titled list of the guidance: numbered steps, or bulleted tips. */
function GuidanceList({ title, items, ordered = false }: { title: string; items: readonly string[]; ordered?: boolean }) {
  const titleId = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="text-base font-extrabold">
        {title}
      </h4>
      <List className={cn('flex flex-col gap-1.5 pl-5 text-base', ordered ? 'list-decimal' : 'list-disc')}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </section>
  );
}
