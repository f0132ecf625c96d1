// The attention-tool landing page: the copy of /intention, a separate browser extension
// that gives gentle pauses while scrolling (early access only).

export const intentionProblems: readonly { title: string; text: string }[] = [
  {
    title: 'Feeds never end',
    text: 'Infinite scroll removes every natural stopping point, so “one quick look” quietly becomes forty minutes.',
  },
  {
    title: 'Autopilot takes over',
    text: 'Most of us open an app out of habit, not choice, and then forget what we came for.',
  },
  {
    title: 'Blocking does not stick',
    text: 'Hard blocks feel like punishment. We switch them off, and the habit comes straight back.',
  },
];

export const intentionSolutionSteps: readonly { title: string; text: string }[] = [
  {
    title: 'You scroll as usual',
    text: 'Nothing is blocked and nothing is counted on a server. The extension runs quietly in your browser.',
  },
  {
    title: 'A gentle pause',
    text: 'After a few scrolls, the page softens for 3 seconds and invites one slow breath.',
  },
  {
    title: 'You choose',
    text: 'One question: what is your intention? Continue mindfully, or do something else. Either answer is fine: it is your choice, made on purpose.',
  },
];

export const intentionPrivacyCards: readonly { title: string; text: string }[] = [
  {
    title: 'Runs on your device',
    text: 'Pauses are timed in your browser. It is being built to send nothing about your browsing to us or anyone else.',
  },
  {
    title: 'No history kept',
    text: 'It does not record which sites you visit or what you choose at a pause.',
  },
  {
    title: 'No account, no tracking',
    text: 'No sign-up, no analytics, no advertising. Just the pause.',
  },
  {
    title: 'Always your choice',
    text: 'Change how often it pauses, or switch it off, whenever you like.',
  },
];
