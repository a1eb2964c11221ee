// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { containerSizes } from './image-sizes';

describe('containerSizes', () => {
  it("gives a column of a two-column layout: fixed from the container's widest, a share of the viewport below, the whole container when stacked", () => {
    const sizes = containerSizes([
      { fromPx: 992, share: 0.45, minusPx: 28.8, maxPx: 600 },
      { fromPx: 0, share: 1, maxPx: 600 },
    ]);
    // 1176px inside the container: 0.45 × 1176 − 28.8 = 500.4; stacked, 600px from the width where 100vw − 32px reaches it
    expect(sizes).toBe('(min-width: 1240px) 501px, (min-width: 992px) calc(45vw - 43.2px), (min-width: 632px) 600px, calc(100vw - 32px)');
  });

  it('caps a column where it reaches its widest, also above 1240px', () => {
    expect(containerSizes([{ fromPx: 992, share: 0.5, minusPx: 32, maxPx: 520 }, { fromPx: 0, share: 1, maxPx: 520 }])).toBe(
      '(min-width: 1136px) 520px, (min-width: 992px) calc(50vw - 48px), (min-width: 552px) 520px, calc(100vw - 32px)',
    );
  });

  // a slider's slides: one, two from 900px, three and a half from 1600px, 24px apart, each less its 2px of border
  it("takes the layouts in any order, one of them from above the container's widest", () => {
    expect(containerSizes([{ fromPx: 0, share: 1, minusPx: 2 }, { fromPx: 1600, share: 1 / 3.5, minusPx: 2.5 * 24 / 3.5 + 2 }, { fromPx: 900, share: 1 / 2, minusPx: 14 }])).toBe(
      '(min-width: 1600px) 317px, (min-width: 1240px) 574px, (min-width: 900px) calc(50vw - 30px), calc(100vw - 34px)',
    );
  });

  it('says a width once, from the narrowest viewport that shows it', () => {
    expect(containerSizes([{ fromPx: 992, share: 0.5, minusPx: 32, maxPx: 300 }, { fromPx: 0, share: 1, maxPx: 300 }])).toBe('(min-width: 332px) 300px, calc(100vw - 32px)');
  });
});
