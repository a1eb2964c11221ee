/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- Safari drops a table's roles once CSS changes its display (the stacked layout): they are said again */
import { Link } from 'react-router-dom';
import { visibleText } from '@/shared/visible-text';
import type { Lead } from '@/shared/leads';
import { firstLine, languageName, leadName, telHref } from './lead-text';
import { leadsLabels } from './labels';
import { NewMarker, StatusBadge, UserText } from './leads.styles';
import { Cols, NameCell, Table } from './leads-table.styles';
import { isNewSince } from './seen-leads';
import { formatTime } from '../../ui/zoned-time';

const columns = leadsLabels.columns;

export const leadLinkId = (id: number) => `lead-link-${id}`;

interface Props {
  leads: Lead[];
  /** leads above this id are new since the last visit */
  baseline: number | null;
  timeZone: string;
  busy: boolean;
  /** the list's query, for the lead's "Back to leads" */
  listSearch: string;
}

/** The leads as a table on a wide screen, as a card each on a narrow one; each lead's name opens its page. */
export function LeadsTable({ leads, baseline, timeZone, busy, listSearch }: Props) {
  return (
    <Table role="table" aria-busy={busy}>
      <caption className="visually-hidden">{leadsLabels.caption}</caption>
      <Cols>
        {Object.keys(columns).map((key) => (
          <col key={key} />
        ))}
      </Cols>
      <thead role="rowgroup">
        <tr role="row">
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" role="columnheader">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {leads.map((lead) => (
          <tr key={lead.id} role="row">
            <td role="cell" className="status">
              <StatusBadge $status={lead.status}>{leadsLabels.status[lead.status]}</StatusBadge>
            </td>
            <NameCell role="cell" className="name">
              {isNewSince(lead.id, baseline) && (
                <NewMarker>
                  {leadsLabels.newMarker}
                  <span className="visually-hidden">{leadsLabels.newMarkerMore}</span>
                </NewMarker>
              )}
              <Link id={leadLinkId(lead.id)} to={`/${lead.id}`} state={{ listSearch }}>
                <UserText>{leadName(lead)}</UserText>
              </Link>
            </NameCell>
            <td role="cell" className="email">
              {lead.email && (
                <a href={`mailto:${lead.email}`}>
                  <UserText>{visibleText(lead.email)}</UserText>
                </a>
              )}
            </td>
            <td role="cell" className="phone">
              {lead.phone && (
                <a href={telHref(lead.phone)}>
                  <UserText>{visibleText(lead.phone)}</UserText>
                </a>
              )}
            </td>
            <td role="cell" className="language" data-label={columns.language}>
              {languageName(lead.locale)}
            </td>
            <td role="cell" className="page" data-label={columns.page}>
              {lead.page ? <UserText>{visibleText(lead.page)}</UserText> : leadsLabels.unknown}
            </td>
            <td role="cell" className="received" data-label={columns.received}>
              <time dateTime={lead.createdAt}>{formatTime(lead.createdAt, timeZone)}</time>
            </td>
            <td role="cell" className="message">
              <UserText>{firstLine(lead.message) || leadsLabels.noMessage}</UserText>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
