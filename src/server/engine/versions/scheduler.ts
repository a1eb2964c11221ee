import type { AuditStore, Schedule, SchedulesStore } from '../../db/editor-store.ts';
import type { SiteVersions } from './site-versions.ts';
import type { AdminNotice } from '../mail/admin-notice.ts';

/** how often each instance looks for a due schedule: it goes live within about this long of its time */
export const schedulePollMs = 1_000;
/** a schedule that runs this long after its time says so: every instance was down, or busy, at its time */
export const lateAfterMs = 60_000;

const minutesLate = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  return minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.round(minutes / 60)} hours`;
};

/** Why a due schedule ran when it did, or null when it ran on time. */
export function lateness(due: Schedule, now: Date): string | null {
  const late = now.getTime() - Date.parse(due.dueAt);
  return late < lateAfterMs ? null : `Ran ${minutesLate(late)} late: no instance of the server was running at its time.`;
}

/**
 * Every instance looks for due schedules each second and publishes them through the same checks and atomic switch as
 * Publish. The store lets exactly one instance publish each (addLiveVersion marks it published in its transaction);
 * one that came due while every instance was down runs at the next start and says it ran late. One that no longer
 * validates fails with the problems, in the schedules' list and the audit log.
 */
export function startScheduler({ store, versions, log, tellAdmins, pollMs = schedulePollMs }: { store: SchedulesStore & AuditStore; versions: SiteVersions; log: (message: string) => void; tellAdmins?: AdminNotice; pollMs?: number }) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const audit = (action: 'schedule-run', actor: string, detail: string) => store.audit({ at: new Date(), actor, action, ip: null, detail });

  async function runOne(due: Schedule): Promise<void> {
    const late = lateness(due, new Date());
    const answer = await versions.runSchedule(due, late);
    if (answer.status === 200) {
      await audit('schedule-run', due.createdBy, `schedule ${due.id} (due ${due.dueAt}) published as version ${answer.version.id}${late ? `; ${late}` : ''}`);
      log(`schedule ${due.id} published as version ${answer.version.id}${late ? ` (${late})` : ''}`);
      return;
    }
    // another instance ran it, or the live site moved at this moment: the next look sees which
    if (answer.status === 410 || answer.status === 409) return;
    const why = 'problems' in answer && Array.isArray(answer.problems) ? `${answer.message} ${answer.problems.join(' ')}` : answer.message;
    if (await store.finishSchedule(due.id, { state: 'failed', by: null, at: new Date(), message: why })) {
      await audit('schedule-run', due.createdBy, `schedule ${due.id} (due ${due.dueAt}) did not publish: ${why}`);
      log(`schedule ${due.id} did not publish: ${why}`);
      await tellAdmins?.({
        subject: `A scheduled publish did not happen (due ${due.dueAt})`,
        text: `The version ${due.createdBy} scheduled for ${due.dueAt} (UTC) was not published, and the site is unchanged.\n\nWhy: ${why}\n\nFix the draft in the editor and publish or schedule it again; the Scheduled list shows this one as failed.\n`,
      });
    }
  }

  async function look(): Promise<void> {
    for (const due of await store.dueSchedules(new Date())) {
      if (stopped) return;
      await runOne(due);
    }
  }

  const tick = () => {
    if (running || stopped) return;
    running = look()
      .catch((error: unknown) => log(`the schedules were not looked at this time: ${(error as Error).message}`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();
  return {
    /** one look now, resolved once it is done (tests, and the server's start) */
    async lookNow(): Promise<void> {
      await running;
      tick();
      await running;
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
