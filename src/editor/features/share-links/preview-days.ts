import { previewDays } from '@/shared/preview-links';

const dayMs = 24 * 60 * 60 * 1000;

/** What the "Link works for" field holds: a whole number of days the server takes (1 to previewDays.max), or not. */
export function readDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= previewDays.max ? days : null;
}

/** When a link made now for `days` days ends, as the server counts it: that many times 24 hours. */
export const endOf = (days: number, now = Date.now()): string => new Date(now + days * dayMs).toISOString();
