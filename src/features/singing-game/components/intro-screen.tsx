import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export type IntroScreenProps = {
  onStart: () => void;
  focusHeading?: boolean;
};

/** 'Family Alphabet Singing' with 'Start Family Challenge!'. */
export function IntroScreen({ onStart, focusHeading = false }: IntroScreenProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <Card padding="lg" className="items-center text-center">
      <div aria-hidden="true" className="text-7xl">
        🎤
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
        Family Alphabet Singing
      </h2>
      <p className="max-w-xl text-lg text-muted-foreground">
        Inspired by Antakshari, the song game Indian families play on long drives and at every celebration. Play it
        with film songs in Hindi, Tamil, Malayalam or Telugu, or in any language your family sings.
      </p>
      <div className="w-full max-w-md rounded-2xl bg-muted p-5 text-left">
        <h3 className="mb-2 text-lg font-extrabold">How to play</h3>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-base">
          <li>We show a letter.</li>
          <li>Together, think of a song whose title starts with that letter.</li>
          <li>Found one? Sing it together, as loudly as you dare!</li>
          <li>Stuck? Gentle hints appear as the timer runs.</li>
        </ol>
      </div>
      <Button size="lg" onClick={onStart} className="mt-2">
        Start Family Challenge!
      </Button>
    </Card>
  );
}
