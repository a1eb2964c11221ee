// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Block } from '@/generated/site';
import { sectionIds } from './section-summary';

const block = (heading: string) => ({ type: 'cta', heading }) as unknown as Block;

describe('section ids', () => {
  it('follow a section when it moves, and stay the same array when nothing changed', () => {
    const [a, b, c] = [block('A'), block('B'), block('C')];
    const ids = sectionIds([a, b, c]);
    expect(new Set(ids).size).toBe(3);
    expect(sectionIds([c, a, b], { sections: [a, b, c], ids })).toEqual([ids[2], ids[0], ids[1]]);
    expect(sectionIds([a, b, c], { sections: [a, b, c], ids })).toBe(ids);
  });

  it('stay with a section edited in place, and are new for one added', () => {
    const [a, b] = [block('A'), block('B')];
    const ids = sectionIds([a, b]);
    const edited = { ...b, heading: 'B, edited' } as Block;
    expect(sectionIds([a, edited], { sections: [a, b], ids })).toBe(ids);
    const added = sectionIds([a, edited, block('New')], { sections: [a, edited], ids });
    expect(added.slice(0, 2)).toEqual(ids);
    expect(ids).not.toContain(added[2]);
  });

  it('keep two keys apart for the same object listed twice', () => {
    const a = block('A');
    const [first, second] = sectionIds([a, a]);
    expect(first).not.toBe(second);
  });
});
