// @vitest-environment node
import { sha256B64url } from '../../../../server/sync/encoding';
import { emptyBodyHash } from '../../../../server/sync/signature';

describe('request signatures', () => {
  it('know the hash of an empty body without computing it', async () => {
    expect(emptyBodyHash).toBe(await sha256B64url(new Uint8Array()));
  });
});
