import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { db } from '@/data/db';
import { getAllocation, getExperience } from '@/data/moments';
import { preferenceKeys, type ExperienceRecord } from '@/data/types';
import { builtInGuidance } from '@/features/moments/data/built-in-guidance';
import { chooseDailyChallenge } from '@/features/moments/model/choose-daily-challenge';
import { DailyCard } from '@/features/moments/components/daily-card';
import { stoppedClock, systemClock, type Clock } from '@/lib/clock';
import type { Services } from '@/lib/services';
import { guidanceHandlers, sampleAiGuidance } from '../../../stories/mocks/guidance-handlers';
import { loadChallengeCatalogue } from '@/features/moments/data/load-challenges';
import { renderWithProviders } from '../render';
import { testCatalogue, twoMembers } from './render';
import { preloadMomentDialogs } from '@/features/moments/components/lazy-moment-dialogs';

// The small test catalogue stands in for the catalogue's code chunk (and its failure to load).
vi.mock('@/features/moments/data/load-challenges', async () => ({ loadChallengeCatalogue: vi.fn(async () => (await import('./render')).testCatalogue) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Taken after server.listen(), which patches fetch to reach the handlers.
  const realFetch = globalThis.fetch;
  // jsdom gives no origin to Node's fetch and its AbortSignal is not Node's: resolve the path and
  // leave the signal out, so the requests reach the mock server.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), window.location.origin), { ...init, signal: null }),
  );
});
// The AI consent choices live in localStorage: every test starts with none.
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const DATE = '2025-06-15';
const noon: Clock = stoppedClock(new Date(2025, 5, 15, 12, 0, 0));
const todays = chooseDailyChallenge({ challenges: testCatalogue, date: DATE, familyId: twoMembers.familyId, excludedIds: [] });

function renderCard(props: Partial<Parameters<typeof DailyCard>[0]> = {}, services: Partial<Services> = {}) {
  return renderWithProviders(<DailyCard family={twoMembers} {...props} />, { services: { clock: noon, random: () => 0, ...services } });
}

const experience = (taskId: string, title: string): ExperienceRecord => ({
  id: 'experience_1',
  taskId,
  taskTitle: title,
  experiencedAt: new Date(2025, 5, 15, 9).toISOString(),
  familyId: twoMembers.familyId,
});


// The dialogs' code loads on demand; loaded once up front, as the home does after its
// first paint, so a busy machine's first transform of it does not count against findBy's wait.
beforeAll(() => preloadMomentDialogs());
// The card's family is the saved one, as in the app (the chosen challenge is only saved for it).
beforeEach(async () => {
  await db.preferences.put({ key: preferenceKeys.familyData, value: twoMembers });
});

const savedChallenge = async () => (await db.preferences.get(preferenceKeys.currentChallenge(twoMembers.familyId, DATE)))?.value;
/** Lets every write the card started settle. */
const afterPendingWrites = () => new Promise((resolve) => setTimeout(resolve, 200));
describe('DailyCard: today\'s challenge', () => {
  it('shows the challenge chosen from the date and family and saves it for the day', async () => {
    renderCard();
    expect(await screen.findByRole('heading', { name: todays.title })).toBeInTheDocument();
    expect(screen.getByText(todays.category)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Family Moment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Surprise us with another challenge' })).toBeEnabled();
    await waitFor(async () =>
      expect((await db.preferences.get(preferenceKeys.currentChallenge(twoMembers.familyId, DATE)))?.value).toBe(todays.id),
    );
  });

  it('keeps a challenge the family picks as the chosen one is saved', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByRole('heading', { name: todays.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Surprise us with another challenge' }));
    const picked = testCatalogue.find((challenge) => challenge.id !== todays.id);
    await waitFor(async () => expect(await savedChallenge()).toBe(picked?.id));
    await afterPendingWrites();
    expect(await savedChallenge()).toBe(picked?.id);
    expect(screen.getByRole('heading', { name: picked?.title })).toBeInTheDocument();
  });

  it('uses the challenge saved for today', async () => {
    await db.preferences.put({ key: preferenceKeys.currentChallenge(twoMembers.familyId, DATE), value: 'c-movement' });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Freeze dance' })).toBeInTheDocument();
    expect(screen.getByText('Clear a space so nobody bumps into furniture.')).toBeInTheDocument();
  });

  it('skips challenges the family already experienced', async () => {
    const others = testCatalogue.filter((c) => c.id !== 'c-gratitude');
    await db.preferences.bulkPut(
      others.map((c, i) => ({
        key: preferenceKeys.momentExperience(twoMembers.familyId, `2025-06-0${i + 1}`),
        value: experience(c.id, c.title),
      })),
    );
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Thank-you chain' })).toBeInTheDocument();
  });

  it("shows 'Family weather report' when the catalogue cannot be loaded, and does not save it", async () => {
    vi.mocked(loadChallengeCatalogue).mockRejectedValueOnce(new Error('chunk failed'));
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Family weather report' })).toBeInTheDocument();
    expect(await db.preferences.get(preferenceKeys.currentChallenge(twoMembers.familyId, DATE))).toBeUndefined();
  });
});

describe('DailyCard: ready -> active -> ready', () => {
  it('starts the moment with the built-in guidance, asks before sending the challenge, then shows the AI guidance', async () => {
    server.use(...guidanceHandlers.success());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Start Family Moment' }));
    // The built-in guidance shows at once, the question opens over it.
    expect(await screen.findByText(builtInGuidance(todays.category).steps[0] as string)).toBeInTheDocument();
    const question = await screen.findByRole('dialog', { name: 'Send to an AI provider?' });
    expect(question).toHaveTextContent(/Daily-moment guidance will send the title, description and kind of today’s challenge \(no names, no photos\)/);
    await user.click(within(question).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(sampleAiGuidance.steps[0] as string)).toBeInTheDocument();
    expect(screen.getByText(sampleAiGuidance.tips[0] as string)).toBeInTheDocument();
    expect(screen.getByTestId('guidance-duration')).toHaveTextContent('2-3 minutes');
    expect(screen.getByRole('button', { name: 'Share Our Family Experience' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Different Moment' })).toBeInTheDocument();
  });

  it.each([
    ['demo mode', guidanceHandlers.demoMode()],
    ['a 500', guidanceHandlers.serverError()],
    ['malformed content', guidanceHandlers.malformedContent()],
    ['a network error', guidanceHandlers.networkError()],
  ])('falls back to the built-in guidance for the category on %s', async (_label, handlers) => {
    server.use(...handlers);
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Start Family Moment' }));
    const expected = builtInGuidance(todays.category);
    expect(await screen.findByText(expected.steps[0] as string)).toBeInTheDocument();
    expect(screen.getByText(expected.tips[0] as string)).toBeInTheDocument();
  });

  it("'Not now' keeps the built-in guidance, sends nothing, and is not asked again each moment", async () => {
    server.use(...guidanceHandlers.success());
    const aiRequests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/ai')) aiRequests.push(request.url);
    };
    server.events.on('request:start', onRequest);
    try {
      const user = userEvent.setup();
      renderCard();
      await user.click(await screen.findByRole('button', { name: 'Start Family Moment' }));
      const builtIn = builtInGuidance(todays.category).steps[0] as string;
      await user.click(within(await screen.findByRole('dialog', { name: 'Send to an AI provider?' })).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText(builtIn)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Choose Different Moment' }));
      await user.click(screen.getByRole('button', { name: 'Start Family Moment' }));
      expect(await screen.findByText(builtIn)).toBeInTheDocument();
      await afterPendingWrites();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();
      expect(aiRequests).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it("'Choose Different Moment' goes back to ready; the random button picks another challenge and clears guidance", async () => {
    server.use(...guidanceHandlers.success());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Start Family Moment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send to an AI provider?' })).getByRole('button', { name: 'Continue' }));
    await screen.findByText(sampleAiGuidance.steps[0] as string);
    await user.click(screen.getByRole('button', { name: 'Choose Different Moment' }));
    expect(screen.getByRole('button', { name: 'Start Family Moment' })).toHaveFocus();
    expect(screen.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Family Moment' }));
    await screen.findByText(sampleAiGuidance.steps[0] as string);
    await user.click(screen.getByRole('button', { name: 'Surprise us with another challenge' }));
    const first = testCatalogue.find((c) => c.id !== todays.id);
    expect(await screen.findByRole('heading', { name: first?.title })).toBeInTheDocument();
    expect(screen.queryByText(sampleAiGuidance.steps[0] as string)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Family Moment' })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await db.preferences.get(preferenceKeys.currentChallenge(twoMembers.familyId, DATE)))?.value).toBe(first?.id),
    );
  });
});

describe('DailyCard: completing the moment', () => {
  it('confirms, shares, shows the completed card and opens the reflection', async () => {
    server.use(...guidanceHandlers.demoMode());
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Start Family Moment' }));
    await user.click(await screen.findByRole('button', { name: 'Share Our Family Experience' }));

    let confirm = await screen.findByRole('alertdialog', { name: 'Ready to complete?' });
    await user.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Share Our Family Experience' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share Our Family Experience' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Ready to complete?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, complete!' }));

    const share = await screen.findByRole('dialog', { name: 'Share a Family Moment' });
    await user.type(within(share).getByRole('textbox', { name: 'Your reflection' }), 'We told each other our weather');
    await user.click(within(share).getByRole('button', { name: 'Create Family Moment' }));

    const reflection = await screen.findByRole('dialog', { name: 'Pause and reflect together' });
    expect(within(reflection).getByRole('button', { name: 'Take a moment' })).toBeInTheDocument();
    expect(screen.getByText("Today's Family Moment Created!")).toBeInTheDocument();
    // The dialog hides the page from assistive tech while it is open.
    expect(screen.getByRole('timer', { hidden: true })).toHaveTextContent('12h 0m');

    const stored = await getExperience(twoMembers.familyId, DATE);
    expect(stored).toMatchObject({ taskId: todays.id, taskTitle: todays.title, familyId: twoMembers.familyId });
    expect(await db.completedTasks.count()).toBe(1);
    const posts = await db.posts.toArray();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ userId: 'member_a', type: 'text', content: 'We told each other our weather', taskId: todays.id });
    expect(await getAllocation(twoMembers.familyId, DATE)).toEqual({
      date: DATE,
      familyId: twoMembers.familyId,
      allocations: { member_a: { text: true } },
    });

    await user.click(within(reflection).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('moment-completed')).toHaveFocus();
  }, 30_000);

  it("shows 'Today's Family Moment Created!' on load when today has an experience record", async () => {
    await db.preferences.put({ key: preferenceKeys.momentExperience(twoMembers.familyId, DATE), value: experience('c-movement', 'Freeze dance') });
    renderCard({}, { clock: stoppedClock(new Date(2025, 5, 15, 23, 30, 15)) });
    expect(await screen.findByText("Today's Family Moment Created!")).toBeInTheDocument();
    expect(screen.getByText('Freeze dance')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('29m 45s');
    expect(screen.queryByRole('button', { name: 'Start Family Moment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Surprise us with another challenge' })).not.toBeInTheDocument();
  });

  it('counts down every second and moves to the next day at midnight without a reload', async () => {
    await db.preferences.put({ key: preferenceKeys.momentExperience(twoMembers.familyId, DATE), value: experience('c-movement', 'Freeze dance') });
    const start = new Date(2025, 5, 15, 23, 59, 58, 500).getTime();
    const t0 = Date.now();
    const running: Clock = { ...systemClock, now: () => new Date(start + (Date.now() - t0)) };
    renderCard({}, { clock: running });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1s$/);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^0s$/), { timeout: 2000 });
    const tomorrow = chooseDailyChallenge({ challenges: testCatalogue, date: '2025-06-16', familyId: twoMembers.familyId, excludedIds: ['c-movement'] });
    expect(await screen.findByRole('heading', { name: tomorrow.title }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Family Moment' })).toBeInTheDocument();
    expect(screen.queryByText("Today's Family Moment Created!")).not.toBeInTheDocument();
  });
});
