// Wall-clock times in a time zone, for what people enter and read in the site's zone (SITE_TIME_ZONE) while the
// server stores UTC. One definition for the server and the editor.

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clocks are ahead of UTC at `instant` (ms since 1970), in ms. */
export function offsetAt(instant: number, timeZone: string): number {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    partsFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export type LocalTime =
  | { ok: true; utc: Date }
  /** `invalid`: not YYYY-MM-DDTHH:MM, or no such day or hour; `gap`: the clocks skip it (the start of summer time) */
  | { ok: false; reason: 'invalid' | 'gap' };

/**
 * The instant `local` (YYYY-MM-DDTHH:MM, as a datetime-local field gives it) is in `timeZone`. A time the clocks
 * skip is refused, never moved; a time they pass twice (the end of summer time) is the first of the two.
 */
export function utcOfLocal(local: string, timeZone: string): LocalTime {
  const parts = localPattern.exec(local);
  if (!parts) return { ok: false, reason: 'invalid' };
  const [, year, month, day, hour, minute] = parts.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const back = new Date(wall);
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day || hour! > 23 || minute! > 59) return { ok: false, reason: 'invalid' };
  // the offsets in force half a day either side: a zone changes its offset at most once in a day
  const candidates = [offsetAt(wall - 12 * 3_600_000, timeZone), offsetAt(wall + 12 * 3_600_000, timeZone)]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return candidates.length ? { ok: true, utc: new Date(candidates[0]!) } : { ok: false, reason: 'gap' };
}
