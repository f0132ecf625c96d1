// Where a family's data lives, said once. Every page, card and meta description that
// talks about it uses these sentences, so no copy says more than is true. The facts:
// - moments, photos, moods, reflections, recipes and activity records are kept in this browser;
// - the family name and the members' names go to Hearth's server when the family is saved (the
//   family update, docs/product.md#family-update), which keeps the latest copy;
// - a photo, drawing or prompt goes to the AI provider only when the family uses an AI tool and has
//   agreed to it on this device (docs/product.md#ai-consent); Hearth's server passes it on and
//   keeps nothing of it;
// - when the family turns on sync, every shared record travels end-to-end encrypted:
//   the server keeps ciphertext it cannot read, a random space id, device ids and public keys,
//   opaque record keys, sizes and times (docs/threat-model.md);
// - nothing else leaves the device.

const SYNC_SERVER_KEEPS =
  'For a synced family, Hearth’s server keeps a random space id, each device’s id and public keys, opaque record keys that only your devices can link to a record, and the sizes and times of the encrypted changes; never what your family shares.';

export const privacyFacts = {
  /** What is kept in the browser. */
  onDevice:
    'Your family’s moments, photos, moods and activities are kept in this browser on this device.',
  /** The family update: the names Hearth's server receives. */
  familyNames:
    'Your family name and your members’ names go to Hearth’s server when you save your family, and it keeps the latest copy.',
  /** The AI tools (provider names are on the privacy policy and in the dialog that asks first). */
  aiTools:
    'A photo, drawing or prompt leaves this device only when you use an AI tool and agree to it: Hearth’s server passes it to the AI provider and keeps nothing of it.',
  /** Family sync, only when the family turns it on. */
  sync: `If you turn on sync to use Hearth on more devices, everything your family shares (the family and its members, moments, photos, reactions, comments and recipes) travels end-to-end encrypted: Hearth’s server keeps it only in encrypted form for your family’s devices and cannot read it. ${SYNC_SERVER_KEEPS}`,
  /** What the server holds for a synced family, in one sentence (docs/threat-model.md). */
  syncServer: SYNC_SERVER_KEEPS,
  /** Everything else. */
  nothingElse: 'Nothing else leaves this device: no tracking, no analytics, no account.',
  /** The whole picture in one sentence, for small spaces (cards, posts, meta descriptions). */
  summary:
    'Your moments and photos are kept on this device; only your family and member names go to Hearth’s server, a photo goes to an AI provider only when you use an AI tool and agree, and with sync on your moments travel end-to-end encrypted between your devices.',
  /** A short claim for a list of claims; always shown next to `summary` or a link to the policy. */
  claim: 'Moments kept on this device',
} as const;

/**
 * Everything Hearth's server holds for a synced family (docs/threat-model.md "The server"), for the
 * privacy policy's list. Apart from these, the server has only the encrypted bytes.
 */
export const syncServerRecords: readonly string[] = [
  'A random id for your family’s space, made by the device that turned sync on.',
  'For each device: a random id, its public keys (to check its signed requests), when it joined and when it was last seen, to the minute.',
  'For each shared record: an opaque record key, a keyed hash of its kind and id that only your family’s devices can make, so the server cannot tell a moment from a recipe.',
  'For each change: its encrypted bytes and their size, when it arrived, and its clock stamp (the time it was made and the id of the device that made it).',
  'For each invitation: when it was made, when it expires and whether it was used, a hash of its token and its sealed contents, which only the link opens.',
  'The address each request comes from, to limit how often it can ask; the server’s logs keep no request bodies.',
];

/** The four facts in order, for a page that lists them. */
export const privacyFactList: readonly string[] = [
  privacyFacts.onDevice,
  privacyFacts.familyNames,
  privacyFacts.aiTools,
  privacyFacts.sync,
  privacyFacts.nothingElse,
];
