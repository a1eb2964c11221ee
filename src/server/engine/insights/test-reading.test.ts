// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logGamma, normalCdf, probabilityBBetter, visitorsNeeded } from './test-reading.ts';

/** P(B > A) by drawing from both posteriors (Beta by the order statistic of uniforms is too slow: gamma by Marsaglia–Tsang). */
function simulated(a: { visitors: number; leads: number }, b: { visitors: number; leads: number }, draws = 200_000): number {
  // mulberry32: consecutive draws independent enough for Box–Muller
  let seed = 42;
  const uniform = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const gamma = (shape: number): number => {
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v > 0 && Math.log(uniform()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const beta = (alpha: number, b2: number) => {
    const x = gamma(alpha);
    return x / (x + gamma(b2));
  };
  let wins = 0;
  for (let i = 0; i < draws; i++) if (beta(1 + b.leads, 1 + b.visitors - b.leads) > beta(1 + a.leads, 1 + a.visitors - a.leads)) wins += 1;
  return wins / draws;
}

describe('probabilityBBetter', () => {
  it('is ½ for equal counts and for none, and symmetric', () => {
    expect(probabilityBBetter({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 })).toBeCloseTo(0.5, 10);
    expect(probabilityBBetter({ visitors: 500, leads: 20 }, { visitors: 500, leads: 20 })).toBeCloseTo(0.5, 6);
    const one = probabilityBBetter({ visitors: 1000, leads: 30 }, { visitors: 1000, leads: 42 });
    const other = probabilityBBetter({ visitors: 1000, leads: 42 }, { visitors: 1000, leads: 30 });
    expect(one + other).toBeCloseTo(1, 8);
  });

  it('agrees with draws from both posteriors', () => {
    for (const [a, b] of [
      [{ visitors: 1000, leads: 30 }, { visitors: 1000, leads: 42 }],
      [{ visitors: 120, leads: 3 }, { visitors: 110, leads: 6 }],
      [{ visitors: 5000, leads: 250 }, { visitors: 5100, leads: 240 }],
    ] as const) {
      expect(Math.abs(probabilityBBetter(a, b) - simulated(a, b))).toBeLessThan(0.005);
    }
  });

  it('gives way to the normal approximation for many leads, continuously', () => {
    const exact = probabilityBBetter({ visitors: 400_000, leads: 19_900 }, { visitors: 400_000, leads: 20_000 });
    const approximated = probabilityBBetter({ visitors: 400_000, leads: 19_900 }, { visitors: 400_000, leads: 20_001 });
    expect(Math.abs(exact - approximated)).toBeLessThan(0.005);
    expect(exact).toBeGreaterThan(0.6);
  });

  it('rests on a log-gamma and a normal distribution that are right', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
  });
});

describe('visitorsNeeded', () => {
  it('is the two-proportion sample size less what each variant had, and 0 once the answer is clear', () => {
    // 3 % against 3.6 %: about 13,900 a variant (two-sided 5 %, 80 % power)
    const fresh = visitorsNeeded({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 }, 0.5);
    expect(fresh).toBeGreaterThan(0);
    const needed = visitorsNeeded({ visitors: 1000, leads: 30 }, { visitors: 1000, leads: 36 });
    expect(needed).toBeGreaterThan(12_500);
    expect(needed).toBeLessThan(13_500);
    expect(visitorsNeeded({ visitors: 3000, leads: 60 }, { visitors: 3000, leads: 120 })).toBe(0);
  });

  it('assumes a difference of a fifth when none is seen yet', () => {
    const same = visitorsNeeded({ visitors: 100, leads: 5 }, { visitors: 100, leads: 5 });
    // 5 % against 6 %: about 8,160 a variant
    expect(same).toBeGreaterThan(8_000 - 100);
    expect(same).toBeLessThan(8_300);
  });
});
