// Where a family's data lives, said once (issue 26). Every page, card and meta description that
// talks about it uses these sentences, so no copy says more than is true. The facts:
// - moments, photos, moods, reflections, recipes and activity records are kept in this browser;
// - the family name and the members' names go to Hearth's server when the family is saved (core
//   spec §7 "Family update"), which keeps the latest copy;
// - a photo, drawing or prompt goes to the AI provider only when the family uses an AI tool and has
//   agreed to it on this device (PRODUCT.md "AI tools ask first"); Hearth's server passes it on and
//   keeps nothing of it;
// - when the family turns on sync (issue 24), every shared record travels end-to-end encrypted:
//   the server keeps ciphertext it cannot read, a random space id, device ids and public keys,
//   opaque record keys, sizes and times (docs/threat-model.md);
// - nothing else leaves the device.

export const privacyFacts = {
  /** What is kept in the browser. */
  onDevice:
    'Your family’s moments, photos, moods and activities are kept in this browser on this device.',
  /** The family update of core spec §7. */
  familyNames:
    'Your family name and your members’ names go to Hearth’s server when you save your family, and it keeps the latest copy.',
  /** The AI tools (provider names are on the privacy policy and in the dialog that asks first). */
  aiTools:
    'A photo, drawing or prompt leaves this device only when you use an AI tool and agree to it: Hearth’s server passes it to the AI provider and keeps nothing of it.',
  /** Family sync, only when the family turns it on (issue 24). */
  sync:
    'If you turn on sync to use Hearth on more devices, your moments and photos travel end-to-end encrypted: Hearth’s server keeps them only in encrypted form for your family’s devices and cannot read them. It sees a random family space number, your devices’ public keys, sizes and times.',
  /** Everything else. */
  nothingElse: 'Nothing else leaves this device: no tracking, no analytics, no account.',
  /** The whole picture in one sentence, for small spaces (cards, posts, meta descriptions). */
  summary:
    'Your moments and photos are kept on this device; only your family and member names go to Hearth’s server, a photo goes to an AI provider only when you use an AI tool and agree, and with sync on your moments travel end-to-end encrypted between your devices.',
  /** A short claim for a list of claims; always shown next to `summary` or a link to the policy. */
  claim: 'Moments kept on this device',
} as const;

/** The four facts in order, for a page that lists them. */
export const privacyFactList: readonly string[] = [
  privacyFacts.onDevice,
  privacyFacts.familyNames,
  privacyFacts.aiTools,
  privacyFacts.sync,
  privacyFacts.nothingElse,
];
