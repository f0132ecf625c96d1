import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

/** Dark warm ink for initials on light member colours. */
export const AVATAR_DARK_INK = '#120d0a';
export const AVATAR_LIGHT_INK = '#ffffff';

function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(n.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The ink (dark or white) with the higher contrast on `background`. For all eight member colours this
 * is the dark ink (>= 4.8:1); white would fail AA on most of them (e.g. 1.9:1 on yellow).
 */
export function readableInkOn(background: string): string {
  return contrastRatio(background, AVATAR_DARK_INK) >= contrastRatio(background, AVATAR_LIGHT_INK)
    ? AVATAR_DARK_INK
    : AVATAR_LIGHT_INK;
}

export const memberAvatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center rounded-full font-extrabold leading-none select-none ring-2 ring-surface-raised',
  {
    variants: {
      size: {
        xs: 'size-6 text-[0.625rem]',
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-20 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const emojiSize = { xs: 'size-3.5 text-[0.5rem]', sm: 'size-4 text-[0.625rem]', md: 'size-5 text-xs', lg: 'size-6 text-sm', xl: 'size-8 text-lg' } as const;

export type MemberAvatarProps = Omit<React.ComponentProps<'span'>, 'color'> &
  VariantProps<typeof memberAvatarVariants> & {
    name: string;
    initials: string;
    /** The member's colour as stored (#rrggbb from src/lib/member-colors.ts). */
    color: string;
    /** The member's emoji, shown as a small badge. */
    emoji?: string;
    /** Next to the visible name already: hide from assistive tech. */
    decorative?: boolean;
  };

/** A member's coloured circle with initials (name, emoji, colour, initials). */
export function MemberAvatar({
  name,
  initials,
  color,
  emoji,
  size,
  decorative = false,
  className,
  style,
  ...props
}: MemberAvatarProps) {
  const resolvedSize = size ?? 'md';
  return (
    <span
      data-slot="member-avatar"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      title={decorative ? undefined : name}
      className={cn(memberAvatarVariants({ size: resolvedSize }), className)}
      style={{ backgroundColor: color, color: readableInkOn(color), ...style }}
      {...props}
    >
      <span aria-hidden="true">{initials}</span>
      {emoji ? (
        <span
          aria-hidden="true"
          data-slot="member-avatar-emoji"
          className={cn(
            'absolute -right-1 -bottom-1 flex items-center justify-center rounded-full bg-surface-raised shadow-sm',
            emojiSize[resolvedSize],
          )}
        >
          {emoji}
        </span>
      ) : null}
    </span>
  );
}
