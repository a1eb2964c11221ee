import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visibleText } from '@/shared/visible-text';
import { theme, up } from '@/theme/tokens';
import type { LeadDetail } from '@/shared/leads';
import { languageName, telHref } from './lead-text';
import { leadsLabels } from './labels';
import { Panel, UserText } from './leads.styles';
import { formatTime } from '../../ui/zoned-time';

const { space, fontSizes, colors } = theme;
const columns = leadsLabels.columns;

const Facts = styled.dl`
  display: grid;
  gap: ${space.xs} ${space.md};
  margin: 0;
  ${up('sm')} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.textMuted};
  }
  dd {
    margin: 0 0 ${space.xs};
    overflow-wrap: anywhere;
    ${up('sm')} {
      margin: 0;
    }
  }
`;

/** How to reach the person, where and when they wrote, and what became of it. */
export function LeadFacts({ lead, timeZone }: { lead: LeadDetail; timeZone: string }) {
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <Panel aria-labelledby="lead-details">
      <h2 id="lead-details">{leadsLabels.details}</h2>
      <Facts>
        {fact(columns.email, lead.email ? <a href={`mailto:${lead.email}`} data-touch><UserText>{visibleText(lead.email)}</UserText></a> : '—')}
        {fact(columns.phone, lead.phone ? <a href={telHref(lead.phone)} data-touch><UserText>{visibleText(lead.phone)}</UserText></a> : '—')}
        {fact(columns.language, languageName(lead.locale))}
        {fact(columns.page, lead.page ? <UserText>{visibleText(lead.page)}</UserText> : leadsLabels.unknown)}
        {fact(leadsLabels.received, <time dateTime={lead.createdAt}>{formatTime(lead.createdAt, timeZone)}</time>)}
        {fact(leadsLabels.assignee, lead.assignee ? <UserText>{visibleText(lead.assignee)}</UserText> : leadsLabels.nobody)}
        {lead.changedAt && lead.changedBy && fact(leadsLabels.lastChange, <UserText>{leadsLabels.changedBy(formatTime(lead.changedAt, timeZone), visibleText(lead.changedBy))}</UserText>)}
        {lead.status === 'spam' && fact(leadsLabels.spamScore, leadsLabels.spamScoreValue(lead.spamScore))}
      </Facts>
    </Panel>
  );
}
