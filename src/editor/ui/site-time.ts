// The wall-clock times a schedule is entered in, in the site's zone (config.timeZone) whatever the computer's zone.

import { utcOfLocal } from '@/shared/local-time';
import { nextDay, zoneOffset } from './zoned-time';

/** what the field offers first: the start of the next working morning, the time a change is most often planned for */
const defaultTime = '09:00';

/** The day it is now in `timeZone`, YYYY-MM-DD. */
export function dayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Tomorrow at 09:00 in `timeZone`, as a datetime-local field holds it: `2026-12-01T09:00`. */
export const tomorrowMorning = (timeZone: string, now = new Date()): string => `${nextDay(dayIn(timeZone, now))}T${defaultTime}`;

/** The zone's offset at the time entered (summer time or not), or now while the field holds no time. */
export function offsetOfEntry(local: string, timeZone: string, now = new Date()): string {
  const time = utcOfLocal(local, timeZone);
  return zoneOffset(timeZone, time.ok ? time.utc : now);
}
