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

type SharedControlProps<E extends HTMLInputElement | HTMLTextAreaElement> = FieldOwnProps & {
  id?: string;
  value?: React.ComponentProps<'input'>['value'];
  defaultValue?: React.ComponentProps<'input'>['defaultValue'];
  className?: string;
  'aria-describedby'?: string;
  onChange?: React.ChangeEventHandler<E>;
};

type FieldWiring<E extends HTMLInputElement | HTMLTextAreaElement, Rest> = {
  /** The props every text control takes: id, value, limits, aria wiring and the counting onChange. */
  controlProps: {
    id: string;
    maxLength: number | undefined;
    value: SharedControlProps<E>['value'];
    defaultValue: SharedControlProps<E>['defaultValue'];
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    onChange: React.ChangeEventHandler<E>;
  };
  /** The caller's other props, passed on to the control as they are. */
  rest: Rest;
  renderShell: (control: React.ReactNode) => React.ReactElement;
};

/**
 * Ids, aria wiring and the label/hint/error/counter around a text control. The counter follows the
 * control's `value` when controlled, otherwise what the person typed.
 */
export function useFieldWiring<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends SharedControlProps<E>,
>(props: P, slot: string): FieldWiring<E, Omit<P, keyof SharedControlProps<E>>> {
  const {
    label,
    error,
    hint,
    maxLength,
    showCounter,
    id: idProp,
    value,
    defaultValue,
    className,
    onChange,
    'aria-describedby': describedByProp,
    ...rest
  } = props;
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

  const controlProps = {
    id,
    maxLength,
    value,
    defaultValue,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
    onChange: (event: React.ChangeEvent<E>) => {
      setTypedLength(event.target.value.length);
      onChange?.(event);
    },
  } as const;
  return { controlProps, rest, renderShell };
}

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'maxLength'> & FieldOwnProps;

/** A labelled single-line input with optional hint, inline error and character counter. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { controlProps, rest, renderShell } = useFieldWiring<HTMLInputElement, typeof props>(props, 'text-field');
  return renderShell(
    <input
      {...controlProps}
      type={type}
      data-slot="text-field-input"
      className={cn(textControlClassName, 'min-h-11')}
      {...rest}
    />,
  );
}
