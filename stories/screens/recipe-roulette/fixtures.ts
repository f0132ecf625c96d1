import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Recipe } from '@/data/types';
import { stoppedClock } from '@/lib/clock';
import type { Services, TickSound } from '@/lib/services';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';
import { demoFamily, familyPreference } from '../../mocks/post-fixtures';
import type { FamilyFrame } from '../activities/family-frame';

/** The header the family layout shows on /family/recipe-roulette. */
export const rouletteFrame: FamilyFrame = {
  title: 'Recipe Roulette',
  back: '/family/activities',
  familyName: demoFamily.familyName,
};

/** The family's own recipes (oldest first, as the store lists them). */
export const familyRecipes: Recipe[] = [
  {
    id: 'recipe_1718000000000_naniidal',
    name: "Nani's Dal Tadka",
    contributor: 'Asha',
    ingredients: [
      '1 cup split yellow lentils (toor dal), rinsed',
      '3 cups water',
      '1/2 tsp turmeric',
      '1 tsp salt',
      '2 tbsp ghee',
      '1 tsp cumin seeds',
      '3 cloves garlic, sliced',
      '1 tomato, chopped',
      'Fresh coriander to serve',
    ],
    notes: 'Simmer the dal with turmeric until soft, then pour the sizzling ghee, cumin and garlic over it.',
    difficulty: 'easy',
    photos: [],
    cookedDates: ['2025-05-04T18:30:00.000Z', '2025-06-01T18:10:00.000Z'],
    familyId: demoFamily.familyId,
  },
  {
    id: 'recipe_1718100000000_ravibrk',
    name: 'Sunday Banana Pancakes',
    contributor: 'Ravi Kumar',
    ingredients: ['2 ripe bananas', '2 eggs', '1 cup flour', '1 cup milk', '1 tsp baking powder', 'Butter for the pan'],
    difficulty: 'medium',
    photos: [],
    cookedDates: [],
    familyId: demoFamily.familyId,
  },
];

/** A family saved on the device: the roulette is open. */
export const familySeed = { preferences: [familyPreference()] };

export const familySeedWithRecipes = { preferences: [familyPreference()], recipes: familyRecipes };

export type RouletteServices = Partial<Services> & { tick: TickSound };

/**
 * The services of every roulette story: a spy for the tick, randomness that always takes the first
 * choice (so the spin alternates the first two recipes and lands on the second, 'One-Pot Family
 * Meal') and a clock stopped at 19:00 on 15 June 2025 that runs at once every moment of the spin up
 * to `stopAtMs` into it and none after (by default the whole spin plays out at once).
 */
export const deterministicRoulette = (stopAtMs = Number.POSITIVE_INFINITY): RouletteServices => ({
  random: () => 0,
  tick: { play: fn(), prime: fn() },
  clock: stoppedClock(new Date(2025, 5, 15, 19, 0, 0), { runsUpToMs: stopAtMs }),
});

/** The tick spies of a story's services. */
export const tickOf = (parameters: object) => (parameters as { services: RouletteServices }).services.tick;

export const CHOSEN: Recipe = defaultRecipes[1]!;
export const FIRST: Recipe = defaultRecipes[0]!;

/** A real PNG drawn on a canvas, for the photo upload. */
export async function pngFile(name: string, size = 800): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = Math.round(size * 0.75);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const gradient = context.createLinearGradient(0, 0, 0, canvas.height);
  gradient.addColorStop(0, 'hsl(30 90% 85%)');
  gradient.addColorStop(1, 'hsl(15 70% 45%)');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#fff7ed';
  context.beginPath();
  context.ellipse(canvas.width / 2, canvas.height * 0.6, canvas.width * 0.3, canvas.height * 0.18, 0, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Presses the real spin button (played out at once) and waits for the selection stage. */
export async function spinToSelection(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Spin the Roulette' }));
  const heading = await canvas.findByRole('heading', { level: 2, name: CHOSEN.name });
  await expect(heading).toBeVisible();
  return { canvas, heading };
}

/** A toast appears hidden and fades in once mounted: wait until a person can actually see it. */
export async function expectToast(canvasElement: HTMLElement, message: string) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByText(message)).toBeVisible(), { timeout: 5_000 });
}
