import { useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Shared look of single- and multi-line text controls (also used by TextArea). */
export const textControlClassName = cn(
  'w-full min-w-0 rounded-xl border border-input bg-surface-raised px-4 py-2.5 text-base text-foreground shadow-xs',
  'placeholder:text-muted-foreground',
  'aria-invalid:border-danger aria-invalid:border-2',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-55',
);

export type FieldOwnProps = {
  /** The visible label, bound to the control. */
  label: React.ReactNode;
  /** Shown under the control in red and announced; also marks the control invalid. */
  error?: React.ReactNode;
  /** Help text under the control. */
  hint?: React.ReactNode;
  maxLength?: number;
  /** Shows 'n/max' under the control (needs maxLength). */
  showCounter?: boolean;
};

type FieldWiring = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  onValueLength: (length: number) => void;
  renderShell: (control: React.ReactNode) => React.ReactElement;
};

/**
 * Ids, aria wiring and the label/hint/error/counter around a text control. The counter follows the
 * control's `value` when controlled, otherwise what the person typed.
 */
export function useFieldWiring(
  {
    label,
    error,
    hint,
    maxLength,
    showCounter,
    id: idProp,
    value,
    defaultValue,
    className,
    'aria-describedby': describedByProp,
  }: FieldOwnProps & {
    id?: string;
    value?: unknown;
    defaultValue?: unknown;
    className?: string;
    'aria-describedby'?: string;
  },
  slot: string,
): FieldWiring {
  const generatedId = useId();
  const id = idProp ?? `field-${generatedId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value ?? '').length;
  const hasCounter = Boolean(showCounter && maxLength !== undefined);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describedBy =
    [describedByProp, hint ? hintId : null, hasError ? errorId : null, hasCounter ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const renderShell = (control: React.ReactNode) => (
    <div data-slot={slot} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-bold text-foreground">
        {label}
      </label>
      {control}
      {hint || hasError || hasCounter ? (
        <div className="flex items-start gap-3 text-sm">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {hint ? (
              <p id={hintId} className="text-muted-foreground">
                {hint}
              </p>
            ) : null}
            {hasError ? (
              <p id={errorId} role="alert" className="font-semibold text-danger">
                {error}
              </p>
            ) : null}
          </div>
          {hasCounter ? (
            <p
              id={counterId}
              data-slot={`${slot}-counter`}
              className={cn(
                'ml-auto shrink-0 tabular-nums',
                maxLength !== undefined && length >= maxLength ? 'font-bold text-foreground' : 'text-muted-foreground',
              )}
            >
              {length}/{maxLength}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  return { id, describedBy, invalid: hasError, onValueLength: setTypedLength, renderShell };
}

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'maxLength'> & FieldOwnProps;

/** A labelled single-line input with optional hint, inline error and character counter. */
export function TextField({
  label,
  error,
  hint,
  maxLength,
  showCounter,
  className,
  id,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const field = useFieldWiring(
    { label, error, hint, maxLength, showCounter, id, value, defaultValue, className, 'aria-describedby': ariaDescribedBy },
    'text-field',
  );
  return field.renderShell(
    <input
      id={field.id}
      type={type}
      data-slot="text-field-input"
      className={cn(textControlClassName, 'min-h-11')}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      onChange={(event) => {
        field.onValueLength(event.target.value.length);
        onChange?.(event);
      }}
      {...inputProps}
    />,
  );
}
