/** The top of a chart's scale: `max` rounded up to 1, 2 or 5 times a power of ten (at least 1), so the grid's labels read well. */
export function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max)!;
  return step * power;
}

/**
 * Which days of `count` get a label under the chart: all of a week, else about six spread evenly from the last;
 * every other one is 'minor', left out on a narrow screen.
 */
export function labelledDays(count: number): Map<number, 'major' | 'minor'> {
  const every = count <= 7 ? 1 : Math.ceil(count / 6);
  const shown = new Map<number, 'major' | 'minor'>();
  for (let index = count - 1, n = 0; index >= 0; index -= every, n++) shown.set(index, n % 2 === 0 ? 'major' : 'minor');
  return shown;
}
