// Runs `fn` with the process time zone set to `zone` (Node re-reads TZ when it changes), then puts
// the original zone back. Vitest runs each test file in its own process, so no other file sees it.
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
