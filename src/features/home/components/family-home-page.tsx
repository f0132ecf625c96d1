import { useRef } from 'react';
import type { FamilyData } from '@/data/types';
import type { LoadChallenges } from '@/features/moments/api/load-challenges';
import { DailyCard } from '@/features/moments/components/daily-card';
import type { CompressPhoto } from '@/features/moments/components/photo-picker-field';
import { systemClock, useLocalDate, type Clock } from '@/features/moments/components/use-clock';
import { OnThisDayPanel } from '@/features/on-this-day/components/on-this-day-panel';
import type { LoadOnThisDay } from '@/features/on-this-day/api/use-on-this-day';
import { parseDayKey } from '@/lib/local-days';
import { FeedPreview } from './feed-preview';
import { ResearchCard, SupportCard } from './info-cards';
import { InviteOthers } from '@/features/moments/components/invite-others';
import { NotificationOffer } from '@/features/notifications/components/notification-offer';

export type FamilyHomePageProps = {
  family: FamilyData;
  /** Stories and tests fix the time; the app uses the device clock. */
  clock?: Clock;
  loadChallenges?: LoadChallenges;
  compressPhoto?: CompressPhoto;
  /** The support checkout URL (default: the build's configuration). */
  supportCheckoutUrl?: string;
  /** How the "On this day" card reads; stories pass fixed data. */
  loadOnThisDay?: LoadOnThisDay;
};

/**
 * The family home (/family, also /family/feed; docs/product.md#home): on wide screens the feed takes 65% and
 * the daily panel 35%; narrow screens stack them, today's moment first. The daily panel holds the
 * daily card and 'Invite Others'; the research and support cards sit under it.
 */
export function FamilyHomePage({
  family,
  clock = systemClock,
  loadChallenges,
  compressPhoto,
  supportCheckoutUrl,
  loadOnThisDay,
}: FamilyHomePageProps) {
  const feedHeadingRef = useRef<HTMLHeadingElement>(null);
  const fixedNow = clock === systemClock ? undefined : clock();
  // The card follows the local day: it changes at midnight like the daily card.
  const localDay = parseDayKey(useLocalDate(clock));
  const today = localDay ? new Date(localDay.year, localDay.month - 1, localDay.day, 12) : clock();
  const continueToFeed = () => {
    const heading = feedHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div
      data-testid="family-home"
      className="grid grid-cols-1 gap-6 pb-8 lg:grid-cols-[minmax(0,65fr)_minmax(0,35fr)] lg:grid-rows-[auto_1fr] lg:items-start"
    >
      <section aria-label="Today's moment" className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
        <DailyCard
          family={family}
          clock={clock}
          {...(loadChallenges ? { loadChallenges } : {})}
          {...(compressPhoto ? { compressPhoto } : {})}
          onContinueToFeed={continueToFeed}
        />
        <NotificationOffer />
        <OnThisDayPanel today={today} {...(loadOnThisDay ? { load: loadOnThisDay } : {})} />
        <InviteOthers
          family={family}
          clock={clock}
          {...(loadChallenges ? { loadChallenges } : {})}
          {...(compressPhoto ? { compressPhoto } : {})}
        />
      </section>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <FeedPreview ref={feedHeadingRef} now={fixedNow} />
      </div>
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-2">
        <ResearchCard />
        <SupportCard {...(supportCheckoutUrl !== undefined ? { checkoutUrl: supportCheckoutUrl } : {})} />
      </div>
    </div>
  );
}
