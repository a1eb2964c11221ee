// Numbers as the reader's own locale groups them (1,234,567 or 12,34,567); days as the editor writes them.

const whole = new Intl.NumberFormat(undefined);
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const points = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const formatCount = (n: number): string => whole.format(n);
/** a rate of 0–1: 0.0345 → 3.5% */
export const formatRate = (rate: number): string => percent.format(rate);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
/** 5 Dec */
export const formatDay = (day: string): string => shortDay.format(utc(day));
/** Sat 5 Dec, a row of the table of days */
export const formatWeekDay = (day: string): string => weekDay.format(utc(day));
/** 1 Dec 2026 – 7 Dec 2026, or one day alone */
export const formatRange = (from: string, to: string): string => (from === to ? longDay.format(utc(from)) : `${longDay.format(utc(from))} – ${longDay.format(utc(to))}`);

/** How a count changed from the period before: +12%, −3%, or null when there was nothing to compare with. */
export function changeOf(now: number, before: number): string | null {
  if (before === 0) return null;
  return signedPercent.format((now - before) / before);
}

/** How a rate changed, in percentage points: +1.2, −0.5, or null when it did not (to a tenth of a point). */
export function pointsOf(now: number, before: number): string | null {
  const change = Math.round((now - before) * 1000) / 10;
  return change === 0 ? null : points.format(change);
}
