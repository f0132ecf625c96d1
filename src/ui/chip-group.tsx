import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';

type SingleProps = {
  type: 'single';
  value: string | null;
  onValueChange: (value: string) => void;
};

type MultipleProps = {
  type: 'multiple';
  value: readonly string[];
  onValueChange: (value: string[]) => void;
};

/** Name the group with `aria-label` or `aria-labelledby` (e.g. the id of a visible heading). */
export type ChipGroupProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'role'> &
  (SingleProps | MultipleProps) & {
    /** Disables every chip. */
    disabled?: boolean;
  };

type ChipGroupContextValue = {
  type: 'single' | 'multiple';
  isSelected: (value: string) => boolean;
  toggle: (value: string) => void;
  groupDisabled: boolean;
  /** single: the one chip reachable with Tab (roving tabindex). */
  tabStop: string | null;
};

const ChipGroupContext = createContext<ChipGroupContextValue | null>(null);

const RADIO_SELECTOR = '[role="radio"]:not([disabled])';

/**
 * A set of toggle chips. `type="single"` behaves as a radio group (one Tab stop, arrow keys move and
 * select, Home/End); `type="multiple"` as a group of checkboxes (each chip a Tab stop, Space toggles).
 */
export function ChipGroup(props: ChipGroupProps) {
  const { type, value, onValueChange: _onValueChange, disabled = false, className, children, onKeyDown, ...divProps } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [tabStop, setTabStop] = useState<string | null>(null);

  const isSelected = (chip: string) =>
    type === 'single' ? value === chip : (value as readonly string[]).includes(chip);

  const toggle = (chip: string) => {
    if (props.type === 'single') {
      props.onValueChange(chip);
    } else {
      const current = props.value;
      props.onValueChange(current.includes(chip) ? current.filter((v) => v !== chip) : [...current, chip]);
    }
  };

  // Single select: the selected enabled chip is the Tab stop, otherwise the first enabled chip.
  // Read from the DOM after render so chips can be any depth below the group.
  useLayoutEffect(() => {
    if (type !== 'single' || !ref.current) return;
    const radios = Array.from(ref.current.querySelectorAll<HTMLElement>(RADIO_SELECTOR));
    const selected = radios.find((r) => r.dataset.value === value);
    const next = (selected ?? radios[0])?.dataset.value ?? null;
    setTabStop((prev) => (prev === next ? prev : next));
    // children: a chip may have been added, removed or disabled.
  }, [type, value, children]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (type !== 'single' || event.defaultPrevented || !ref.current) return;
    const radios = Array.from(ref.current.querySelectorAll<HTMLElement>(RADIO_SELECTOR));
    const index = radios.indexOf(event.target as HTMLElement);
    if (index === -1 || radios.length === 0) return;
    let nextIndex: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        nextIndex = (index + 1) % radios.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        nextIndex = (index - 1 + radios.length) % radios.length;
        break;
      case 'Home':
        nextIndex = 0;
        break;
      case 'End':
        nextIndex = radios.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const next = radios[nextIndex];
    if (!next) return;
    next.focus();
    const nextValue = next.dataset.value;
    if (nextValue !== undefined) toggle(nextValue);
  };

  return (
    <ChipGroupContext.Provider value={{ type, isSelected, toggle, groupDisabled: disabled, tabStop }}>
      <div
        ref={ref}
        data-slot="chip-group"
        role={type === 'single' ? 'radiogroup' : 'group'}
        aria-disabled={disabled || undefined}
        className={cn('flex flex-wrap gap-2', className)}
        onKeyDown={handleKeyDown}
        {...divProps}
      >
        {children}
      </div>
    </ChipGroupContext.Provider>
  );
}

export const chipVariants = cva(
  [
    'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-4 text-sm font-bold transition-colors select-none md:min-h-10',
    'disabled:cursor-not-allowed disabled:opacity-60',
    "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      selected: {
        true: 'border-primary bg-primary text-primary-foreground shadow-sm',
        false: 'border-input bg-surface-raised text-foreground hover:not-disabled:bg-muted',
      },
    },
    defaultVariants: { selected: false },
  },
);

export type ChipProps = Omit<React.ComponentProps<'button'>, 'value' | 'role' | 'type'> & {
  value: string;
  /** Trailing decoration: a lock icon for a locked choice, a green dot for "done today". */
  adornment?: React.ReactNode;
};

export function Chip({ value, adornment, disabled, className, children, onClick, ...props }: ChipProps) {
  const group = useContext(ChipGroupContext);
  if (!group) throw new Error('Chip must be rendered inside a ChipGroup.');
  const selected = group.isSelected(value);
  const isDisabled = Boolean(disabled || group.groupDisabled);
  const single = group.type === 'single';
  return (
    <button
      type="button"
      data-slot="chip"
      data-value={value}
      data-state={selected ? 'on' : 'off'}
      role={single ? 'radio' : 'checkbox'}
      aria-checked={selected}
      disabled={isDisabled}
      tabIndex={single ? (group.tabStop === value ? 0 : -1) : undefined}
      className={cn(chipVariants({ selected }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !isDisabled) group.toggle(value);
      }}
      {...props}
    >
      {children}
      {adornment ? (
        <span data-slot="chip-adornment" className="inline-flex items-center">
          {adornment}
        </span>
      ) : null}
    </button>
  );
}
