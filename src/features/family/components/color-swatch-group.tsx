import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { MEMBER_COLORS, MEMBER_FILL_CLASS } from '@/lib/member-colors';

export type ColorSwatchGroupProps = {
  /** The chosen colour as stored (#rrggbb). */
  value: string;
  onValueChange: (hex: string) => void;
  legend?: string;
  className?: string;
};

/**
 * The eight member colours as a radio group, each named (Orange, Teal ...) so nobody has to tell
 * colours apart by sight. Native radios: one Tab stop, arrow keys move the choice.
 */
export function ColorSwatchGroup({ value, onValueChange, legend = 'Colour', className }: ColorSwatchGroupProps) {
  const name = useId();
  const selected = value.toLowerCase();
  return (
    <fieldset role="radiogroup" className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-bold text-foreground">{legend}</legend>
      <div className="grid grid-cols-4 gap-2">
        {MEMBER_COLORS.map((color) => {
          const checked = selected === color.hex;
          return (
            <label
              key={color.hex}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 border-transparent px-1 py-2 transition-colors',
                'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-secondary',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={color.hex}
                checked={checked}
                onChange={() => onValueChange(color.hex)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 items-center justify-center rounded-full text-foreground ring-1 ring-border',
                  MEMBER_FILL_CLASS[color.token],
                )}
              >
                {checked ? <Check className="size-5" strokeWidth={3} /> : null}
              </span>
              <span className="text-sm font-semibold text-foreground">{color.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
