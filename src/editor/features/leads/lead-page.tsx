import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { EditorConfig } from '../../api/editor-config';
import { Notice } from '../../ui/controls';
import { LeadParts } from './lead-parts';
import { leadName } from './lead-text';
import { leadsLabels } from './labels';
import { StatusBadge } from './leads.styles';
import { NotFound } from './not-found';
import { useAssignees } from './use-assignees';
import { useDocumentTitle } from './use-document-title';
import { useLead } from './use-lead';
import { useNavigationFocus } from './use-navigation-focus';
import { formatTime } from '../../ui/zoned-time';

const { space, fontSizes } = theme;

const Head = styled.div`
  display: grid;
  gap: ${space.xs};
  justify-items: start;
  h1 {
    font-size: ${fontSizes.xl};
    overflow-wrap: anywhere;
  }
  > a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
    font-weight: 600;
  }
`;

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** /edit/leads/<id>: the lead's page, or what stands for it while it loads or when it cannot. */
export function LeadPage({ config }: { config: EditorConfig }) {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) return <NotFound />;
  return <LoadedLead key={id} id={Number(id)} config={config} />;
}

function LoadedLead({ id, config }: { id: number; config: EditorConfig }) {
  const { lead, notice, busy, change, note, erase } = useLead(id);
  const heading = useNavigationFocus<HTMLHeadingElement>();
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const ready = lead.phase === 'ready' ? lead.lead : null;
  const assignees = useAssignees([config.account.email, ready?.assignee ?? null]);
  const [erasedHere, setErasedHere] = useState(false);
  const name = ready ? leadName(ready) : leadsLabels.unnamed(id);
  useDocumentTitle(`${name} · ${leadsLabels.title}`);

  return (
    <>
      <Head>
        <Link to={{ pathname: '/', search: listSearch }}>
          <span aria-hidden="true">←</span>
          {leadsLabels.back}
        </Link>
        <h1 ref={heading} tabIndex={-1} dir="auto">
          {name}
        </h1>
        {ready && <StatusBadge $status={ready.status}>{leadsLabels.status[ready.status]}</StatusBadge>}
      </Head>
      {lead.phase === 'loading' && <p role="status">{leadsLabels.leadLoading}</p>}
      {lead.phase === 'failed' && lead.message && (
        <Notice role="alert" $tone="danger">
          <p>{leadsLabels.leadFailed(lead.message)}</p>
        </Notice>
      )}
      {/* always there, so that what it says next is announced; out of sight while it says nothing */}
      <Notice role="status" $tone="info" className={notice?.tone === 'info' ? undefined : 'visually-hidden'}>
        {notice?.tone === 'info' && <p>{notice.text}</p>}
      </Notice>
      {notice?.tone === 'danger' && (
        <Notice role="alert" $tone="danger">
          <p>{notice.text}</p>
        </Notice>
      )}
      {ready?.erasedAt && (
        <Notice ref={erasedHere ? focusOnMount : undefined} tabIndex={-1} $tone="info">
          <p>{leadsLabels.erased(formatTime(ready.erasedAt, config.timeZone))}</p>
        </Notice>
      )}
      {ready && (
        <LeadParts
          lead={ready}
          timeZone={config.timeZone}
          assignees={assignees}
          busy={busy}
          onChange={change}
          onNote={note}
          onErase={async () => setErasedHere(await erase())}
        />
      )}
    </>
  );
}
