import type { FastifyInstance, FastifyRequest } from 'fastify';
import { editorApiBase } from '../../../shared/server-paths.ts';
import { utcOfLocal } from '../../../shared/local-time.ts';
import type { AuditStore, SchedulesStore } from '../../db/editor-store.ts';
import type { SiteVersions } from '../../engine/versions/site-versions.ts';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';
import { idOf, routeId } from '../common/route-id.ts';

export const schedulesBase = `${editorApiBase}/schedules`;
/** a schedule less than this far ahead would run before its author could see it listed */
export const soonestAheadMs = 60_000;
/** a year and a day: the same date next year can be scheduled, a typo's year 9999 cannot (docs/decisions.md) */
export const furthestAheadMs = 366 * 24 * 60 * 60 * 1000;
/** the schedules already run, failed or cancelled that the list shows */
const finishedShown = 50;

export interface SchedulesApiOptions {
  versions: SiteVersions;
  store: SchedulesStore & AuditStore;
  /** the site's time zone (SITE_TIME_ZONE): times are entered and shown in it */
  timeZone: string;
}

/** What went wrong with a wall-clock time, in the words of the person who typed it. */
export function timeProblem(local: unknown, timeZone: string, now: Date): { dueAt: Date } | { message: string } {
  if (typeof local !== 'string') return { message: `"at" must be a date and time in ${timeZone}, written 2026-12-01T09:00.` };
  const time = utcOfLocal(local, timeZone);
  if (!time.ok && time.reason === 'gap') return { message: `${local.replace('T', ' ')} does not exist in ${timeZone}: the clocks skip that hour when summer time starts. Choose a time outside it.` };
  if (!time.ok) return { message: `"${local}" is not a date and time: write it 2026-12-01T09:00, in ${timeZone}.` };
  if (time.utc.getTime() < now.getTime() + soonestAheadMs) return { message: `${local.replace('T', ' ')} in ${timeZone} is past, or less than a minute away: choose a later time, or publish now.` };
  if (time.utc.getTime() > now.getTime() + furthestAheadMs) return { message: `${local.replace('T', ' ')} in ${timeZone} is more than a year away: a schedule can be at most a year ahead. Choose an earlier time, and schedule later changes nearer their day.` };
  return { dueAt: time.utc };
}

/** The schedules (docs/editor-api.md, "Schedules"): a version to go live at a set time, listed and cancelled. */
export async function schedulesApi(app: FastifyInstance, { versions, store, timeZone }: SchedulesApiOptions): Promise<void> {
  const small = { bodyLimit: smallBodyLimit };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: 'schedule' | 'schedule-cancel', detail: string) => store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });

  app.get(schedulesBase, async () => ({ timeZone, schedules: await store.listSchedules(finishedShown) }));

  app.post(schedulesBase, small, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const time = timeProblem(body.at, timeZone, new Date());
    if ('message' in time) return reply.code(400).send({ message: time.message });
    const restoreOf = body.version === undefined || body.version === null ? null : idOf(body.version);
    if (restoreOf === undefined) return reply.code(400).send({ message: '"version" must be the number of a version, or absent to schedule the draft.' });
    const { status, ...answer } = await versions.schedule({ dueAt: time.dueAt, restoreOf, by: who(request), role: request.editorSession!.role });
    if (status === 201 && 'schedule' in answer) {
      await audit(request, 'schedule', `schedule ${answer.schedule.id}: ${restoreOf === null ? 'the draft' : `version ${restoreOf}`} at ${answer.schedule.dueAt} (${String(body.at)} ${timeZone})`);
    }
    return reply.code(status).send(answer);
  });

  app.post(`${schedulesBase}/:id/cancel`, small, async (request, reply) => {
    const id = routeId(request);
    const known = id === undefined ? undefined : await store.getSchedule(id);
    if (!known) return reply.code(404).send({ message: 'There is no such schedule.' });
    if (!(await store.finishSchedule(known.id, { state: 'cancelled', by: who(request), at: new Date(), message: null }))) {
      return reply.code(409).send({ message: 'This schedule has already run, failed or been cancelled: there is nothing left to cancel.' });
    }
    await audit(request, 'schedule-cancel', `schedule ${id} (due ${known.dueAt})`);
    return { cancelled: id };
  });
}
