import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAMILY_UPDATE_WARNING, familyUpdateBody, sendFamilyUpdate, type FamilyUpdateBody } from '@/data/api/family-api';
import type { FamilyData } from '@/data/types';
import { familyHandlers } from '../../../stories/mocks/family-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const family: FamilyData = {
  familyId: 'family_1735732800000_abcd1234',
  familyName: 'The Okafors',
  members: [
    { id: 'member_1_a', name: 'Zoë', emoji: '👧', color: '#a855f7', initials: 'ZO' },
    { id: 'member_2_b', name: 'देव', emoji: '👤', color: '#14b8a6', initials: 'देव' },
  ],
};

describe('familyUpdateBody', () => {
  it('holds the family id, name and member ids and names only', () => {
    expect(familyUpdateBody(family)).toEqual({
      familyId: 'family_1735732800000_abcd1234',
      familyName: 'The Okafors',
      members: [
        { id: 'member_1_a', name: 'Zoë' },
        { id: 'member_2_b', name: 'देव' },
      ],
    });
  });
});

describe('sendFamilyUpdate', () => {
  it('posts the body and resolves true when the server accepts it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bodies: FamilyUpdateBody[] = [];
    server.use(familyHandlers.updateOk((body) => bodies.push(body)));
    await expect(sendFamilyUpdate(family)).resolves.toBe(true);
    expect(bodies).toEqual([familyUpdateBody(family)]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 400 refusal', familyHandlers.updateRejected()],
    ['a 429 rate limit', familyHandlers.updateRateLimited()],
    ['a network error', familyHandlers.updateNetworkError()],
  ])('logs the warning and does not throw on %s', async (_label, handler) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(handler);
    await expect(sendFamilyUpdate(family)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(FAMILY_UPDATE_WARNING);
  });

  it('sends nothing without a familyId', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // onUnhandledRequest 'error' would fail any request; none must be made.
    await expect(sendFamilyUpdate({ ...family, familyId: '' })).resolves.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
