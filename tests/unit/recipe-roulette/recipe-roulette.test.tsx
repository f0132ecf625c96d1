import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { systemClock } from '@/lib/clock';
import type { Services, TickSound } from '@/lib/services';
import { db } from '@/data/db';
import { DefaultRecipeError } from '@/data/errors';
import { saveFamilyData } from '@/data/preferences';
import type { Recipe } from '@/data/types';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';
import { RecipeRoulette, type RecipeRouletteProps } from '@/features/recipe-roulette/components/recipe-roulette';
import { family, NOW, PHOTO } from './fixtures';
import { renderWithProviders } from '../render';
import { failStorage, type StorageFailure } from '../../../stories/mocks/storage-failures';

// Recipe roulette driven by fake timers: the services' clock sets the spin's moments with
// setTimeout and reads Date, which vi.useFakeTimers replaces. The local store is the real one
// (fake-indexeddb) seeded with the family; failures are made by storage that fails (failStorage).

// Full renders on a shared 2-core machine: give each test room.
vi.setConfig({ testTimeout: 30_000 });

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast: Object.assign(vi.fn(), toastMock) }));

// random() => 0 alternates the first two defaults; the 8th pick (the chosen one) is the second.
const CHOSEN = defaultRecipes[1]!;

const familyRecipe: Recipe = {
  id: 'recipe_1700000000000_dal00001',
  name: "Nani's Dal",
  contributor: 'Asha',
  ingredients: ['1 cup lentils', '1 onion'],
  difficulty: 'medium',
  photos: [],
  cookedDates: ['2025-06-01T18:00:00.000Z'],
  familyId: family.familyId,
};

/** Makes the store fail for the rest of the test; the store works again after it. */
let restoreStorage: (() => Promise<void>) | undefined;
async function failing(...failures: StorageFailure[]) {
  restoreStorage = await failStorage(db, ...failures);
}

function spySound() {
  return { play: vi.fn<TickSound['play']>(), prime: vi.fn<TickSound['prime']>() };
}

type RouletteTestOptions = Partial<RecipeRouletteProps> & { sound?: TickSound; compressPhoto?: Services['compressImage'] };

function renderRoulette({ sound = spySound(), compressPhoto, ...props }: RouletteTestOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/family/recipe-roulette" element={<RecipeRoulette family={family} {...props} />} />
      <Route path="/family/feeds" element={<h1>Family Memories</h1>} />
    </Routes>,
    {
      route: '/family/recipe-roulette',
      // The spin's moments run on the fake timers; the saved session is dated NOW, however long the spin took.
      services: { clock: { ...systemClock, now: () => NOW }, random: () => 0, tick: sound, ...(compressPhoto ? { compressImage: compressPhoto } : {}) },
    },
  );
}

/**
 * Lets promises, the store's requests (fake-indexeddb answers with setImmediate, which stays real)
 * and React Query's zero-delay notifications settle.
 */
async function settle() {
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const spinButton = () => screen.getByRole('button', { name: 'Spin the Roulette' });
const plate = () => screen.getByTestId('spin-plate');

/** Spins and lets the whole 7 s play out: the selection stage of CHOSEN. */
async function spinToSelection() {
  fireEvent.click(spinButton());
  await advance(7000);
  expect(screen.getByRole('heading', { level: 2, name: CHOSEN.name })).toBeInTheDocument();
}

beforeEach(async () => {
  await db.delete();
  await db.open();
  await saveFamilyData(family);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  toastMock.success.mockClear();
  toastMock.error.mockClear();
});
afterEach(async () => {
  vi.useRealTimers();
  await restoreStorage?.();
  restoreStorage = undefined;
});

describe('the spin', () => {
  it('counts 3-2-1 with a tick at 0.4 each second, cycles 8 picks, reveals for 2 s, then opens the selection', async () => {
    const sound = spySound();
    renderRoulette({ sound });
    await settle();
    expect(plate()).toHaveAttribute('data-phase', 'idle');

    fireEvent.click(spinButton());
    expect(sound.prime).toHaveBeenCalledTimes(1);
    expect(plate()).toHaveAttribute('data-phase', 'countdown');
    expect(screen.getByTestId('spin-countdown')).toHaveTextContent('3');
    expect(sound.play).toHaveBeenCalledTimes(1);
    expect(sound.play).toHaveBeenLastCalledWith(0.4);
    expect(spinButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Family Recipe' })).toBeDisabled();

    await advance(999);
    expect(screen.getByTestId('spin-countdown')).toHaveTextContent('3');
    await advance(1);
    expect(screen.getByTestId('spin-countdown')).toHaveTextContent('2');
    expect(sound.play).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(screen.getByTestId('spin-countdown')).toHaveTextContent('1');
    expect(sound.play).toHaveBeenCalledTimes(3);
    expect(sound.play.mock.calls.every(([volume]) => volume === 0.4)).toBe(true);

    // Cycling: 8 picks 250 ms apart, alternating, with no more ticks.
    const seen: string[] = [];
    for (let pick = 0; pick < 8; pick += 1) {
      await advance(pick === 0 ? 1000 : 250);
      expect(plate()).toHaveAttribute('data-phase', 'cycling');
      expect(spinButton()).toBeDisabled();
      seen.push(screen.getByTestId('spin-cycling').textContent ?? '');
    }
    expect(seen).toEqual([0, 1, 0, 1, 0, 1, 0, 1].map((i) => defaultRecipes[i]!.name));
    expect(sound.play).toHaveBeenCalledTimes(3);

    await advance(250);
    expect(plate()).toHaveAttribute('data-phase', 'reveal');
    expect(within(plate()).getByText("Tonight's selection")).toBeInTheDocument();
    expect(screen.getByTestId('spin-reveal')).toHaveTextContent(CHOSEN.name);
    expect(screen.getByTestId('spin-status')).toHaveTextContent(`Tonight's selection: ${CHOSEN.name}`);
    expect(spinButton()).toBeDisabled();

    await advance(1999);
    expect(screen.queryByRole('button', { name: 'Start Cooking' })).not.toBeInTheDocument();
    await advance(1);
    const heading = screen.getByRole('heading', { level: 2, name: CHOSEN.name });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start Cooking' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(CHOSEN.ingredients.length);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('stops when the page is left mid-spin', async () => {
    const sound = spySound();
    const view = renderRoulette({ sound });
    await settle();
    fireEvent.click(spinButton());
    await advance(1500);
    view.unmount();
    await advance(10_000);
    expect(sound.play).toHaveBeenCalledTimes(2);
  });
});

describe('the stages (collection -> selection -> cooking -> collection)', () => {
  it('Back goes cooking -> selection -> collection, keeping the ticks and the draft', async () => {
    renderRoulette();
    await settle();
    await spinToSelection();
    fireEvent.click(screen.getByRole('checkbox', { name: CHOSEN.ingredients[0] }));
    expect(screen.getByText(`1 of ${CHOSEN.ingredients.length} ready`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    expect(screen.getByRole('heading', { level: 2, name: CHOSEN.name })).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Cooking notes'), { target: { value: 'Flour everywhere' } });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Start Cooking' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CHOSEN.ingredients[0] })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    expect(screen.getByLabelText('Cooking notes')).toHaveValue('Flour everywhere');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Your Recipe Collection' })).toBeInTheDocument();
    expect(spinButton()).toBeEnabled();
  });

  it('saves the photo, notes and chef in one call, then goes to /family/feeds', async () => {
    const compressPhoto = vi.fn(async () => PHOTO);
    renderRoulette({ compressPhoto });
    await settle();
    await spinToSelection();
    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));

    const file = new File(['png'], 'dinner.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('cooking-photo-input'), { target: { files: [file] } });
    await settle();
    expect(compressPhoto).toHaveBeenCalledWith(file, { maxSide: 600, quality: 0.6 });
    expect(screen.getByRole('img', { name: 'The photo of your meal' })).toHaveAttribute('src', PHOTO);
    fireEvent.change(screen.getByLabelText('Cooking notes'), { target: { value: '  Best one yet  ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Ravi Kumar/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save to Family Feed' }));
    await settle();

    const sessions = await db.cookingSessions.toArray();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      recipeId: CHOSEN.id,
      recipeName: CHOSEN.name,
      date: NOW.toISOString(),
      photos: [PHOTO],
      familyNotes: 'Best one yet',
      mvpChef: 'Ravi Kumar',
      familyId: family.familyId,
    });
    // The default's stored copy carries the date and the photo.
    expect(await db.recipes.get(CHOSEN.id)).toMatchObject({ cookedDates: [NOW.toISOString()], photos: [PHOTO] });
    const posts = await db.posts.toArray();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ type: 'photo', taskId: 'recipe-roulette', userName: 'Ravi Kumar', imageUrls: [PHOTO] });
    expect(screen.getByRole('heading', { level: 1, name: 'Family Memories' })).toBeInTheDocument();
  });

  it('a failed save keeps the cooking stage and everything entered', async () => {
    await failing({ table: 'cookingSessions', on: 'write' });
    renderRoulette();
    await settle();
    await spinToSelection();
    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    fireEvent.change(screen.getByLabelText('Cooking notes'), { target: { value: 'Crispy edges' } });
    fireEvent.click(screen.getByRole('radio', { name: /Asha/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save to Family Feed' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(/couldn't add your cooking adventure to the family feed/);
    expect(screen.getByLabelText('Cooking notes')).toHaveValue('Crispy edges');
    expect(screen.getByRole('radio', { name: /Asha/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('heading', { name: 'Family Memories' })).not.toBeInTheDocument();
  });

  it('invalid notes block the save with their message', async () => {
    renderRoulette();
    await settle();
    await spinToSelection();
    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    fireEvent.change(screen.getByLabelText('Cooking notes'), { target: { value: 'n'.repeat(1001) } });
    expect(screen.getByText('Cooking notes must be less than 1000 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save to Family Feed' }));
    await settle();
    expect(screen.getByText('Please fix the content issues before sharing your cooking adventure')).toBeInTheDocument();
    expect(await db.cookingSessions.count()).toBe(0);

    fireEvent.change(screen.getByLabelText('Cooking notes'), { target: { value: 'n'.repeat(1000) } });
    expect(screen.queryByText('Please fix the content issues before sharing your cooking adventure')).not.toBeInTheDocument();
  });

  it('photo rules: not an image, too large, failed compression', async () => {
    const compressPhoto = vi.fn(async () => {
      throw new Error('decode failed');
    });
    renderRoulette({ compressPhoto });
    await settle();
    await spinToSelection();
    fireEvent.click(screen.getByRole('button', { name: 'Start Cooking' }));
    const input = screen.getByTestId('cooking-photo-input');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image smaller than 5MB');
    expect(compressPhoto).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(['x'], 'broken.png', { type: 'image/png' })] } });
    await settle();
    expect(compressPhoto).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload photo. Please try again.');
    expect(screen.queryByTestId('cooking-photo-preview')).not.toBeInTheDocument();
  });
});

describe('the collection', () => {
  it('pages the defaults 6 at a time, with no delete buttons', async () => {
    renderRoulette();
    await settle();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('adds a family recipe: errors inline, then the toast and its page', async () => {
    renderRoulette();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add Family Recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Family Recipe' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipe' }));
    await settle();
    expect(within(dialog).getByText('Recipe name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingredients is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the family member who contributed this recipe')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipe name')).toHaveFocus();

    fireEvent.change(within(dialog).getByLabelText('Recipe name'), { target: { value: "  Nani's Dal " } });
    fireEvent.change(within(dialog).getByLabelText('Ingredients'), { target: { value: '1 cup lentils\n\n1 onion\n' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Asha/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Medium' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipe' }));
    await settle();

    expect(toastMock.success).toHaveBeenCalledWith("Nani's Dal added to your collection!");
    const stored = await db.recipes.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Nani's Dal", contributor: 'Asha', ingredients: ['1 cup lentils', '1 onion'], difficulty: 'medium', familyId: family.familyId });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Nani's Dal" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Delete Nani's Dal" })).toBeInTheDocument();
  });

  it.each([
    ['a failed write', () => failing({ table: 'recipes', on: 'write', error: new Error('disk full') }), 'Failed to save recipe - please try again'],
    ['no family saved any more', () => db.preferences.clear(), 'Unable to save recipe - family data not loaded'],
  ] as const)('%s keeps the dialog and what was typed', async (_name, breakStore, message) => {
    await breakStore();
    renderRoulette();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add Family Recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Family Recipe' });
    fireEvent.change(within(dialog).getByLabelText('Recipe name'), { target: { value: 'Aloo Paratha' } });
    fireEvent.change(within(dialog).getByLabelText('Ingredients'), { target: { value: 'potatoes\nflour' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Ravi Kumar/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipe' }));
    await settle();
    expect(toastMock.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole('dialog', { name: 'Add Family Recipe' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Recipe name')).toHaveValue('Aloo Paratha');
    expect(within(dialog).getByLabelText('Ingredients')).toHaveValue('potatoes\nflour');
  });

  it.each([
    ['deleted', undefined, 'success', 'Recipe removed from your collection', 0],
    ['a failed delete', new Error('locked'), 'error', 'Failed to delete recipe - please try again', 1],
    ['a default refused by the store', new DefaultRecipeError('default-x'), 'error', 'Default recipes cannot be deleted - they keep your family dinner options ready!', 1],
  ] as const)('delete after confirming: %s', async (_name, deleteError, kind, message, left) => {
    await db.recipes.put(familyRecipe);
    if (deleteError) await failing({ table: 'recipes', on: 'delete', error: deleteError });
    renderRoulette({ initialPage: 2 });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: "Delete Nani's Dal" }));
    const confirm = screen.getByRole('alertdialog', { name: "Delete Nani's Dal?" });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(toastMock[kind]).toHaveBeenCalledWith(message);
    expect(await db.recipes.count()).toBe(left);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows each recipe with contributor, difficulty, ingredient count and times cooked', async () => {
    await db.recipes.put(familyRecipe);
    renderRoulette({ initialPage: 2 });
    await settle();
    const card = screen.getByRole('heading', { name: "Nani's Dal" }).closest('[data-testid="recipe-card"]') as HTMLElement;
    expect(within(card).getByText('From Asha')).toBeInTheDocument();
    expect(within(card).getByText('Medium')).toBeInTheDocument();
    expect(within(card).getByText('2 ingredients')).toBeInTheDocument();
    expect(within(card).getByText('Cooked once')).toBeInTheDocument();
    expect(screen.getByText("9 recipes: 8 Hearth classics and 1 of your family's own.")).toBeInTheDocument();
  });
});
