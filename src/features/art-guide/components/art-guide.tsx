import { useEffect, useRef } from 'react';
import { artActivityById, type ArtActivityId } from '@/features/art-guide/data/art-activities';
import { ArtActivityDetail } from '@/features/art-guide/components/art-activity-detail';
import { ArtActivityList } from '@/features/art-guide/components/art-activity-list';

export type ArtGuideProps = {
  /** The activity to show in detail; null (or an unknown id, e.g. an old link) shows the list. */
  selectedId: string | null;
  /** The address of an activity's detail, or of the list for null: the host page owns the URL. */
  hrefFor: (id: ArtActivityId | null) => string;
};

/** The collaborative art guide, a list and a detail view. */
export function ArtGuide({ selectedId, hrefFor }: ArtGuideProps) {
  const activity = selectedId ? artActivityById(selectedId) : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = activity?.id ?? null;

  // The guide opens in place and moves between list and detail without a page
  // load: start at the top and continue from the new view's heading, as after opening a new page.
  useEffect(() => {
    try {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    } catch {
      // jsdom and very old browsers: scrolling is a nicety.
    }
    heading.current?.focus({ preventScroll: true });
  }, [shownId]);

  return activity ? (
    <ArtActivityDetail activity={activity} backHref={hrefFor(null)} headingRef={heading} />
  ) : (
    <ArtActivityList hrefFor={(id) => hrefFor(id)} headingRef={heading} />
  );
}
