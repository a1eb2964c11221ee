// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayStart, formatTime, isDay, nextDay, zoneOffset } from './zoned-time';

describe('times in the site’s time zone', () => {
  it('formats a time in the zone named, not the computer’s', () => {
    expect(formatTime('2026-11-28T08:33:00Z', 'Asia/Kolkata')).toBe('28 Nov 2026, 14:03');
    expect(formatTime('2026-11-28T08:33:00Z', 'UTC')).toBe('28 Nov 2026, 08:33');
    // past midnight there: another day
    expect(formatTime('2026-11-28T19:00:00Z', 'Asia/Kolkata')).toBe('29 Nov 2026, 00:30');
  });

  it('finds the instant a day starts in a zone, summer time included', () => {
    expect(dayStart('2026-11-28', 'Asia/Kolkata')).toBe('2026-11-27T18:30:00.000Z');
    expect(dayStart('2026-11-28', 'UTC')).toBe('2026-11-28T00:00:00.000Z');
    expect(dayStart('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
    // the day clocks go forward at 02:00: midnight is still winter time
    expect(dayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('steps to the next day across months and years, and knows a day when it sees one', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(isDay('2026-11-28')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-02-31')).toBe(false);
    expect(isDay('28/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});

describe('the zone named beside the times', () => {
  it('says its offset from UTC as clocks name it, summer time included', () => {
    expect(zoneOffset('Asia/Kolkata', new Date('2026-11-28T10:00:00Z'))).toBe('GMT+5:30');
    expect(zoneOffset('Europe/Berlin', new Date('2026-07-01T10:00:00Z'))).toBe('GMT+2');
    expect(zoneOffset('Europe/Berlin', new Date('2026-12-01T10:00:00Z'))).toBe('GMT+1');
    expect(zoneOffset('UTC', new Date('2026-12-01T10:00:00Z'))).toBe('GMT');
  });
});
