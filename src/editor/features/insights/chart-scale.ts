/** The top of a chart's scale: `max` rounded up to 1, 2 or 5 times a power of ten (at least 1), so the grid's labels read well. */
export function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max)!;
  return step * power;
}

/** Which days of `count` get a label under the chart: all of a week, else about six spread evenly (the last always). */
export function labelledDays(count: number): Set<number> {
  if (count <= 7) return new Set(Array.from({ length: count }, (_, index) => index));
  const every = Math.ceil(count / 6);
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}
