import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { variantOf, visitorHash } from './visitor-hash.ts';

describe('visitorHash and variantOf', () => {
  it('is the same visitor for the same salt, host, address and browser, another with any of them changed', () => {
    const salt = randomBytes(32);
    const one = visitorHash(salt, 'example.com', '203.0.113.5', 'Mozilla/5.0');
    expect(visitorHash(salt, 'example.com', '203.0.113.5', 'Mozilla/5.0')).toBe(one);
    expect(visitorHash(randomBytes(32), 'example.com', '203.0.113.5', 'Mozilla/5.0')).not.toBe(one);
    expect(visitorHash(salt, 'example.org', '203.0.113.5', 'Mozilla/5.0')).not.toBe(one);
    expect(visitorHash(salt, 'example.com', '203.0.113.6', 'Mozilla/5.0')).not.toBe(one);
    expect(visitorHash(salt, 'example.com', '203.0.113.5', 'Mozilla/5.1')).not.toBe(one);
    // the fields cannot run into each other
    expect(visitorHash(salt, 'example.com', '1', '23')).not.toBe(visitorHash(salt, 'example.com', '12', '3'));
  });

  it('splits 10,000 visitors at 50 % into 50 ± 2 %, keeps each visitor on one variant, and honours 0 and 100', () => {
    const salt = randomBytes(32);
    const visitors = Array.from({ length: 10000 }, (_unused, i) => visitorHash(salt, 'example.com', `10.0.${i >> 8}.${i & 255}`, 'Mozilla/5.0'));
    const shareOfB = visitors.filter((visitor) => variantOf(visitor, 'home-hero', 50) === 'b').length / visitors.length;
    expect(shareOfB).toBeGreaterThan(0.48);
    expect(shareOfB).toBeLessThan(0.52);
    for (const visitor of visitors.slice(0, 100)) expect(variantOf(visitor, 'home-hero', 50)).toBe(variantOf(visitor, 'home-hero', 50));
    expect(visitors.every((visitor) => variantOf(visitor, 'home-hero', 0) === 'a')).toBe(true);
    expect(visitors.every((visitor) => variantOf(visitor, 'home-hero', 100) === 'b')).toBe(true);
    const tenth = visitors.filter((visitor) => variantOf(visitor, 'home-hero', 10) === 'b').length / visitors.length;
    expect(tenth).toBeGreaterThan(0.08);
    expect(tenth).toBeLessThan(0.12);
  });
});
