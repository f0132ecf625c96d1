// @vitest-environment node
import { familyUpdateSchema } from '../../../server/routes/family';
import { makeApp, postJson } from './helpers';

const good = {
  familyId: 'family_1714000000000_ab12cd',
  familyName: 'The Okafors',
  members: [
    { id: 'member_1714000000000_x1', name: 'Ngozi' },
    { id: 'member-1714000000001-x2', name: 'José María' },
  ],
};

const with20Members = {
  ...good,
  members: Array.from({ length: 20 }, (_, i) => ({ id: `member_${i}`, name: 'Zoë' })),
};

describe('family update schema', () => {
  it.each([
    ['a typical family', good],
    ['the local-family id', { ...good, familyId: 'local-family' }],
    ['a family- prefix', { ...good, familyId: 'family-abc' }],
    ['no members', { ...good, members: [] }],
    ['20 members', with20Members],
    ['names in every script', { ...good, members: [
      { id: 'member_a', name: 'देव' },
      { id: 'member_b', name: '李华' },
      { id: 'member_c', name: "O'Brien-Nguyễn" },
      { id: 'member_d', name: 'D’Arcy' },
      { id: 'member_e', name: 'Siobhán' },
    ] }],
    ['a 100-character family name', { ...good, familyName: 'F'.repeat(100) }],
    ['a 50-character member name', { ...good, members: [{ id: 'member_a', name: 'A'.repeat(50) }] }],
  ])('accepts %s', (_label, body) => {
    expect(familyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a missing familyId', { familyName: good.familyName, members: good.members }],
    ['a familyId with another prefix', { ...good, familyId: 'house_123' }],
    ['a familyId with a slash', { ...good, familyId: 'family_../x' }],
    ['an over-long familyId', { ...good, familyId: `family_${'a'.repeat(81)}` }],
    ['a blank family name', { ...good, familyName: '   ' }],
    ['a 101-character family name', { ...good, familyName: 'F'.repeat(101) }],
    ['a family name with a control character', { ...good, familyName: 'The\u0000Smiths' }],
    ['21 members', { ...with20Members, members: [...with20Members.members, { id: 'member_x', name: 'Amy' }] }],
    ['a member id with another prefix', { ...good, members: [{ id: 'user_1', name: 'Amy' }] }],
    ['a one-letter name', { ...good, members: [{ id: 'member_a', name: 'A' }] }],
    ['a 51-character name', { ...good, members: [{ id: 'member_a', name: 'A'.repeat(51) }] }],
    ['a name with digits', { ...good, members: [{ id: 'member_a', name: 'Amy2' }] }],
    ['a name with an emoji', { ...good, members: [{ id: 'member_a', name: 'Amy 😀' }] }],
    ['a name starting with a hyphen', { ...good, members: [{ id: 'member_a', name: '-Amy' }] }],
    ['a name with HTML', { ...good, members: [{ id: 'member_a', name: '<b>Amy</b>' }] }],
    ['a member given twice', { ...good, members: [good.members[0], good.members[0]] }],
    ['an unknown top-level key', { ...good, posts: [] }],
    ['an unknown member key', { ...good, members: [{ id: 'member_a', name: 'Amy', emoji: '🙂' }] }],
    ['members that are not a list', { ...good, members: 'Amy' }],
    ['a number as name', { ...good, familyName: 42 }],
  ])('refuses %s', (_label, body) => {
    expect(familyUpdateSchema.safeParse(body).success).toBe(false);
  });
});

describe('POST /api/family/update', () => {
  it('answers a valid update with ok and logs no name', async () => {
    const { app, logger } = makeApp();
    const res = await app.request(postJson('/api/family/update', { ...good, familyName: '  The Okafors  ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const log = logger.lines.join('\n');
    for (const name of ['Okafors', 'Ngozi', 'José']) expect(log).not.toContain(name);
  });

  it.each([
    ['invalid JSON', '{"familyId":', 400, 'INVALID_BODY'],
    ['an invalid name', { ...good, members: [{ id: 'member_a', name: 'A1' }] }, 400, 'INVALID_BODY'],
    ['an unknown key', { ...good, extra: true }, 400, 'INVALID_BODY'],
    ['a JSON array', [good], 400, 'INVALID_BODY'],
  ])('refuses %s with %i %s', async (_label, body, status, code) => {
    const { app } = makeApp();
    const res = await app.request(postJson('/api/family/update', body));
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message).toEqual(expect.any(String));
  });

  it('names the failing field without echoing its value', async () => {
    const { app } = makeApp();
    const res = await app.request(postJson('/api/family/update', { ...good, familyId: 'secret-value' }));
    const json = (await res.json()) as { error: { message: string } };
    expect(json.error.message).toContain('familyId');
    expect(json.error.message).not.toContain('secret-value');
  });

  it('refuses a body that is not JSON by type (415)', async () => {
    const { app } = makeApp();
    const res = await app.request(
      postJson('/api/family/update', JSON.stringify(good), { 'content-type': 'text/plain' }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses a body over 16 KB (413)', async () => {
    const { app } = makeApp();
    const padded = JSON.stringify(good) + ' '.repeat(16 * 1024);
    const res = await app.request(postJson('/api/family/update', padded));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers GET with a JSON 404', async () => {
    const { app } = makeApp();
    const res = await app.request('/api/family/update');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
