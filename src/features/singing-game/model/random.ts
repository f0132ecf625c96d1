/** A source of numbers in [0, 1), like Math.random; tests pass a seeded or scripted one. */
export type RandomSource = () => number;

/** An index in [0, length) from one draw; clamps sources that return exactly 1 or slightly out of range. */
export function randomIndex(random: RandomSource, length: number): number {
  if (length <= 0) throw new RangeError('randomIndex needs a non-empty range');
  const index = Math.floor(random() * length);
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(index, length - 1);
}
