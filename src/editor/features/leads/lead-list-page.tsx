import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { unassigned } from '@/shared/leads';
import { theme } from '@/theme/tokens';
import type { EditorConfig } from '../../api/editor-config';
import { ButtonLink, Notice } from '../../ui/controls';
import { FilterForm } from './filter-form';
import { apiQuery, filterOf, isFiltered, searchOf, type LeadFilter } from './lead-filter';
import { leadsLabels } from './labels';
import { exportHref } from './leads-api';
import { LeadsTable, leadLinkId } from './leads-table';
import { Muted, NewMarker, Panel } from './leads.styles';
import { isNewSince, type useSeenLeads } from './seen-leads';
import { ShowMore } from './show-more';
import { StatusTabs } from './status-tabs';
import { useAssignees } from './use-assignees';
import { useDocumentTitle } from './use-document-title';
import { newestOf, useLeadList } from './use-lead-list';
import { useLeadNews } from './use-lead-news';
import { useNavigationFocus } from './use-navigation-focus';
import { formatTime, zoneOffset } from '../../ui/zoned-time';

const { space, fontSizes } = theme;

const Intro = styled.div`
  display: grid;
  gap: ${space.xs};
  h1 {
    font-size: ${fontSizes.xl};
  }
`;

// one line whatever it says (loading, a count, news): the table under it never moves
const ListBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  min-height: 2.75rem;
  p {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

interface Props {
  config: EditorConfig;
  seen: ReturnType<typeof useSeenLeads>;
}

/** The list at /edit/leads: status tabs, filters (all in the address), the table, Show more; new leads come in live. */
export function LeadListPage({ config, seen }: Props) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const search = searchOf(filter);
  const query = apiQuery(filter, config.timeZone);
  const list = useLeadList(query.toString(), seen.see);
  const [arrived, setArrived] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const heading = useNavigationFocus<HTMLHeadingElement>();
  // `none` (Nobody) is the filter's own choice, not an account
  const assignees = useAssignees([config.account.email, filter.assignee === unassigned ? null : filter.assignee]);
  useDocumentTitle(leadsLabels.title);

  const { refresh } = list;
  const onNews = useCallback(async () => {
    const added = await refresh();
    if (added > 0) setArrived(leadsLabels.arrived(added, formatTime(new Date().toISOString(), config.timeZone)));
  }, [refresh, config.timeZone]);
  const leads = list.page?.leads ?? [];
  useLeadNews(list.page ? newestOf(leads) : null, onNews);

  // after Show more, the first lead it brought has the focus: the button may be gone, and reading goes on from there
  useEffect(() => {
    if (focusId !== null) document.getElementById(leadLinkId(focusId))?.focus();
  }, [focusId]);

  const apply = (next: LeadFilter) => setParams(new URLSearchParams(searchOf(next)));
  const total = list.page?.total ?? 0;
  const fresh = leads.filter((lead) => isNewSince(lead.id, seen.baseline)).length;
  const empty = list.page !== null && !list.busy && leads.length === 0;

  return (
    <>
      <Intro>
        <h1 ref={heading} tabIndex={-1}>
          {leadsLabels.title}
        </h1>
        <Muted>{leadsLabels.timeZone(config.timeZone, zoneOffset(config.timeZone))}</Muted>
        {fresh > 0 && (
          <p>
            <NewMarker>{leadsLabels.newMarker}</NewMarker> {leadsLabels.newSince(fresh, fresh === leads.length && leads.length < total)}
          </p>
        )}
      </Intro>
      <StatusTabs filter={filter} counts={list.page?.counts ?? null} />
      <Panel as="div">
        <FilterForm filter={filter} assignees={assignees} languages={config.languages} onApply={apply} />
      </Panel>
      <ListBar>
        <p role="status">{list.busy ? leadsLabels.loading : list.page ? leadsLabels.showing(leads.length, total) : ''}</p>
        <p role="status">{arrived}</p>
        <ButtonLink href={exportHref(query)} download data-touch>
          {leadsLabels.exportCsv}
        </ButtonLink>
      </ListBar>
      {list.error && (
        <Notice role="alert" $tone="danger">
          <p>{leadsLabels.listFailed(list.error)}</p>
        </Notice>
      )}
      {empty && <p>{filter.status || isFiltered(filter) ? leadsLabels.noMatch : leadsLabels.empty}</p>}
      {leads.length > 0 && <LeadsTable leads={leads} baseline={seen.baseline} timeZone={config.timeZone} busy={list.busy} listSearch={search} />}
      {leads.length < total && <ShowMore busy={list.moreBusy} error={list.moreError} onShowMore={async () => setFocusId((await list.showMore())?.id ?? null)} />}
    </>
  );
}
