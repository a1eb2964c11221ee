import { useState } from 'react';
import { mayWorkLeads } from '@/shared/live-editor';
import { insightsPath } from '@/shared/server-paths';
import type { EditorConfig } from '../api/editor-config';
import { labels } from '../ui/labels';
import { leadsLabels } from '../features/leads/labels';
import { insightsLabels } from '../features/insights/labels';
import { useEditor } from '../state/editor-context';
import { Button, ButtonLink, ButtonRow } from '../ui/controls';
import { AuditDialog } from '../features/audit-log/audit-dialog';
import { HistoryDialog } from '../features/history/history-dialog';
import { ScheduledButton } from '../features/schedules/schedule-tools';
import { ReviewsButton } from '../features/reviews/reviews-button';
import { PreviewTools } from '../features/share-links/preview-tools';
import { RedirectsButton } from '../features/redirects/redirects-dialog';

interface Props {
  config: EditorConfig;
  onRestored: () => Promise<void>;
}

/** The live site's tools under Save and Publish: the schedules, the saved draft as a page, History, Reviews, an admin's Audit log and Leads, and Insights. */
export function LiveTools({ config, onRestored }: Props) {
  const { state } = useEditor();
  const [dialog, setDialog] = useState<'history' | 'audit' | null>(null);
  const admin = config.account.role === 'admin';
  const path = state.draft.pages[state.selection.page]?.path ?? '/';
  const close = () => setDialog(null);
  return (
    <ButtonRow>
      <ScheduledButton timeZone={config.timeZone} />
      <ButtonLink href={`${config.draftPreview}${path}`} target="_blank" rel="noopener" aria-label={labels.previewDraftName(path)}>
        {labels.previewDraft}
      </ButtonLink>
      <PreviewTools config={config} />
      <Button type="button" onClick={() => setDialog('history')}>
        {labels.history}
      </Button>
      <ReviewsButton config={config} onPublished={onRestored} />
      <RedirectsButton config={config} />
      {admin && (
        <Button type="button" onClick={() => setDialog('audit')}>
          {labels.auditLog}
        </Button>
      )}
      {mayWorkLeads(config.account.role) && <ButtonLink href={config.leads}>{leadsLabels.leads}</ButtonLink>}
      <ButtonLink href={insightsPath}>{insightsLabels.insights}</ButtonLink>
      <HistoryDialog open={dialog === 'history'} onClose={close} admin={admin} onRestored={onRestored} />
      {admin && <AuditDialog open={dialog === 'audit'} onClose={close} />}
    </ButtonRow>
  );
}
