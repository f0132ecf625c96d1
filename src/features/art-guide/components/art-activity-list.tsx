import type * as React from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { artActivities, type ArtActivityId } from '@/features/art-guide/data/art-activities';
import { artAccent } from '@/features/art-guide/components/art-accent';
import { ArtMeta } from '@/features/art-guide/components/art-meta';

export type ArtActivityListProps = {
  /** Where each activity's detail lives. */
  hrefFor: (id: ArtActivityId) => string;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** The seven collaborative art activities with time, ages, icon and colour. */
export function ArtActivityList({ hrefFor, headingRef }: ArtActivityListProps) {
  return (
    <section aria-labelledby="art-guide-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="art-guide-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none">
          Collaborative Art
        </h2>
        <p className="text-lg text-muted-foreground">
          Seven projects to make together, with everything you need and each step explained.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {artActivities.map((activity) => (
          <li
            key={activity.id}
            data-testid="art-activity"
            className={cn(
              'relative flex flex-col gap-3 rounded-2xl border border-t-8 border-border bg-surface-raised p-5 shadow-sm transition-shadow hover:shadow-md',
              'focus-within:ring-3 focus-within:ring-ring',
              artAccent[activity.color].stripe,
            )}
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn('flex size-14 shrink-0 items-center justify-center rounded-full text-3xl', artAccent[activity.color].soft)}
              >
                {activity.icon}
              </span>
              <h3 className="text-xl font-extrabold leading-tight">
                {/* The link covers the whole card (after:inset-0) while its name stays the short title. */}
                <Link to={hrefFor(activity.id)} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                  {activity.title}
                </Link>
              </h3>
            </div>
            <p className="line-clamp-3 text-base text-muted-foreground">{activity.description}</p>
            <div className="mt-auto">
              <ArtMeta activity={activity} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
