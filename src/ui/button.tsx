import type * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-xl font-bold',
    'transition-colors duration-150 select-none',
    'disabled:cursor-not-allowed disabled:opacity-55',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:not-disabled:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:not-disabled:bg-secondary-hover',
        outline: 'border border-input bg-surface-raised text-foreground hover:not-disabled:bg-muted',
        ghost: 'text-foreground hover:not-disabled:bg-muted',
        danger: 'bg-danger text-danger-foreground shadow-sm hover:not-disabled:bg-danger-hover',
        link: 'rounded-md text-primary underline underline-offset-4 hover:not-disabled:text-primary-hover',
      },
      size: {
        // Every size keeps a 44 px touch target below md (WCAG 2.5.5); sm shrinks only on desktop.
        sm: 'min-h-11 px-3 text-sm md:min-h-9',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-13 px-7 text-lg',
        icon: 'size-11 p-0',
        'icon-sm': 'size-11 p-0 md:size-9',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'px-1' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with the button's look. */
    asChild?: boolean;
    /**
     * Shows a spinner and sets aria-busy while work is under way. The button ignores activation but
     * is not `disabled`: a disabled button drops keyboard focus to the page, so focus could not
     * return to it after the dialog or message its work opens.
     */
    loading?: boolean;
  };

/**
 * The button. `type` defaults to "button" so a button inside a form never submits by accident;
 * pass `type="submit"` for the form's submit button.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} aria-busy={loading || undefined} onClick={onClick} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading && !disabled ? true : undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops a busy submit button from submitting its form (click or Enter).
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
