// Where a family's data lives, said once. Every page, card and meta description that
// talks about it uses these sentences, so no copy says more than is true. The facts:
// - moments, photos, moods, reflections, recipes and activity records are kept in this browser;
// - the family name and the members' names go to Hearth's server when the family is saved (the
//   family update, docs/product.md#family-update), which checks them, answers and keeps nothing of them
//   (server/routes/family.ts);
// - a photo, drawing or prompt goes to the AI service this Hearth uses, and on to the AI provider
//   of the model, only when the family uses an AI tool and has agreed to it on this device;
//   Hearth's server passes it on and keeps nothing of it;
// - when the family turns on sync, every shared record travels end-to-end encrypted: the server
//   keeps what docs/threat-model.md "What the server keeps" lists, from its schema;
// - nothing else leaves the device.

const SYNC_SERVER_KEEPS =
  'For a synced family, Hearth’s server keeps a random space id, each device’s id and public keys, its name sealed with your family key, the family key sealed separately for each device and, if you made one, for your recovery kit, opaque record keys that only your devices can link to a record, and the sizes and times of the encrypted changes; never what your family shares.';

export const privacyFacts = {
  /** What is kept in the browser. */
  onDevice:
    'Your family’s moments, photos, moods and activities are kept in this browser on this device.',
  /** The family update: sent, checked, answered, not kept. */
  familyNames:
    'Your family name and your members’ names go to Hearth’s server when you save your family: it checks them, answers, and keeps nothing of them.',
  /** The AI tools (the services and providers are named on the privacy policy and in the dialog that asks first). */
  aiTools:
    'A photo, drawing or prompt leaves this device only when you use an AI tool and agree to it: Hearth’s server passes it to the AI service this Hearth uses, which passes it to the AI provider of the model, and keeps nothing of it.',
  /** Notifications, only on a device where the family turns them on (docs/threat-model.md "Notifications"). */
  notifications:
    'If you turn on notifications on a device, what a notification says (who shared what) is sealed on the device that shares, with your family’s key: Hearth’s server passes it on without being able to read it, and learns only that a device asked to notify its family, and when. Your browser’s push service (Google for Chrome and Android, Mozilla for Firefox, Apple for Safari, Microsoft for Edge) delivers it and can see that your device got a notification, when, and its size, never what it says.',
  /** Family sync, only when the family turns it on. */
  sync: `If you turn on sync to use Hearth on more devices, everything your family shares (the family and its members, moments, photos, reactions, comments and recipes) travels end-to-end encrypted: Hearth’s server keeps it only in encrypted form for your family’s devices and cannot read it. ${SYNC_SERVER_KEEPS}`,
  /**
   * How long the server keeps a synced family's copy (SYNC_IDLE_SPACE_DAYS, 180 by default; the
   * sweep in server/sync/store.ts). The sync card says the server's own number.
   */
  syncRetention:
    'Hearth’s server keeps your family’s encrypted copy while your devices use it. If none of them opens Hearth for 180 days (or another time the people who run your Hearth server chose), the server removes that copy and keeps only its random id for a year, to tell a returning device what happened; your devices keep everything they hold. An invitation’s sealed contents are deleted when it expires, and its dates a week later.',
  /** What the server holds for a synced family, in one sentence (docs/threat-model.md). */
  syncServer: SYNC_SERVER_KEEPS,
  /** Everything else. */
  nothingElse: 'Nothing else leaves this device: no tracking, no analytics, no account.',
  /** The whole picture in one sentence, for small spaces (cards, posts, meta descriptions). */
  summary:
    'Your moments and photos are kept on this device and Hearth’s server keeps none of your names; a photo goes to an AI provider only when you use an AI tool and agree, and with sync on your moments travel end-to-end encrypted between your devices.',
  /** A short claim for a list of claims; always shown next to `summary` or a link to the policy. */
  claim: 'Moments kept on this device',
} as const;

/**
 * Everything Hearth's server holds for a synced family, read from its schema (server/sync/schema.ts;
 * docs/threat-model.md "What the server keeps"), for the privacy policy's list. Apart from these, the
 * server has only the encrypted bytes.
 */
export const syncServerRecords: readonly string[] = [
  'A random id for your family’s space, made when sync is turned on, with when that was, how many changes it has had, how much room they take, which family key is the current one (a number), and, after a change of key, when and why the last recovery code stopped working and because of which device.',
  'For each device: a random id, its two public keys (one checks its signed requests, the other lets another device send it the family key), when it joined and when it was last seen (to the minute), its name, sealed with your family key so the server cannot read it, your family’s seal on its keys (made with the family key, opaque to the server), and, once it is removed, when.',
  'For each shared record: an opaque record key, a keyed hash of its kind and id that only your family’s devices can make, so the server cannot tell a moment from a recipe.',
  'For each change: its encrypted bytes and their size, its order number, its clock stamp (the time it was made and the id of the device that made it), and which family key sealed it.',
  'For key rotation: the family keys sealed separately for each device, which only that device can open.',
  'For the recovery kit, if you made one: when it was made and by which device, a hash of a token derived from the code (to find the kit), the salt and strength of the code’s lock, and the family keys locked with the code; never the code.',
  'For each invitation: when it was made, when it expires and whether it was used, a hash of its token and its sealed contents (the family key, your family’s name and members), which only the link opens; the sealed contents are deleted once the invitation is used.',
  'For five minutes, a fingerprint (a hash) of each signed request that changes something, so that nobody can send it again.',
  'For each device where notifications are on: the address its browser’s push service gave it and the keys to encrypt for it, opaque topics it follows (the server cannot tell which member or kind of news they are), the minutes of the day (in UTC) of its reminder and quiet hours with the dates its clock changes, and counters that limit how often it is notified; while a notification waits (quiet hours, the hourly limit), its sealed preview, which the server cannot read. Turning notifications off, removing or leaving the device, or erasing the family’s copy deletes it.',
  'The address each request comes from, to limit how often it can ask: in memory (or, where one Hearth runs on several servers, in their shared Redis) for a minute or so, and for a day for an address that started a family’s sync; the server’s log keeps each request’s method, path (with the space and device ids in it), answer and time taken, never a body.',
];

/** The four facts in order, for a page that lists them. */
export const privacyFactList: readonly string[] = [
  privacyFacts.onDevice,
  privacyFacts.familyNames,
  privacyFacts.aiTools,
  privacyFacts.sync,
  privacyFacts.nothingElse,
];
