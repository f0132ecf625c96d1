import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/**
 * The card of one onboarding step: its title is the h2 the flow moves focus to when
 * the step opens (hence tabIndex -1 and no outline), an optional line under it, then the step itself.
 */
export function StepCard({
  title,
  description,
  above,
  contentClassName,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Shown above the title: an emoji, the family's name... */
  above?: React.ReactNode;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card padding="lg">
      <CardHeader>
        {above}
        <CardTitle as="h2" tabIndex={-1} className="text-2xl outline-none">
          {title}
        </CardTitle>
        {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
