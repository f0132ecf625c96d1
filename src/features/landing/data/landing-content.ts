import { privacyFacts } from '@/lib/privacy-facts';

// The landing page: the hero, three pain points, the two cards (the science
// behind it; privacy-first research) and the four advertised experiences.

/**
 * The spec's "three pain-point quotes", shown as situations rather than quotations: nobody said
 * these words, so they carry no quotation marks and no name.
 */
export const painPointQuotes: readonly string[] = [
  'Every evening ends in the same argument about screens, and nobody wins it.',
  'We’re all in the same room, but everyone is on their own device.',
  'Taking the tablet away works for an hour. Then the battle starts again.',
];

export const promiseCards: readonly { id: string; emoji: string; title: string; text: string; to: string; linkLabel: string }[] = [
  {
    id: 'science',
    emoji: '🔬',
    title: 'The science behind it',
    text: 'Children do better when adults join them on screens and make things together, not only when screens are counted and cut. Hearth is built on that idea.',
    to: '/about',
    linkLabel: 'Read our story and sources',
  },
  {
    id: 'privacy-research',
    emoji: '🔒',
    title: 'Privacy-first research',
    text: `No analytics, no tracking, no account. We learn only from families who choose to tell us. ${privacyFacts.summary} ${privacyFacts.syncServer}`,
    to: '/research',
    linkLabel: 'How we do research',
  },
];

export const experiences: readonly { id: string; emoji: string; title: string; text: string; detail: string }[] = [
  {
    id: 'art',
    emoji: '🎨',
    title: 'Collaborative art activities',
    text: 'Seven guided projects, from a family portrait to a compromise canvas, that turn making art into practising patience and listening.',
    detail: '7 activities · 30 to 90 minutes',
  },
  {
    id: 'moments',
    emoji: '💬',
    title: 'Daily connection moments',
    text: 'One small shared challenge a day, then private posts, photos and reactions in a family feed kept on your device.',
    detail: 'About 2 minutes a day',
  },
  {
    id: 'singing',
    emoji: '🎤',
    title: 'Family alphabet singing',
    text: 'Draw a letter and race to sing a song that starts with it. Inspired by an Indian song-guessing game, playable in any language.',
    detail: 'For every age and voice',
  },
  {
    id: 'recipes',
    emoji: '🍲',
    title: 'Family recipe roulette',
    text: 'Spin for tonight’s dinner from family favourites and your own recipes, cook it together, and save the memory to your feed.',
    detail: 'Dinner, decided together',
  },
];

/** The claims shown under the hero. */
export const landingClaims: readonly string[] = [
  'Core features free',
  'No account',
  privacyFacts.claim,
  'Export or erase anytime',
];
