import type { CookingSession, FamilyMember, Recipe } from '@/data/types';
import { applyCookingSession, buildCookingPost, cookingPostContent } from '@/features/recipe-roulette/model/cooking-post';
import { parseIngredients } from '@/features/recipe-roulette/model/ingredients';
import { RECIPE_PAGE_SIZE, paginate } from '@/features/recipe-roulette/model/paginate';
import { SPIN_TIMING, planSpin } from '@/features/recipe-roulette/model/spin';

const scripted = (...values: number[]) => {
  let call = 0;
  return () => values[call++ % values.length] ?? 0;
};

describe('planSpin', () => {
  const recipes = ['pasta', 'stew', 'curry', 'tacos', 'pizza', 'rice', 'stir-fry', 'one-pot'];

  it('counts down 3-2-1 one second apart, then cycles 8 picks 250 ms apart, then reveals for 2 s', () => {
    const plan = planSpin(recipes, scripted(0.1, 0.5, 0.9, 0.3));
    expect(plan.countdown).toEqual([
      { value: 3, atMs: 0 },
      { value: 2, atMs: 1000 },
      { value: 1, atMs: 2000 },
    ]);
    expect(plan.cycle.map((pick) => pick.atMs)).toEqual([3000, 3250, 3500, 3750, 4000, 4250, 4500, 4750]);
    expect(plan.reveal.atMs).toBe(5000);
    expect(plan.reveal.durationMs).toBe(2000);
    expect(plan.totalMs).toBe(7000);
    const cycleSpan = plan.reveal.atMs - (plan.cycle[0]?.atMs ?? 0);
    expect(cycleSpan).toBe(SPIN_TIMING.cyclePicks * SPIN_TIMING.cycleStepMs);
    expect(cycleSpan).toBe(2000);
  });

  it.each([
    ['low draws', scripted(0)],
    ['high draws', scripted(0.999)],
    ['mixed draws', scripted(0.2, 0.7, 0.4, 0.95, 0.05)],
    ['out-of-range draws', scripted(1, -1, Number.NaN)],
  ])('with %s: 8 picks from the list, no pick repeated back to back, chosen = last pick', (_name, random) => {
    const plan = planSpin(recipes, random);
    expect(plan.cycle).toHaveLength(8);
    for (const pick of plan.cycle) expect(recipes).toContain(pick.recipe);
    plan.cycle.slice(1).forEach((pick, index) => expect(pick.recipe).not.toBe(plan.cycle[index]?.recipe));
    expect(plan.chosen).toBe(plan.cycle[7]?.recipe);
    expect(plan.reveal.recipe).toBe(plan.chosen);
  });

  it('follows the random draws', () => {
    // 0.5 of 8 -> index 4; then draws among the 7 others: 0 -> index 0, 0.99 -> index 7 ...
    const plan = planSpin(recipes, scripted(0.5, 0, 0.99, 0.5, 0, 0.99, 0.5, 0));
    expect(plan.cycle.map((pick) => pick.recipe)).toEqual(['pizza', 'pasta', 'one-pot', 'tacos', 'pasta', 'one-pot', 'tacos', 'pasta']);
    expect(plan.chosen).toBe('pasta');
  });

  it('can land on every recipe', () => {
    // A deterministic pseudo-random sequence (LCG) instead of Math.random keeps the test repeatable.
    let state = 42;
    const lcg = () => {
      state = (state * 1664525 + 1013904223) % 4294967296;
      return state / 4294967296;
    };
    const landed = new Set(Array.from({ length: 200 }, () => planSpin(recipes, lcg).chosen));
    expect(landed).toEqual(new Set(recipes));
  });

  it('spins a single recipe onto itself and refuses an empty list', () => {
    expect(planSpin(['only'], Math.random).cycle.map((pick) => pick.recipe)).toEqual(Array(8).fill('only'));
    expect(() => planSpin([], Math.random)).toThrow(RangeError);
  });
});

describe('paginate (6 per page)', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it.each([
    [1, [1, 2, 3, 4, 5, 6], 1],
    [2, [7, 8, 9, 10, 11, 12], 2],
    [3, [13, 14], 3],
    [4, [13, 14], 3],
    [99, [13, 14], 3],
    [0, [1, 2, 3, 4, 5, 6], 1],
    [-2, [1, 2, 3, 4, 5, 6], 1],
    [2.7, [7, 8, 9, 10, 11, 12], 2],
    [Number.NaN, [1, 2, 3, 4, 5, 6], 1],
  ])('page %s shows %j (page %s of 3)', (page, expected, current) => {
    expect(paginate(items, page)).toEqual({ items: expected, page: current, pageCount: 3 });
  });

  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [8, 2],
    [12, 2],
    [13, 3],
  ])('%s items make %s page(s)', (count, pageCount) => {
    expect(paginate(Array.from({ length: count }), 1).pageCount).toBe(pageCount);
  });

  it('uses a page size of 6 by default and honours another size', () => {
    expect(RECIPE_PAGE_SIZE).toBe(6);
    expect(paginate(items, 2, 4)).toEqual({ items: [5, 6, 7, 8], page: 2, pageCount: 4 });
    expect(paginate(items, 1, 0).items).toHaveLength(6);
  });

  it('returns an empty first page for no items', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('parseIngredients', () => {
  it.each([
    ['2 eggs\n1 cup flour', ['2 eggs', '1 cup flour']],
    ['  2 eggs  \n\n\n   1 cup flour\n', ['2 eggs', '1 cup flour']],
    ['2 eggs\r\n1 cup flour\r\n', ['2 eggs', '1 cup flour']],
    ['2 eggs\r1 cup flour', ['2 eggs', '1 cup flour']],
    ['\t salt \t', ['salt']],
    ['', []],
    ['   \n \n\t', []],
  ])('%j -> %j', (text, expected) => {
    expect(parseIngredients(text)).toEqual(expected);
  });
});

describe('cooking post', () => {
  const member: FamilyMember = { id: 'member_1', name: 'Priya', emoji: '🦊', color: '#14b8a6', initials: 'PR' };
  const now = new Date('2025-03-14T18:30:00.000Z');
  const session = (overrides: Partial<CookingSession> = {}): CookingSession => ({
    id: 'session_1',
    recipeId: 'default-quick-fried-rice',
    recipeName: 'Quick Fried Rice',
    date: '2025-03-14',
    photos: ['data:image/jpeg;base64,AAA', 'data:image/jpeg;base64,BBB'],
    familyNotes: 'Aarav cracked all the eggs!',
    mvpChef: 'Aarav',
    familyId: 'family_1',
    ...overrides,
  });

  it('builds a photo post from the session and the sharing member', () => {
    expect(buildCookingPost({ session: session(), member, id: 'post_1', now })).toEqual({
      id: 'post_1',
      userId: 'member_1',
      userName: 'Priya',
      userImage: '🦊',
      type: 'photo',
      content: 'Aarav cracked all the eggs!\n\n👨‍🍳 MVP Chef: Aarav',
      imageUrl: 'data:image/jpeg;base64,AAA',
      imageUrls: ['data:image/jpeg;base64,AAA', 'data:image/jpeg;base64,BBB'],
      timestamp: '2025-03-14T18:30:00.000Z',
      likes: 0,
      comments: 0,
      taskId: 'recipe-roulette',
      taskTitle: 'Cooked Quick Fried Rice',
      taskEmoji: '🍳',
      memberColor: '#14b8a6',
      memberInitials: 'PR',
    });
  });

  it('leaves out the image fields when no photo was added', () => {
    const post = buildCookingPost({ session: session({ photos: [] }), member, id: 'post_2', now });
    expect(post.type).toBe('photo');
    expect(post).not.toHaveProperty('imageUrl');
    expect(post).not.toHaveProperty('imageUrls');
  });

  it('does not share the session photo array', () => {
    const cooked = session();
    const post = buildCookingPost({ session: cooked, member, id: 'post_3', now });
    post.imageUrls?.push('data:image/jpeg;base64,CCC');
    expect(cooked.photos).toHaveLength(2);
  });

  it.each([
    [{ familyNotes: 'So tasty', mvpChef: 'Aarav' }, 'So tasty\n\n👨‍🍳 MVP Chef: Aarav'],
    [{ familyNotes: '  So tasty  ', mvpChef: undefined }, 'So tasty'],
    [{ familyNotes: '', mvpChef: 'Aarav' }, 'We cooked Quick Fried Rice together!\n\n👨‍🍳 MVP Chef: Aarav'],
    [{ familyNotes: '   ', mvpChef: '  ' }, 'We cooked Quick Fried Rice together!'],
  ])('content for %j', (overrides, expected) => {
    expect(cookingPostContent(session(overrides))).toBe(expected);
  });

  it('records the session on a copy of the recipe', () => {
    const recipe: Recipe = {
      id: 'default-quick-fried-rice',
      name: 'Quick Fried Rice',
      contributor: 'Hearth',
      ingredients: ['rice'],
      difficulty: 'easy',
      photos: ['data:image/jpeg;base64,OLD'],
      cookedDates: ['2025-01-01'],
      familyId: 'default',
    };
    const updated = applyCookingSession(recipe, session());
    expect(updated.cookedDates).toEqual(['2025-01-01', '2025-03-14']);
    expect(updated.photos).toEqual(['data:image/jpeg;base64,OLD', 'data:image/jpeg;base64,AAA', 'data:image/jpeg;base64,BBB']);
    expect(recipe.cookedDates).toEqual(['2025-01-01']);
    expect(recipe.photos).toEqual(['data:image/jpeg;base64,OLD']);
  });
});
