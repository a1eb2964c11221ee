import type { Lead } from '@/shared/leads';
import { multilineText } from './lead-text';
import { leadsLabels } from './labels';
import { Panel, UserBlock } from './leads.styles';

/** The request's message as the person wrote it, its line breaks kept. */
export function LeadMessage({ lead }: { lead: Pick<Lead, 'message'> }) {
  return (
    <Panel aria-labelledby="lead-message">
      <h2 id="lead-message">{leadsLabels.message}</h2>
      <UserBlock>{lead.message ? multilineText(lead.message) : leadsLabels.noMessage}</UserBlock>
    </Panel>
  );
}
