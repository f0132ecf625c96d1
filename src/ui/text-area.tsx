import type * as React from 'react';
import { cn } from '@/lib/cn';
import { textControlClassName, useFieldWiring, type FieldOwnProps } from '@/ui/text-field';

export type TextAreaProps = Omit<React.ComponentProps<'textarea'>, 'maxLength'> & FieldOwnProps;

/** A labelled multi-line input: the same API as TextField. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { controlProps, rest, renderShell } = useFieldWiring<HTMLTextAreaElement, typeof props>(props, 'text-area');
  return renderShell(
    <textarea
      {...controlProps}
      data-slot="text-area-input"
      rows={rows}
      className={cn(textControlClassName, 'min-h-24 resize-y leading-relaxed')}
      {...rest}
    />,
  );
}
