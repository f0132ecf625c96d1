// Hybrid logical clock (docs/sync-protocol.md): `${wallMs:15}-${counter:6}-${deviceId}`, so plain
// string comparison is clock order with ties broken by device. Pure functions; the engine keeps the
// last value.

export interface HlcParts {
  wallMs: number;
  counter: number;
  deviceId: string;
}

const HLC_PATTERN = /^(\d{15})-(\d{6})-([A-Za-z0-9_-]{1,40})$/;
const MAX_COUNTER = 999_999;

export function formatHlc({ wallMs, counter, deviceId }: HlcParts): string {
  return `${String(wallMs).padStart(15, '0')}-${String(counter).padStart(6, '0')}-${deviceId}`;
}

/** Null for anything that is not a clock value (a change with one is refused). */
export function parseHlc(hlc: string): HlcParts | null {
  const match = HLC_PATTERN.exec(hlc);
  if (!match) return null;
  return { wallMs: Number(match[1]), counter: Number(match[2]), deviceId: match[3]! };
}

/** The clock for a local change: after `last` and at least the wall clock. */
export function tickHlc(last: string | null, nowMs: number, deviceId: string): string {
  const previous = last ? parseHlc(last) : null;
  if (!previous || nowMs > previous.wallMs) return formatHlc({ wallMs: nowMs, counter: 0, deviceId });
  return bump(previous.wallMs, previous.counter, deviceId);
}

/** The clock after hearing `remote`: later than both it and `last`, so the next local change wins over what was seen. */
export function receiveHlc(last: string | null, remote: string, nowMs: number, deviceId: string): string {
  const seen = parseHlc(remote);
  const previous = last ? parseHlc(last) : null;
  const wall = Math.max(nowMs, seen?.wallMs ?? 0, previous?.wallMs ?? 0);
  if (wall === nowMs && wall > (seen?.wallMs ?? -1) && wall > (previous?.wallMs ?? -1)) {
    return formatHlc({ wallMs: wall, counter: 0, deviceId });
  }
  const counter = Math.max(seen?.wallMs === wall ? seen.counter : -1, previous?.wallMs === wall ? previous.counter : -1);
  return bump(wall, counter, deviceId);
}

function bump(wallMs: number, counter: number, deviceId: string): string {
  // A counter overflow moves to the next millisecond instead of breaking the format.
  if (counter >= MAX_COUNTER) return formatHlc({ wallMs: wallMs + 1, counter: 0, deviceId });
  return formatHlc({ wallMs, counter: counter + 1, deviceId });
}

/** Pure merge rule: last writer wins per record; an equal clock is the same change (a replay). */
export function shouldApplyRemote(localHlc: string | undefined, remoteHlc: string): boolean {
  return localHlc === undefined || remoteHlc > localHlc;
}
