import type * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { useFamily } from '@/features/family/api/use-family';
import { AiToolLinks } from '@/features/activities/components/ai-tool-links';
import { HUB_ACTIVITIES } from '@/features/activities/components/hub-activities';
import { HubActivityCard } from '@/features/activities/components/hub-activity-card';
import { ACTIVITIES_PATH, artGuideHref } from '@/features/activities/components/hub-links';

/** What the hub needs from the art guide, which the app shell passes in (features do not import each other). */
export type ArtGuideSlotProps = {
  selectedId: string | null;
  hrefFor: (id: string | null) => string;
};

export type HubFamilyState = 'loading' | 'error' | 'none' | 'present';

export type ActivitiesHubProps = {
  familyState: HubFamilyState;
  /** The sub-activity open in place: 'art' for the art guide (from `?activity=art`). */
  openActivity: string | null;
  /** The art activity shown in detail (`&art=<id>`). */
  artId: string | null;
  ArtGuide: React.ComponentType<ArtGuideSlotProps>;
};

/** /family/activities: reads the family and the `?activity=` search parameter. */
export function ActivitiesHubPage({ ArtGuide }: { ArtGuide: React.ComponentType<ArtGuideSlotProps> }) {
  const family = useFamily();
  const [params] = useSearchParams();
  const familyState: HubFamilyState = family.isPending
    ? 'loading'
    : family.isError
      ? 'error'
      : family.data
        ? 'present'
        : 'none';
  return (
    <ActivitiesHub
      familyState={familyState}
      openActivity={params.get('activity')}
      artId={params.get('art')}
      ArtGuide={ArtGuide}
    />
  );
}

/**
 * The hub: loading, then the three activity cards when a family exists, or each activity as a
 * placeholder that needs a family (docs/product.md#activities). The art guide opens in place, as a search
 * parameter so that the browser's Back returns to the cards.
 */
export function ActivitiesHub({ familyState, openActivity, artId, ArtGuide }: ActivitiesHubProps) {
  if (familyState === 'loading') return <HubLoading />;

  if (familyState === 'present' && openActivity === 'art') {
    return (
      <div className="flex flex-col gap-4 pb-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm font-bold text-muted-foreground">
            <li>
              <Link to={ACTIVITIES_PATH} className="inline-flex min-h-11 items-center rounded-md text-primary underline underline-offset-4">
                Family Activities
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              {artId ? (
                <Link to={artGuideHref(null)} className="inline-flex min-h-11 items-center rounded-md text-primary underline underline-offset-4">
                  Collaborative Art
                </Link>
              ) : (
                <span aria-current="page">Collaborative Art</span>
              )}
            </li>
          </ol>
        </nav>
        <ArtGuide selectedId={artId} hrefFor={artGuideHref} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8 pb-8">
      {familyState === 'error' ? (
        <AlertBanner tone="danger" title="Your family's data could not be opened">
          Hearth could not read this device&apos;s storage. Reload the page to try again.
        </AlertBanner>
      ) : null}
      <section aria-labelledby="hub-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="hub-heading" className="text-3xl font-extrabold">
            Play Together
          </h2>
          <p className="text-lg text-muted-foreground">
            Screen time the whole family shares: make art, sing and cook together.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {HUB_ACTIVITIES.map((activity) => (
            <li key={activity.id} className="flex">
              <HubActivityCard activity={activity} gated={familyState !== 'present'} />
            </li>
          ))}
        </ul>
      </section>
      <AiToolLinks />
    </div>
  );
}

function HubLoading() {
  return (
    <div className="flex flex-col gap-4 pb-8" aria-busy="true">
      <Spinner showLabel label="Loading activities…" />
      <Skeleton className="h-9 w-56" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-72 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
