import type { LeadChange, LeadDetail } from '@/shared/leads';
import { EraseLead } from './erase-lead';
import { LeadActions } from './lead-actions';
import { LeadFacts } from './lead-facts';
import { LeadHistory } from './lead-history';
import { LeadMessage } from './lead-message';
import { LeadNotes } from './lead-notes';
import { LeadGrid, LeadPart } from './leads.styles';

interface Props {
  lead: LeadDetail;
  timeZone: string;
  assignees: string[];
  busy: boolean;
  onChange: (change: LeadChange) => void;
  onNote: (text: string) => Promise<boolean>;
  onErase: () => void;
}

/** A lead's panels, each once, in the order a phone reads them: Details, then Status and assignee, the message and notes, history. */
export function LeadParts({ lead, timeZone, assignees, busy, onChange, onNote, onErase }: Props) {
  const open = !lead.erasedAt;
  return (
    <LeadGrid $withActions={open}>
      <LeadPart $area="details">
        <LeadFacts lead={lead} timeZone={timeZone} />
      </LeadPart>
      {open && (
        <LeadPart $area="actions">
          <LeadActions lead={lead} assignees={assignees} busy={busy} onChange={onChange} />
        </LeadPart>
      )}
      <LeadPart $area="message">
        <LeadMessage lead={lead} />
        <LeadNotes notes={lead.notes} timeZone={timeZone} onAdd={open ? onNote : null} busy={busy} />
      </LeadPart>
      <LeadPart $area="history">
        <LeadHistory lead={lead} timeZone={timeZone} />
        {open && <EraseLead busy={busy} onErase={onErase} />}
      </LeadPart>
    </LeadGrid>
  );
}
