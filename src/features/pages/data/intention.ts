// The attention-tool landing page: the copy of /intention, a separate browser extension
// that gives gentle pauses while scrolling (early access only). The extension is not released, so
// no line here claims what it does with anyone's data: nothing backs such a claim yet.

export const intentionProblems: readonly { title: string; text: string }[] = [
  {
    title: 'Feeds never end',
    text: 'Infinite scroll removes every natural stopping point, so one quick look quietly becomes much longer than you meant.',
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
    text: 'Nothing is blocked: you keep scrolling the way you always do.',
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
    title: 'Not released yet',
    text: 'Intention is still being built, so there is nothing to install yet and nothing that could record anything.',
  },
  {
    title: 'What we are building',
    text: 'We are building it to time its pauses in your browser and to send nothing about your browsing to us or anyone else. Before you can install it, its own privacy policy will say exactly what it does.',
  },
  {
    title: 'Early access is one e-mail',
    text: 'No sign-up and no list: you write to us, and we use your address only to reply.',
  },
];
