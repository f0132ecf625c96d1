// MSW handlers for the family update (docs/product.md#family-update), shared by stories (parameters.msw.handlers),
// unit tests (msw/node setupServer) and any end-to-end test that needs a scripted server.
import { http, HttpResponse } from 'msw';
import { FAMILY_UPDATE_PATH, type FamilyUpdateBody } from '@/data/api/family-api';

export type FamilyUpdateListener = (body: FamilyUpdateBody) => void;

async function readBody(request: Request, onBody?: FamilyUpdateListener) {
  const body = (await request.json()) as FamilyUpdateBody;
  onBody?.(body);
  return body;
}

export const familyHandlers = {
  /** The server accepted the update (its real answer: `{ ok: true }`). */
  updateOk: (onBody?: FamilyUpdateListener) =>
    http.post(FAMILY_UPDATE_PATH, async ({ request }) => {
      await readBody(request, onBody);
      return HttpResponse.json({ ok: true });
    }),

  /** The server refused the body, as its validation does (400 with a JSON error). */
  updateRejected: (onBody?: FamilyUpdateListener) =>
    http.post(FAMILY_UPDATE_PATH, async ({ request }) => {
      await readBody(request, onBody);
      return HttpResponse.json(
        { error: { code: 'INVALID_BODY', message: 'members.0.name: not a valid name' } },
        { status: 400 },
      );
    }),

  /** Too many updates from this client. */
  updateRateLimited: () =>
    http.post(FAMILY_UPDATE_PATH, () =>
      HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, { status: 429 }),
    ),

  /** The request never got an answer (offline, server down). */
  updateNetworkError: () => http.post(FAMILY_UPDATE_PATH, () => HttpResponse.error()),
};

/** What every family story starts with: saves reach a server that accepts them. */
export const defaultFamilyHandlers = [familyHandlers.updateOk()];
