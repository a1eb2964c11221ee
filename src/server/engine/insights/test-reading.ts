// What a test's counts say (docs/decisions.md, "Reading an A/B test"): the probability that B converts better than
// A, each rate Beta(1 + leads, 1 + visitors − leads) (a uniform prior), and the visitors still needed per variant.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

// past this many of B's leads the exact sum (one term per lead) gives way to the normal approximation, which is then
// closer than 0.1 % (both posteriors are nearly normal)
const exactUpTo = 20_000;

/** Φ(x), the standard normal distribution (Abramowitz–Stegun 7.1.26 on erf: error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * P(p_B > p_A) with p_A ~ Beta(αA, βA), p_B ~ Beta(αB, βB): exact for whole αB (Evan Miller's sum, "Formulas for
 * Bayesian A/B testing"), a term per lead of B; the normal approximation of both posteriors beyond `exactUpTo`.
 */
export function probabilityBBetter(a: { visitors: number; leads: number }, b: { visitors: number; leads: number }): number {
  const [alphaA, betaA] = [1 + a.leads, 1 + Math.max(0, a.visitors - a.leads)];
  const [alphaB, betaB] = [1 + b.leads, 1 + Math.max(0, b.visitors - b.leads)];
  if (alphaB - 1 > exactUpTo) {
    const moments = (alpha: number, beta: number) => [alpha / (alpha + beta), (alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1))] as const;
    const [meanA, varA] = moments(alphaA, betaA);
    const [meanB, varB] = moments(alphaB, betaB);
    return normalCdf((meanB - meanA) / Math.sqrt(varA + varB));
  }
  const base = logBeta(alphaA, betaA);
  let total = 0;
  for (let i = 0; i < alphaB; i++) total += Math.exp(logBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - logBeta(1 + i, betaB) - base);
  return Math.min(1, Math.max(0, total));
}

const zOf = { twoSided95: 1.959964, power80: 0.841621 };
// with no difference seen yet (or no lead), the size of the difference the test is to find: a fifth of A's rate,
// or of 2 % when nothing converted yet (a usual rate of a contact form)
const assumedLift = 0.2;
const assumedRate = 0.02;

/**
 * About how many more visitors each variant needs for a clear answer: the usual sample size of a comparison of two
 * proportions (two-sided 5 % significance, 80 % power) for the rates seen so far, less the visitors it already had;
 * 0 once B is 95 % likely better or worse.
 */
export function visitorsNeeded(a: { visitors: number; leads: number }, b: { visitors: number; leads: number }, probability = probabilityBBetter(a, b)): number {
  if (probability >= 0.95 || probability <= 0.05) return 0;
  const rateA = a.visitors > 0 ? a.leads / a.visitors : 0;
  const rateB = b.visitors > 0 ? b.leads / b.visitors : 0;
  const p1 = rateA > 0 || rateB > 0 ? rateA || rateB : assumedRate;
  const seen = Math.abs(rateB - rateA);
  const p2 = seen > 0 && rateA > 0 && rateB > 0 ? rateB : p1 * (1 + assumedLift);
  const mean = (p1 + p2) / 2;
  const root = zOf.twoSided95 * Math.sqrt(2 * mean * (1 - mean)) + zOf.power80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  const perVariant = Math.ceil((root * root) / (p2 - p1) ** 2);
  return Math.max(0, perVariant - Math.min(a.visitors, b.visitors));
}
