import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/card';
import { SafeImage } from '@/ui/safe-image';
import type { OnThisDay } from '../api/use-on-this-day';
import { memoriesDayLink } from '../model/memories-link';
import { agoLabel } from '../model/on-this-day-rules';
import { momentPicture, voiceLineOf } from '../model/pick-moment';

export type OnThisDayCardProps = { memory: OnThisDay };

const WORDS_LIMIT = 220;

/**
 * One moment from this calendar day in an earlier year (or 1 / 6 months ago for a young
 * family): its photo (or a video's poster, marked as a video), a voice note's line, its words, who
 * shared it and how long ago. The whole card opens the day in
 * Memories; other years with moments on this day are listed under it.
 */
export function OnThisDayCard({ memory }: OnThisDayCardProps) {
  const headingId = useId();
  const { moment, lookback, count, others } = memory;
  const picture = momentPicture(moment);
  const voiceLine = voiceLineOf(moment);
  const when = agoLabel(lookback);
  const words = moment.content.length > WORDS_LIMIT ? `${moment.content.slice(0, WORDS_LIMIT - 1)}…` : moment.content;
  const title = lookback.kind === 'years' ? 'On this day' : `From ${when}`;

  return (
    <Card aria-labelledby={headingId} role="region" data-testid="on-this-day" className="gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-extrabold">
          {title}
        </h2>
        <span className="text-sm font-semibold text-muted-foreground">{when}</span>
      </div>
      <Link
        to={memoriesDayLink(lookback.day)}
        className="flex flex-col gap-2 rounded-xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={`Open ${count === 1 ? 'this moment' : `the ${count} moments`} from ${when} in Memories`}
      >
        {picture && !picture.video ? (
          <SafeImage src={picture.src} alt={moment.content ? moment.content : `Photo shared by ${moment.userName}`} className="max-h-64 w-full rounded-xl object-cover" />
        ) : null}
        {picture?.video ? (
          <span className="relative block">
            <SafeImage src={picture.src} alt={`Video shared by ${moment.userName}`} className="max-h-64 w-full rounded-xl object-cover" />
            <span className="absolute left-2 top-2 rounded-full bg-black/65 px-2.5 py-0.5 text-xs font-bold text-white">{picture.video}</span>
          </span>
        ) : null}
        {voiceLine ? <span className="w-fit rounded-full bg-muted px-3 py-1 text-sm font-bold">{voiceLine}</span> : null}
        {moment.mood ? <span className="text-3xl" aria-hidden="true">{moment.mood}</span> : null}
        {words ? <p className="whitespace-pre-line break-words text-base">{words}</p> : null}
        <p className="text-sm text-muted-foreground">
          Shared by <span className="font-semibold text-foreground">{moment.userName}</span>
          {count > 1 ? ` · ${count} moments that day` : ''}
        </p>
      </Link>
      {others.length > 0 ? (
        <ul aria-label="Other years on this day" className="flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.lookback.ago}>
              <Link
                to={memoriesDayLink(other.lookback.day)}
                className="inline-flex min-h-11 items-center rounded-full bg-muted px-3 text-sm font-semibold hover:bg-muted/70"
              >
                {agoLabel(other.lookback)} · {other.count === 1 ? '1 moment' : `${other.count} moments`}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
