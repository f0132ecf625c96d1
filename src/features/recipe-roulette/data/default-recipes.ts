// The eight default recipes every family starts with. They cannot be
// deleted. Each list feeds a family of four and uses ingredients found in an ordinary supermarket.
import type { Recipe } from '@/data/types';

/** Default recipe ids begin with this prefix. */
export const DEFAULT_RECIPE_PREFIX = 'default-';

/** familyId of the shipped recipes: they belong to no family and are shown to every family. */
export const DEFAULT_RECIPE_FAMILY_ID = 'default';

export const DEFAULT_RECIPE_CONTRIBUTOR = 'Hearth';

type DefaultRecipeText = Pick<Recipe, 'id' | 'name' | 'ingredients' | 'notes' | 'difficulty'>;

/**
 * The common allergens (of the 14 the UK and EU list) in each default recipe, shown on its
 * card. Optional ingredients count; a stock or sauce that often contains one says "check the label".
 */
export const defaultRecipeAllergens: Readonly<Record<string, readonly string[]>> = {
  'default-family-pasta-night': ['gluten (wheat pasta)', 'milk (Parmesan)'],
  'default-one-pot-family-meal': ['celery or gluten in some stocks: check the label'],
  'default-simple-stir-fry': ['soya (soy sauce, tofu)', 'gluten (soy sauce, noodles)', 'sesame'],
  'default-build-your-own-taco-bar': ['milk (cheddar, sour cream)', 'gluten (flour tortillas)'],
  'default-simple-family-curry': ['gluten and milk (naan)', 'mustard in some curry powders: check the label'],
  'default-homemade-pizza-party': ['gluten (wheat flour)', 'milk (mozzarella)'],
  'default-cozy-family-stew': ['gluten (flour, bread)', 'celery'],
  'default-quick-fried-rice': ['eggs', 'soya and gluten (soy sauce)', 'sesame', 'crustaceans (if you add prawns)'],
};

const GROWN_UP = 'A grown-up handles the knives, hot oil, hot pans and the oven; children wash, weigh, tear, stir and sprinkle.';
const CHICKEN_COOKED = 'Chicken is cooked when the thickest piece reaches 74 °C (165 °F) inside, its juices run clear and no pink is left.';
const MINCE_COOKED = 'Mince is cooked when no pink is left and its juices run clear.';
const LEFTOVER_RICE = 'Leftover rice: cool it within an hour, keep it in the fridge, eat it within a day, and reheat it only once, until steaming hot.';
const LEFTOVERS = 'Leftovers: cool them within two hours, keep them in the fridge and reheat until steaming hot.';

/** The food-safety lines each default recipe's card shows under its steps. */
export const defaultRecipeSafety: Readonly<Record<string, readonly string[]>> = {
  'default-family-pasta-night': [GROWN_UP],
  'default-one-pot-family-meal': [GROWN_UP, CHICKEN_COOKED, LEFTOVER_RICE],
  'default-simple-stir-fry': [GROWN_UP, CHICKEN_COOKED, LEFTOVER_RICE, 'Honey is not for babies under one year old.'],
  'default-build-your-own-taco-bar': [GROWN_UP, MINCE_COOKED],
  'default-simple-family-curry': [GROWN_UP, CHICKEN_COOKED, LEFTOVER_RICE],
  'default-homemade-pizza-party': [GROWN_UP],
  'default-cozy-family-stew': [GROWN_UP, LEFTOVERS],
  'default-quick-fried-rice': [GROWN_UP, LEFTOVER_RICE],
};

/** The safety lines of a default recipe; none for a family's own recipe. */
export function safetyOf(recipeId: string): readonly string[] {
  return defaultRecipeSafety[recipeId] ?? [];
}

/** The allergens of a default recipe; null for a family's own recipe (Hearth cannot know them). */
export function allergensOf(recipeId: string): readonly string[] | null {
  return defaultRecipeAllergens[recipeId] ?? null;
}

const recipeTexts: readonly DefaultRecipeText[] = [
  {
    id: 'default-family-pasta-night',
    name: 'Family Pasta Night',
    difficulty: 'easy',
    ingredients: [
      '400 g (14 oz) spaghetti or penne',
      '2 tbsp olive oil',
      '1 medium onion, finely chopped',
      '2 cloves garlic, crushed',
      '1 can (400 g / 14 oz) crushed tomatoes',
      '2 tbsp tomato paste',
      '1 tsp dried basil or oregano',
      '1 tsp sugar',
      '1/2 tsp salt, plus more for the pasta water',
      '1/4 tsp black pepper',
      '50 g (1/2 cup) grated Parmesan, to serve',
      'A handful of fresh basil leaves (optional)',
    ],
    notes:
      'Cook the spaghetti or penne in plenty of salted boiling water. Meanwhile soften the onion in the olive oil for 5 minutes, add the garlic, then the crushed tomatoes, tomato paste, dried basil or oregano, sugar, salt and black pepper, and simmer 15 minutes. Keep a cup of pasta water to loosen the sauce. Children can weigh the pasta, tear the fresh basil leaves and sprinkle the Parmesan.',
  },
  {
    id: 'default-one-pot-family-meal',
    name: 'One-Pot Family Meal',
    difficulty: 'easy',
    ingredients: [
      '500 g (1 lb) boneless chicken thighs, cut into bite-size pieces',
      '1 tbsp vegetable oil',
      '1 onion, diced',
      '2 cloves garlic, crushed',
      '300 g (1 1/2 cups) long-grain rice, rinsed',
      '750 ml (3 cups) chicken or vegetable stock',
      '2 carrots, diced',
      '150 g (1 cup) frozen peas',
      '1 tsp paprika',
      '1/2 tsp salt',
      '1/4 tsp black pepper',
      '1 lemon, cut into wedges, to serve',
    ],
    notes:
      'Brown the chicken in the vegetable oil, add the onion and garlic for 3 minutes, then stir in the rice, stock, carrots, paprika, salt and black pepper. Cover and simmer on low for about 18 minutes, adding the frozen peas for the last 5. Rest 5 minutes with the lid on. Serve with the lemon wedges.',
  },
  {
    id: 'default-simple-stir-fry',
    name: 'Simple Stir-Fry',
    difficulty: 'easy',
    ingredients: [
      '400 g (14 oz) chicken breast, firm tofu or beef, thinly sliced',
      '2 tbsp vegetable oil',
      '1 red bell pepper, sliced',
      '1 small head of broccoli, cut into small florets',
      '2 carrots, thinly sliced',
      '3 spring onions, sliced',
      '2 cloves garlic, crushed',
      '1 tbsp fresh ginger, grated',
      '3 tbsp soy sauce',
      '1 tbsp honey',
      '1 tsp cornflour (cornstarch) mixed with 3 tbsp water',
      '1 tsp sesame oil',
      'Cooked rice or noodles for 4, to serve',
    ],
    notes:
      'Chop everything before you start: stir-frying goes fast. Cook the chicken, tofu or beef in the vegetable oil over high heat and set it aside. Fry the garlic and ginger for 30 seconds, then the red pepper, broccoli and carrots for 4-5 minutes. Return the meat or tofu with the soy sauce, honey and cornflour mix for the last 2 minutes, then finish with the sesame oil and spring onions. Serve over the rice or noodles.',
  },
  {
    id: 'default-build-your-own-taco-bar',
    name: 'Build-Your-Own Taco Bar',
    difficulty: 'easy',
    ingredients: [
      '500 g (1 lb) minced beef or turkey, or 2 cans (400 g each) black beans, drained',
      '1 tbsp vegetable oil',
      '1 onion, finely chopped',
      '2 tsp ground cumin',
      '1 tsp mild chilli powder',
      '1 tsp paprika',
      '1/2 tsp salt',
      '12 small corn or flour tortillas',
      '2 cups shredded lettuce',
      '2 tomatoes, diced',
      '100 g (1 cup) grated cheddar',
      '1 avocado, sliced',
      '120 ml (1/2 cup) sour cream or plain yoghurt',
      '1 lime, cut into wedges',
      '250 ml (1 cup) ready-made tomato salsa',
    ],
    notes:
      'Fry the onion in the vegetable oil, add the mince or beans with the cumin, chilli powder, paprika, salt and a splash of water and cook until done, about 10 minutes. Warm the tortillas. Put the lettuce, tomatoes, cheddar, avocado, sour cream or yoghurt, lime wedges and salsa each in its own bowl. Everyone builds their own, so choosy eaters pick exactly what they like.',
  },
  {
    id: 'default-simple-family-curry',
    name: 'Simple Family Curry',
    difficulty: 'medium',
    ingredients: [
      '2 tbsp vegetable oil',
      '1 large onion, finely chopped',
      '3 cloves garlic, crushed',
      '1 tbsp fresh ginger, grated',
      '2 tbsp mild curry powder',
      '1 tsp ground cumin',
      '1/2 tsp ground turmeric',
      '500 g (1 lb) chicken thighs, diced, or 2 cans (400 g each) chickpeas, drained',
      '1 can (400 g / 14 oz) chopped tomatoes',
      '1 can (400 ml / 14 fl oz) coconut milk',
      '2 large handfuls of fresh spinach',
      '1 tsp salt',
      'Cooked basmati rice or naan for 4, to serve',
      'Fresh coriander (cilantro), to serve',
    ],
    notes:
      'Cook the onion slowly in the vegetable oil until soft and golden, about 10 minutes, then the garlic, ginger, curry powder, cumin and turmeric for 1 minute. Add the chicken or chickpeas, tomatoes, coconut milk and salt and simmer 20 minutes. Stir in the spinach at the end and serve with the basmati rice or naan, with coriander on top. Keep it mild and pass chilli at the table for those who like heat.',
  },
  {
    id: 'default-homemade-pizza-party',
    name: 'Homemade Pizza Party',
    difficulty: 'medium',
    ingredients: [
      '500 g (4 cups) strong bread flour or plain flour',
      '7 g (1 sachet / 2 1/4 tsp) fast-action dried yeast',
      '1 tsp salt',
      '1 tsp sugar',
      '325 ml (1 1/3 cups) warm water',
      '2 tbsp olive oil',
      '250 ml (1 cup) passata or pizza sauce',
      '1 tsp dried oregano',
      '250 g (2 1/2 cups) grated mozzarella',
      'Toppings to share: 1 pepper, sliced',
      '100 g (1 1/2 cups) mushrooms, sliced',
      '100 g (2/3 cup) sweetcorn',
      '50 g (1/2 cup) pitted olives, sliced',
      '100 g (3 1/2 oz) ham or pepperoni'
    ],
    notes:
      'Mix the flour, yeast, salt and sugar, add the warm water and olive oil and knead 8-10 minutes until smooth. Leave covered for about 1 hour until doubled. Heat the oven to 220 °C (425 °F) and stir the oregano into the passata or pizza sauce. Divide the dough into 4 so everyone shapes their own, spreads the sauce, scatters the mozzarella and adds the pepper, mushrooms, sweetcorn, olives, ham or pepperoni they like, then bake on a hot tray for 12-15 minutes.',
  },
  {
    id: 'default-cozy-family-stew',
    name: 'Cosy Family Stew',
    difficulty: 'medium',
    ingredients: [
      '700 g (1 1/2 lb) stewing beef, cut into 3 cm cubes',
      '2 tbsp plain flour',
      '2 tbsp vegetable oil',
      '1 onion, chopped',
      '2 cloves garlic, crushed',
      '3 carrots, cut into chunks',
      '2 celery sticks, sliced',
      '500 g (1 lb) potatoes, cut into chunks',
      '2 tbsp tomato paste',
      '1 litre (4 cups) beef or vegetable stock',
      '1 tsp dried thyme',
      '2 bay leaves',
      '1 tsp salt',
      '1/2 tsp black pepper',
      'Crusty bread, to serve',
    ],
    notes:
      'Toss the beef in the flour with the salt and black pepper and brown it in batches in the vegetable oil. Soften the onion and garlic, return the beef with the carrots, celery, potatoes, tomato paste, stock, thyme and bay leaves, then cover and simmer gently for 1 1/2 to 2 hours until the beef is tender. Take out the bay leaves and serve with the crusty bread. It tastes even better the next day.',
  },
  {
    id: 'default-quick-fried-rice',
    name: 'Quick Fried Rice',
    difficulty: 'easy',
    ingredients: [
      '600 g (about 4 cups) cooked rice, cold (day-old is best)',
      '2 tbsp vegetable oil',
      '3 eggs, beaten',
      '1 onion, finely chopped',
      '2 cloves garlic, crushed',
      '200 g (1 1/2 cups) frozen mixed vegetables (peas, carrots, sweetcorn)',
      '150 g (5 oz) cooked chicken, ham or prawns, diced (optional)',
      '3 tbsp soy sauce',
      '1 tsp sesame oil',
      '3 spring onions, sliced',
      'Salt and white pepper, to taste',
    ],
    notes:
      'Cold rice fries best, so this is a good way to use leftovers. Scramble the eggs in a little of the vegetable oil and set them aside, then fry the onion, garlic and frozen vegetables over high heat for 3 minutes. Add the rice and any chicken, ham or prawns and fry until steaming hot, then stir the eggs back in with the soy sauce, sesame oil and spring onions, and season with salt and white pepper.',
  },
];

export const defaultRecipes: readonly Recipe[] = recipeTexts.map((text) => ({
  ...text,
  contributor: DEFAULT_RECIPE_CONTRIBUTOR,
  photos: [],
  cookedDates: [],
  familyId: DEFAULT_RECIPE_FAMILY_ID,
}));

/** Default recipes cannot be deleted; they are recognised by their id prefix. */
export function isDefaultRecipe(id: string): boolean {
  return id.startsWith(DEFAULT_RECIPE_PREFIX);
}
