import type * as React from 'react';
import { cn } from '@/lib/cn';
import { textControlClassName, useFieldWiring, type FieldOwnProps } from '@/ui/text-field';

export type TextAreaProps = Omit<React.ComponentProps<'textarea'>, 'maxLength'> & FieldOwnProps;

/** A labelled multi-line input: the same API as TextField. */
export function TextArea({
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
  rows = 4,
  ...textareaProps
}: TextAreaProps) {
  const field = useFieldWiring(
    { label, error, hint, maxLength, showCounter, id, value, defaultValue, className, 'aria-describedby': ariaDescribedBy },
    'text-area',
  );
  return field.renderShell(
    <textarea
      id={field.id}
      data-slot="text-area-input"
      rows={rows}
      className={cn(textControlClassName, 'min-h-24 resize-y leading-relaxed')}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      onChange={(event) => {
        field.onValueLength(event.target.value.length);
        onChange?.(event);
      }}
      {...textareaProps}
    />,
  );
}
