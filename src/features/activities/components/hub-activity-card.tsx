import { Link } from 'react-router-dom';
import { ArrowRight, Lock } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import type { HubActivity } from '@/features/activities/components/hub-activities';
import { FAMILY_SETUP_PATH } from '@/features/activities/components/hub-links';

export type HubActivityCardProps = {
  activity: HubActivity;
  /** Without a family the card is a placeholder that says it needs one. */
  gated: boolean;
};

export function HubActivityCard({ activity, gated }: HubActivityCardProps) {
  return (
    <Card data-testid={`hub-card-${activity.id}`} className="w-full">
      <CardHeader className="gap-3">
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-4xl">
          {activity.icon}
        </span>
        <CardTitle>{activity.title}</CardTitle>
        <CardDescription className="text-base">{activity.description}</CardDescription>
      </CardHeader>
      <p className="text-sm font-bold text-muted-foreground">{activity.facts}</p>
      <CardFooter className="mt-auto">
        {gated ? (
          <div data-testid="family-needed" className="flex w-full flex-col gap-3 rounded-xl bg-muted p-4">
            <p className="flex items-start gap-2 text-sm font-bold text-foreground">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              This activity needs a family. Set up your family on this device to play together.
            </p>
            <Button asChild variant="outline">
              <Link to={FAMILY_SETUP_PATH}>Set Up Your Family</Link>
            </Button>
          </div>
        ) : (
          <Button asChild className="w-full">
            <Link to={activity.href}>
              {activity.action}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
