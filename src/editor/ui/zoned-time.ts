// Times and days as the editor shows them: in the site's time zone (config.timeZone), whatever the zone of the
// computer showing them, or in the reader's own where no site zone applies.

import { offsetAt } from '@/shared/local-time';

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone);
  if (!format) map.set(timeZone, (format = make()));
  return format;
}

/** An ISO time as people read it, in `timeZone` (none: the reader's own): `28 Nov 2026, 14:03`. */
export function formatTime(iso: string, timeZone?: string): string {
  const format = cached(formats, timeZone ?? '', () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }));
  return format.format(new Date(iso));
}

/** `timeZone`'s offset from UTC now, as clocks name it: `GMT+5:30`, `GMT+1` (`GMT` for UTC itself). */
export function zoneOffset(timeZone: string, now = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // ICU versions differ: GMT+0 in Node's, GMT in browsers'
  return name === 'GMT+0' ? 'GMT' : name;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real day written YYYY-MM-DD: not 2026-02-31, which Date would roll over into March. */
export function isDay(value: string): boolean {
  const parts = dayPattern.exec(value);
  if (!parts) return false;
  const [, year, month, date] = parts.map(Number);
  const day = new Date(Date.UTC(year!, month! - 1, date!));
  return day.getUTCMonth() === month! - 1 && day.getUTCDate() === date;
}

/** The ISO time midnight of `day` (YYYY-MM-DD) is in `timeZone`, as the server's `from` and `to` take it. */
export function dayStart(day: string, timeZone: string): string {
  const [, year, month, date] = dayPattern.exec(day)!.map(Number);
  const wall = Date.UTC(year!, month! - 1, date!);
  const guess = wall - offsetAt(wall, timeZone);
  // the offset at the guess, which a change of summer time between the two may have made another
  return new Date(wall - offsetAt(guess, timeZone)).toISOString();
}

/** The day after `day`: a range "to 28 Nov" ends at the start of 29 Nov. */
export function nextDay(day: string): string {
  const [, year, month, date] = dayPattern.exec(day)!.map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}
