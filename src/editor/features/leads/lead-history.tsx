import styled from 'styled-components';
import { visibleText } from '@/shared/visible-text';
import { theme } from '@/theme/tokens';
import { isLeadStatus, type LeadDetail, type LeadEvent } from '@/shared/leads';
import { leadsLabels } from './labels';
import { Panel, UserText } from './leads.styles';
import { formatTime } from '../../ui/zoned-time';

const { space, colors, fontSizes } = theme;

const Events = styled.ol`
  display: grid;
  gap: ${space.xs};
  list-style: none;
  font-size: ${fontSizes.sm};
  time {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

function what(event: LeadEvent): string {
  const { event: words, status } = leadsLabels;
  if (event.kind === 'status') return words.status(isLeadStatus(event.detail) ? status[event.detail] : visibleText(event.detail));
  if (event.kind === 'assignee') return words.assignee(visibleText(event.detail));
  return words[event.kind];
}

/** Who did what to the lead, and when, from its arrival on. */
export function LeadHistory({ lead, timeZone }: { lead: LeadDetail; timeZone: string }) {
  return (
    <Panel aria-labelledby="lead-history">
      <h2 id="lead-history">{leadsLabels.history}</h2>
      <Events>
        <li>
          <time dateTime={lead.createdAt}>{formatTime(lead.createdAt, timeZone)}</time>
          {leadsLabels.historyArrived}
        </li>
        {lead.events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{formatTime(event.at, timeZone)}</time>
            <UserText>{visibleText(event.actor)}</UserText> {what(event)}
          </li>
        ))}
      </Events>
    </Panel>
  );
}
