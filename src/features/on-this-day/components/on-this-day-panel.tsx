import { useOnThisDay } from '../api/use-on-this-day';
import { OnThisDayCard } from './on-this-day-card';

export type OnThisDayPanelProps = {
  today: Date;
};

/** The home's card, or nothing at all (no space, no spinner) while loading or when there is nothing. */
export function OnThisDayPanel({ today }: OnThisDayPanelProps) {
  const memory = useOnThisDay(today);
  if (!memory.data) return null;
  return <OnThisDayCard memory={memory.data} />;
}
