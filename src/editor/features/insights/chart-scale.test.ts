import { describe, expect, it } from 'vitest';
import { labelledDays, scaleTop } from './chart-scale';

describe("the chart's scale", () => {
  it('tops the highest figure at 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 10, 11, 199, 2_300, 4_999, 5_001].map(scaleTop)).toEqual([1, 1, 5, 10, 20, 200, 5_000, 5_000, 10_000]);
  });

  it('labels every day of a week, six days of a month counted back from the last, every other one minor', () => {
    expect([...labelledDays(7).keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const month = labelledDays(30);
    expect([...month.keys()].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(month.get(29)).toBe('major');
    expect(month.get(24)).toBe('minor');
    expect(labelledDays(1)).toEqual(new Map([[0, 'major']]));
  });
});
