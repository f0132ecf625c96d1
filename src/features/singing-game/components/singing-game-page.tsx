import { FamilyQueryGate, SetUpFamilyFirst } from '@/features/family/components/family-query-gate';
import { SingingGame, type SingingGameProps } from '@/features/singing-game/components/singing-game';

/** The singing game (/family/bollywood-game), open only to a family set up on this device. */
export function SingingGamePage(props: SingingGameProps) {
  return <FamilyQueryGate noFamily={<SingingGameGate />}>{() => <SingingGame {...props} />}</FamilyQueryGate>;
}

/** Without a family, a 'set up your family first' message linking to /family. */
export function SingingGameGate() {
  return (
    <SetUpFamilyFirst
      icon="🎤"
      title="Please set up your family first"
      description="Family Alphabet Singing is played together. Set up your family on this device, then come back to sing."
    />
  );
}
