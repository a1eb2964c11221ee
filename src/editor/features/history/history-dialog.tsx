import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { EditorDialog } from '../../ui/editor-dialog';
import { fetchSchedules, fetchVersions, restoreVersion, type Schedule, type VersionSummary } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { ListStatus } from '../../ui/list-status';
import { editorConfig } from '../../api/editor-config';
import { fetchReviews } from '../../api/reviews-api';
import type { Review } from '@/shared/reviews';
import { Hint, Notice } from '../../ui/controls';
import { RestoreDialog } from './restore-dialog';
import { useFetched } from '../../ui/use-fetched';
import { VersionItem } from './version-item';

const Versions = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** an admin restores versions */
  admin: boolean;
  /** after a restore: the draft and the live version load again */
  onRestored: () => Promise<void>;
}

/** History: the published versions, newest first, the live one marked; an admin can restore an older one. */
export function HistoryDialog({ open, onClose, ...props }: Props) {
  return (
    <EditorDialog open={open} title={labels.historyTitle} onClose={onClose}>
      <HistoryBody {...props} />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the list anew.
function HistoryBody({ admin, onRestored }: Omit<Props, 'open' | 'onClose'>) {
  const { fetched, reload } = useFetched(fetchVersions);
  // which versions a schedule made live: a line more in History, and nothing lost if the list cannot be read
  const schedules = useFetched(fetchSchedules).fetched;
  const scheduledBy = new Map<number, { schedule: Schedule; timeZone: string }>();
  if (schedules.phase === 'ready') for (const schedule of schedules.data.schedules) if (schedule.versionId !== null) scheduledBy.set(schedule.versionId, { schedule, timeZone: schedules.data.timeZone });
  // which versions an approved review request made live, now or through its schedule
  const reviews = useFetched(fetchReviews).fetched;
  const reviewed = new Map<number, Review>();
  if (reviews.phase === 'ready') {
    const scheduleVersion = new Map([...scheduledBy.values()].map(({ schedule }) => [schedule.id, schedule.versionId!]));
    for (const review of reviews.data.reviews) {
      const version = review.versionId ?? (review.scheduleId === null ? undefined : scheduleVersion.get(review.scheduleId));
      if (version !== undefined) reviewed.set(version, review);
    }
  }
  const timeZone = editorConfig()?.timeZone ?? 'UTC';
  const [confirming, setConfirming] = useState<VersionSummary | null>(null);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const restore = async (version: VersionSummary) => {
    setConfirming(null);
    setNote({ text: labels.restoring, failed: false });
    try {
      const made = await restoreVersion(version.id);
      setNote({ text: labels.restored(version.id, made.id), failed: false });
      reload();
      await onRestored();
    } catch (caught) {
      setNote({ text: labels.restoreFailed((caught as Error).message), failed: true });
    }
  };

  return (
    <div className="dialog-body">
      {note && (
        <Notice role={note.failed ? 'alert' : 'status'} $tone={note.failed ? 'danger' : 'info'}>
          {note.text}
        </Notice>
      )}
      <Hint>{labels.historyZone(timeZone)}</Hint>
      <ListStatus fetched={fetched} />
      {fetched.phase === 'ready' && fetched.data.versions.length === 0 && <p>{labels.noVersions}</p>}
      {fetched.phase === 'ready' && fetched.data.versions.length > 0 && (
        <Versions aria-label={labels.versions}>
          {fetched.data.versions.map((version) => (
            <VersionItem key={version.id} version={version} live={version.id === fetched.data.live} onRestore={admin ? setConfirming : null} scheduled={scheduledBy.get(version.id)} reviewed={reviewed.get(version.id)} timeZone={timeZone} />
          ))}
        </Versions>
      )}
      <RestoreDialog version={confirming} onConfirm={(version) => void restore(version)} onClose={() => setConfirming(null)} />
    </div>
  );
}
