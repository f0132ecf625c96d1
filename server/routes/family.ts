import { Hono } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from '../json-body';

// New ids are family_{timestamp}_{random}; the older family-/member- forms and 'local-family' are valid.
const familyIdPattern = /^(family[_-][A-Za-z0-9_-]{1,80}|local-family)$/;
const memberIdPattern = /^member[_-][A-Za-z0-9_-]{1,80}$/;
// Member names in every script: Unicode letters, spaces, hyphens, apostrophes.
const memberNamePattern = /^[\p{L}\p{M}][\p{L}\p{M}\s'’-]*$/u;
// Control characters have no place in a family name and would corrupt logs or exports.
const noControlCharacters = /^[^\p{Cc}]*$/u;

export const familyUpdateSchema = z.strictObject({
  familyId: z.string().regex(familyIdPattern, 'not a family id'),
  familyName: z.string().trim().min(1).max(100).regex(noControlCharacters, 'has control characters'),
  members: z
    .array(
      z.strictObject({
        id: z.string().regex(memberIdPattern, 'not a member id'),
        name: z.string().trim().min(2).max(50).regex(memberNamePattern, 'not a valid name'),
      }),
    )
    .max(20)
    .refine((members) => new Set(members.map((m) => m.id)).size === members.length, 'has a member twice'),
});

export const familyBodyLimitBytes = 16 * 1024;

/**
 * POST /api/family/update (docs/product.md#family-update), validated and answered. What the server
 * does with it is Hearth's choice: it keeps nothing of it (no name is stored or logged), so
 * the server holds no family's or member's name (docs/threat-model.md "What the server keeps").
 */
export function familyRoutes(): Hono {
  const routes = new Hono();
  routes.post('/update', async (c) => {
    await parseJsonBody(c, familyUpdateSchema);
    return c.json({ ok: true });
  });
  return routes;
}
