import { useId } from 'react';
import { SHARE_TYPES, type FamilyMember, type ShareType } from '@/data/types';
import { Card } from '@/ui/card';
import type { PaperSize, YearBookOptions } from '../model/year-book-options';

const TYPE_LABELS: Record<ShareType, string> = { text: 'Words', photo: 'Photos', mood: 'Moods', gratitude: 'Gratitude', voice: 'Voice notes', video: 'Videos' };
const PAPER_LABELS: Record<PaperSize, string> = { a4: 'A4', letter: 'US Letter' };
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export type YearBookOptionsFormProps = {
  options: YearBookOptions;
  years: number[];
  members: FamilyMember[];
  onChange: (options: YearBookOptions) => void;
};

const selectClass = 'min-h-11 rounded-lg border border-border bg-surface-raised px-3 text-base';

/** Which year (or months), which members and types, and the paper. */
export function YearBookOptionsForm({ options, years, members, onChange }: YearBookOptionsFormProps) {
  const id = useId();
  const monthName = (month: number) => new Date(2000, month - 1, 1).toLocaleDateString(undefined, { month: 'long' });
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const everyone = options.memberIds.length === 0;

  return (
    <Card padding="md" className="gap-4" aria-label="Book options" role="group">
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label className="font-semibold" htmlFor={`${id}-year`}>Year</label>
          <select id={`${id}-year`} className={selectClass} value={options.year} onChange={(e) => onChange({ ...options, year: Number(e.target.value) })}>
            {years.map((year) => (
              <option key={year} value={year}>{year}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label className="font-semibold" htmlFor={`${id}-from`}>From</label>
          <select id={`${id}-from`} className={selectClass} value={options.fromMonth} onChange={(e) => onChange({ ...options, fromMonth: Number(e.target.value) })}>
            {MONTHS.map((m) => <option key={m} value={m}>{monthName(m)}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label className="font-semibold" htmlFor={`${id}-to`}>To</label>
          <select id={`${id}-to`} className={selectClass} value={options.toMonth} onChange={(e) => onChange({ ...options, toMonth: Number(e.target.value) })}>
            {MONTHS.map((m) => <option key={m} value={m}>{monthName(m)}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label className="font-semibold" htmlFor={`${id}-paper`}>Paper</label>
          <select id={`${id}-paper`} className={selectClass} value={options.paper} onChange={(e) => onChange({ ...options, paper: e.target.value === 'letter' ? 'letter' : 'a4' })}>
            {(Object.keys(PAPER_LABELS) as PaperSize[]).map((paper) => <option key={paper} value={paper}>{PAPER_LABELS[paper]}</option>)}
          </select>
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 font-semibold">Who</legend>
        <Check label="Everyone" checked={everyone} onChange={() => onChange({ ...options, memberIds: [] })} />
        {members.map((member) => (
          <Check
            key={member.id}
            label={`${member.emoji} ${member.name}`}
            checked={!everyone && options.memberIds.includes(member.id)}
            onChange={() => onChange({ ...options, memberIds: toggle(options.memberIds, member.id) })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 font-semibold">What</legend>
        {SHARE_TYPES.map((type) => (
          <Check key={type} label={TYPE_LABELS[type]} checked={options.types.includes(type)} onChange={() => onChange({ ...options, types: toggle(options.types, type) })} />
        ))}
      </fieldset>
    </Card>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5 accent-primary" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}
