/** What the server answers a push: the space's newest sequence number, and how many changes it stored. */
export interface PushAnswer {
  lastSeq: number;
  stored: number;
}

/**
 * Where this device's pull cursor stands after its own push. The changes a push stores take the
 * sequence numbers just before `lastSeq`, one each, in one write; so when the cursor stood right
 * before them, nothing from another device came in between, and the cursor moves past them: a
 * photo this device just sent is not downloaded and opened again. Otherwise the cursor stays, and
 * the next pull brings the other devices' changes with this device's own (which change nothing).
 */
export function cursorAfterOwnPush(cursor: number, { lastSeq, stored }: PushAnswer): number {
  if (!Number.isInteger(lastSeq) || !Number.isInteger(stored) || stored <= 0) return cursor;
  return cursor === lastSeq - stored ? lastSeq : cursor;
}
