import { leadStatuses, unassigned, type Lead, type LeadFilter, type LeadStatus } from './leads-store.ts';

/** How an engine finds one word, as literal text, anywhere in a lead's name, e-mail, phone or message. */
export type WordCondition = (word: string, param: (value: unknown) => string) => string;

/**
 * A filter as SQL conditions, to be joined by AND, with every value a parameter: `param(value)` adds it and answers
 * its placeholder (`?` for SQLite, `$n` for PostgreSQL); `words` is the engine's condition for one word.
 * `withStatus: false` leaves the status out (the counts).
 */
export function leadConditions(filter: LeadFilter, { param, words }: { param: (value: unknown) => string; words: WordCondition }, withStatus = true): string[] {
  const parts: string[] = [];
  for (const word of (filter.words ?? '').split(/\s+/).filter(Boolean)) parts.push(`(${words(word, param)})`);
  if (withStatus && filter.status) parts.push(`status = ${param(filter.status)}`);
  if (filter.assignee === unassigned) parts.push('assignee IS NULL');
  else if (filter.assignee) parts.push(`assignee = ${param(filter.assignee)}`);
  if (filter.locale) parts.push(`locale = ${param(filter.locale)}`);
  if (filter.from) parts.push(`created_at >= ${param(filter.from)}`);
  if (filter.to) parts.push(`created_at < ${param(filter.to)}`);
  return parts;
}

export const whereClause = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

/** Every status at 0, then each counted one: what a list shows even for a status no lead has. */
export function statusCounts(rows: Iterable<{ status: LeadStatus; n: number | string }>): Record<LeadStatus, number> {
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const { status, n } of rows) counts[status] = Number(n);
  return counts;
}

/** How many leads a filter matches, from its counts per status (which leave the filter's status out). */
export const totalOf = (filter: LeadFilter, counts: Record<LeadStatus, number>): number =>
  filter.status ? counts[filter.status] : leadStatuses.reduce((sum, status) => sum + counts[status], 0);

/** Every lead a page function gives, newest first, `batchSize` at a time (keyset: each page after the last id). */
export async function* leadsInBatches(page: (size: number, before: number | undefined) => Promise<Lead[]>, batchSize: number): AsyncIterable<Lead[]> {
  let before: number | undefined;
  for (;;) {
    const leads = await page(batchSize, before);
    if (leads.length === 0) return;
    yield leads;
    before = leads.at(-1)!.id;
  }
}
