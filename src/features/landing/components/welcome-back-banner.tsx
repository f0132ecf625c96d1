import { Button } from '@/ui/button';
import { sharedMomentsLabel } from '@/features/landing/model/welcome-back';

export interface WelcomeBackBannerProps {
  /** How many moments the family has shared on this device (from the landing redirect). */
  count: number;
  /** 'Continue': the family home hides the banner and carries on. */
  onContinue: () => void;
}

/**
 * After the redirect from / for a family with local data, the family
 * home greets it with the count of shared moments and a Continue button.
 */
export function WelcomeBackBanner({ count, onContinue }: WelcomeBackBannerProps) {
  return (
    <section
      aria-labelledby="welcome-back-title"
      className="flex flex-col gap-4 rounded-2xl border border-secondary-hover bg-secondary p-5 text-secondary-foreground shadow-sm sm:flex-row sm:items-center"
    >
      <span aria-hidden="true" className="text-4xl">
        👋
      </span>
      <div className="min-w-0 flex-1" role="status">
        <h2 id="welcome-back-title" className="text-xl font-extrabold">
          Welcome back!
        </h2>
        <p className="text-base">
          Your family has <strong>{sharedMomentsLabel(count)}</strong> on this device. Pick up right where you left off.
        </p>
      </div>
      <Button onClick={onContinue} className="w-full sm:w-auto">
        Continue
      </Button>
    </section>
  );
}
