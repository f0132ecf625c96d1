import type * as React from 'react';
import { Button, type ButtonProps } from '@/ui/button';

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'size' | 'asChild' | 'children'> & {
  /** The action in plain words ('Edit', 'Delete', 'Close'): the accessible name and the tooltip. */
  label: string;
  /** The icon. It is hidden from assistive tech; `label` names the button. */
  children: React.ReactElement;
  size?: 'sm' | 'md';
};

/** A square button showing only an icon, always named by `label` (never an icon alone). */
export function IconButton({ label, children, size = 'md', variant = 'ghost', title, ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size={size === 'sm' ? 'icon-sm' : 'icon'}
      aria-label={label}
      title={title ?? label}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {children}
      </span>
    </Button>
  );
}
