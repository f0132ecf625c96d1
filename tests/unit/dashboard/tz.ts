// Runs `fn` with the process time zone set to `zone` (Node re-reads TZ when it changes), then puts
// the original zone back, so local-day rules can be tested in zones with daylight-saving changes.
export function withTimeZone<T>(zone: string, fn: () => T): T {
  const original = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  }
}
