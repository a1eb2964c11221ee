import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { visibleText } from '@/shared/visible-text';
import type { Schedule, VersionSummary } from '../../api/live-api';
import type { Review } from '@/shared/reviews';
import { labels } from '../../ui/labels';
import { Button } from '../../ui/controls';
import { ChangedPages } from './changed-pages';
import { formatTime } from '../../ui/zoned-time';

const Item = styled.li<{ $live: boolean }>`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${({ $live }) => ($live ? theme.colors.ink : theme.colors.line)};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.sm};
    list-style: none;
  }
  > button {
    justify-self: start;
  }
`;

const Badge = styled.span`
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.xs};
  text-transform: uppercase;
`;

const sourceText = ({ source, restoredFrom }: VersionSummary) => (source === 'restore' ? labels.source.restore(restoredFrom) : labels.source[source]);

interface Props {
  version: VersionSummary;
  live: boolean;
  /** an admin's Restore; none for an editor */
  onRestore: ((version: VersionSummary) => void) | null;
  /** the schedule that made it live, and the site's time zone its time was chosen in */
  scheduled?: { schedule: Schedule; timeZone: string };
  /** the review request it published: who asked, who approved */
  reviewed?: Review;
  /** the site's time zone: every time of History is in it */
  timeZone: string;
}

/** One published version: who, when, how, what it changed; the live one marked. */
export function VersionItem({ version, live, onRestore, scheduled, reviewed, timeZone }: Props) {
  return (
    <Item $live={live}>
      <h3>
        {labels.version(version.id)}
        {live && (
          <>
            , <Badge>{labels.liveMark}</Badge>
          </>
        )}
      </h3>
      <p>
        <time dateTime={version.createdAt}>{formatTime(version.createdAt, timeZone)}</time>, {visibleText(version.author)}, {sourceText(version)}
      </p>
      {scheduled && (
        <p>
          {labels.versionScheduled(visibleText(scheduled.schedule.createdBy), formatTime(scheduled.schedule.dueAt, scheduled.timeZone), scheduled.timeZone)}
          {scheduled.schedule.message && ` ${scheduled.schedule.message}`}
        </p>
      )}
      {reviewed && <p>{labels.versionReviewed(visibleText(reviewed.requestedBy), visibleText(reviewed.decidedBy) ?? '')}</p>}
      <ChangedPages pages={version.pages} />
      {onRestore && !live && (
        <Button type="button" onClick={() => onRestore(version)}>
          {labels.restore(version.id)}
        </Button>
      )}
    </Item>
  );
}
