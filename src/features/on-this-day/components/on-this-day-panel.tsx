import { useOnThisDay, type LoadOnThisDay } from '../api/use-on-this-day';
import { OnThisDayCard } from './on-this-day-card';

export type OnThisDayPanelProps = {
  today: Date;
  /** Stories pass fixed data; the app reads IndexedDB. */
  load?: LoadOnThisDay;
};

/** The home's card, or nothing at all (no space, no spinner) while loading or when there is nothing. */
export function OnThisDayPanel({ today, load }: OnThisDayPanelProps) {
  const memory = useOnThisDay(today, load);
  if (!memory.data) return null;
  return <OnThisDayCard memory={memory.data} />;
}
