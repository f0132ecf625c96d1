// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needleForms, scanForPlaintext } from '../../../../scripts/scan-plaintext.mjs';
import { toB64url } from '../../../../server/sync/encoding';
import { encryptChange, makeFamilyKeys } from './sync-client-crypto';
import { base, call, hlc, useSpace } from './sync-helpers';

const space = useSpace();

const familyName = 'Zanzibar-Okonkwo family';
const memberName = 'Grandma Ngozi';
const momentText = 'Picked the first mangoes of the summer';
const photoBytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37 + 11) % 256);
const needles = [
  { label: 'family name', value: familyName },
  { label: 'member name', value: memberName },
  { label: 'moment text', value: momentText },
  { label: 'photo bytes', value: photoBytes },
];

function databaseFile(): string {
  return fileURLToPath(new URL(space.h.databaseUrl.replace(/^file:/, 'file://')));
}

async function pushPlain(changes: { recordKey: string; hlc: string; ciphertext: string }[]) {
  const result = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
    spaceId: space.spaceId,
    body: { changes },
  });
  expect(result.status).toBe(200);
}

describe('plaintext scan', () => {
  it('finds nothing when devices send AES-GCM ciphertext, in tables, files and log lines', async () => {
    const keys = await makeFamilyKeys();
    const now = space.h.clock.now;
    await pushPlain([
      await encryptChange(keys, space.spaceId, { table: 'family', id: 'f1', hlc: hlc(now), value: { name: familyName, members: [memberName] } }),
      await encryptChange(keys, space.spaceId, {
        table: 'moments',
        id: 'm1',
        hlc: hlc(now, 1),
        value: { text: momentText, photo: `data:image/jpeg;base64,${Buffer.from(photoBytes).toString('base64')}` },
      }),
    ]);
    const result = await scanForPlaintext({ databaseFile: databaseFile(), logTexts: [space.h.logger.lines.join('\n')], needles });
    expect(result.cells).toBeGreaterThan(10);
    expect(result.findings).toEqual([]);
  });

  it('finds plaintext that was only base64-encoded, at any alignment, and photo bytes in a blob', async () => {
    const now = space.h.clock.now;
    const leaky = (text: string) => toB64url(new TextEncoder().encode(text));
    await pushPlain([
      { recordKey: toB64url(new Uint8Array(32).fill(1)), hlc: hlc(now), ciphertext: leaky(`{"name":"${familyName}"}`) },
      { recordKey: toB64url(new Uint8Array(32).fill(2)), hlc: hlc(now), ciphertext: leaky(`ab${memberName} and more text`) },
      { recordKey: toB64url(new Uint8Array(32).fill(3)), hlc: hlc(now), ciphertext: toB64url(Uint8Array.from([9, ...photoBytes])) },
    ]);
    const { findings } = await scanForPlaintext({ databaseFile: databaseFile(), logTexts: [`note: ${momentText}`], needles });
    const found = new Set(findings.map((f) => `${f.needle}/${f.where.split(' ')[0]}`));
    expect(found).toContain('family name/sync_changes.ciphertext');
    expect(found).toContain('member name/sync_changes.ciphertext');
    expect(found).toContain('photo bytes/sync_changes.ciphertext');
    expect(found).toContain('family name/file');
    expect(found).toContain('moment text/log');
  });

  it('searches the JSON-escaped and base64 forms of a needle, and refuses needles that would match by chance', () => {
    const forms = needleForms({ label: 'name', value: 'Zoë Ålund' }).map((form) => form.form);
    expect(forms).toEqual(expect.arrayContaining(['utf8', 'json-ascii', 'hex', 'base64', 'base64url']));
    return expect(scanForPlaintext({ needles: ['Mia'] })).rejects.toThrow(/shorter than 4 bytes/);
  });
});
