/** Levenshtein distance between two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The option a typo most likely meant, when one is close enough to suggest. */
export function closest(value: string, options: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    const d = distance(value.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [option, d];
  }
  return bestDistance <= limit ? best : undefined;
}

/** " — did you mean "x"?" when a near miss has an obvious fix, else nothing. */
export function didYouMean(value: unknown, options: readonly unknown[] | undefined): string {
  if (typeof value !== 'string' || !options) return '';
  const match = closest(value, options.filter((o): o is string => typeof o === 'string'));
  return match && match !== value ? ` — did you mean "${match}"?` : '';
}
