import type { AuditStore } from '../../db/editor-store.ts';
import type { LeadsStore } from '../../db/leads-store.ts';

/** how often an instance erases the leads past the retention (each run is one transaction; every instance may run it) */
export const retentionEveryMs = 60 * 60_000;

/** The time `months` calendar months before `now`, in UTC. */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/**
 * LEADS_KEEP_MONTHS: erases the leads received longer ago, at start and every hour, as one erasure each (the same
 * as Erase: personal data and notes gone, a tombstone in the audit log). Without the setting it does nothing.
 */
export function keepLeads(leads: LeadsStore, audit: Pick<AuditStore, 'audit'>, { months, log }: { months: number | null; log: (message: string) => void }): { run(): Promise<number>; stop(): void } {
  const actor = `retention (LEADS_KEEP_MONTHS=${months})`;
  const run = async () => {
    if (months === null) return 0;
    const at = new Date();
    const before = monthsBefore(at, months);
    const erased = await leads.eraseLeadsBefore(before, { actor, at });
    if (erased > 0) {
      const what = `${erased} lead${erased === 1 ? '' : 's'} received before ${before.toISOString()}`;
      await audit.audit({ at, actor, action: 'lead-retention', ip: null, detail: `${what} erased` });
      log(`erased ${what} (LEADS_KEEP_MONTHS=${months})`);
    }
    return erased;
  };
  const attempt = () => run().catch((error: unknown) => log(`the leads past LEADS_KEEP_MONTHS were not erased this time: ${(error as Error).message}`));
  const timer = months === null ? undefined : setInterval(attempt, retentionEveryMs);
  timer?.unref();
  if (months !== null) void attempt();
  return { run, stop: () => clearInterval(timer) };
}
