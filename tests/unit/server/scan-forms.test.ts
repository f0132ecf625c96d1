// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanForPlaintext } from '../../../scripts/scan-plaintext.mjs';

// The plaintext scan is the proof that the server keeps no names: it must find a name however it
// was written down, here in a log file.
describe('plaintext scan forms', () => {
  const name = 'Zoë Okafor';
  const encodings: [string, Buffer][] = [
    ['UTF-8', Buffer.from(name)],
    ['UTF-16 little-endian', Buffer.from(name, 'utf16le')],
    ['UTF-16 big-endian', Buffer.from(name, 'utf16le').swap16()],
    ['JSON-escaped', Buffer.from(JSON.stringify(name).replace('ë', '\\u00eb'))],
    ['hex', Buffer.from(Buffer.from(name).toString('hex'))],
    ['base64 inside a longer value', Buffer.from(Buffer.from(`{"n":"${name}"}`).toString('base64'))],
  ];
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-scan-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.each(encodings)('finds a name written as %s', async (_label, bytes) => {
    const file = join(dir, 'server.log');
    writeFileSync(file, Buffer.concat([Buffer.from('line before '), bytes, Buffer.from(' line after')]));
    const { findings } = await scanForPlaintext({ logFiles: [file], needles: [name] });
    expect(findings.length).toBeGreaterThan(0);
  });

  it('finds nothing in a log without the name', async () => {
    const file = join(dir, 'server.log');
    writeFileSync(file, 'POST /api/family/update 200 3ms\n');
    expect((await scanForPlaintext({ logFiles: [file], needles: [name] })).findings).toEqual([]);
  });
});
