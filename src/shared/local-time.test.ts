// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { utcOfLocal } from './local-time';

const utc = (local: string, zone: string) => {
  const result = utcOfLocal(local, zone);
  return result.ok ? result.utc.toISOString() : result.reason;
};

describe('a wall-clock time in a zone', () => {
  it('is the instant it names there', () => {
    expect(utc('2026-12-01T09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
    expect(utc('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(utc('2026-12-01T09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(utc('2026-12-01T09:00', 'UTC')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('refuses a time the clocks skip, and takes the first of a time they pass twice', () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00
    expect(utc('2026-03-29T02:30', 'Europe/Berlin')).toBe('gap');
    expect(utc('2026-03-29T03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00 again, so 02:30 comes twice
    expect(utc('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    // India has no summer time: every time of the year exists once
    expect(utc('2026-03-29T02:30', 'Asia/Kolkata')).toBe('2026-03-28T21:00:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const text of ['2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01 09:00', '9am', '2026-12-01T09:60']) expect(utc(text, 'UTC')).toBe('invalid');
  });
});
