// Figures the benchmarks share: how a run of timings is summed up, so every bench reports alike.

/** The median of `values` (the mean of the middle two for an even count); `values` is left as it is. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
