import { visibleText } from '@/shared/visible-text';
import type { Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { formatTime } from '../../ui/zoned-time';
import { Card as Item } from '../../ui/controls';
import { AskInPlace } from '../../ui/ask-in-place';

/** What finished schedules came to, in words: published as which version, why not, or who cancelled it. */
function outcome(schedule: Schedule, timeZone: string): string {
  const when = schedule.finishedAt ? formatTime(schedule.finishedAt, timeZone) : '';
  switch (schedule.state) {
    case 'published':
      return labels.outcome.published(schedule.versionId, when);
    case 'failed':
      return labels.outcome.failed(visibleText(schedule.message) ?? '');
    case 'cancelled':
      return labels.outcome.cancelled(visibleText(schedule.finishedBy) ?? '', when);
    case 'pending':
      return '';
  }
}

const what = (schedule: Schedule) => labels.scheduleWhat(schedule.restoreOf, visibleText(schedule.createdBy));

/** A pending schedule: its time, what goes live and who scheduled it; Cancel asks in its place first. */
export function PendingItem({ schedule, timeZone, onCancel }: { schedule: Schedule; timeZone: string; onCancel: (schedule: Schedule) => void }) {
  const when = formatTime(schedule.dueAt, timeZone);
  return (
    <Item>
      <h4>
        <time dateTime={schedule.dueAt}>{when}</time>
      </h4>
      <p>{what(schedule)}</p>
      <AskInPlace label={labels.cancelSchedule} name={labels.cancelScheduleName(when)} question={labels.cancelScheduleConfirm} onConfirm={() => onCancel(schedule)} />
    </Item>
  );
}

/** A finished schedule: its outcome first, then when it was due and what it was; a late run says how late. */
export function FinishedItem({ schedule, timeZone }: { schedule: Schedule; timeZone: string }) {
  return (
    <Item>
      <h4>{outcome(schedule, timeZone)}</h4>
      <p>
        <time dateTime={schedule.dueAt}>{labels.dueAt(formatTime(schedule.dueAt, timeZone))}</time>: {what(schedule)}
      </p>
      {schedule.state === 'published' && schedule.message && <p>{visibleText(schedule.message)}</p>}
    </Item>
  );
}
