import { artGuideHref, RECIPE_ROULETTE_PATH, SINGING_GAME_PATH } from '@/features/activities/components/hub-links';

export interface HubActivity {
  id: 'art' | 'singing' | 'recipes';
  title: string;
  icon: string;
  description: string;
  /** A short fact line under the description. */
  facts: string;
  action: string;
  href: string;
}

/** The hub's three cards, in this order. */
export const HUB_ACTIVITIES: readonly HubActivity[] = [
  {
    id: 'art',
    title: 'Collaborative Art',
    icon: '🎨',
    description:
      'Seven art projects that get everyone talking and creating side by side, from a family portrait to a values sculpture.',
    facts: '7 activities · 30 to 90 minutes · ages 4+',
    action: 'Explore Art Activities',
    href: artGuideHref(null),
  },
  {
    id: 'singing',
    title: 'Family Alphabet Singing',
    icon: '🎤',
    description:
      'A song-guessing game inspired by Antakshari, the Indian family favourite: find a song for the letter and sing it together. Playable in any language.',
    facts: 'Hindi, Tamil, Malayalam, Telugu or any language',
    action: 'Play Alphabet Singing',
    href: SINGING_GAME_PATH,
  },
  {
    id: 'recipes',
    title: 'Recipe Roulette',
    icon: '🍲',
    description:
      "Spin for tonight's dinner, cook it together and save the moment to your family's memories.",
    facts: '8 family favourites to start, plus your own recipes',
    action: 'Spin Recipe Roulette',
    href: RECIPE_ROULETTE_PATH,
  },
];
