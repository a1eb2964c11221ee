import styled from 'styled-components';
import { visibleText } from '@/shared/visible-text';
import { theme } from '@/theme/tokens';
import type { LeadNote } from '@/shared/leads';
import { multilineText } from './lead-text';
import { leadsLabels } from './labels';
import { Muted, Panel, UserBlock, UserText } from './leads.styles';
import { NoteForm } from './note-form';
import { formatTime } from '../../ui/zoned-time';

const { space, colors, fontSizes } = theme;

const Notes = styled.ol`
  display: grid;
  gap: ${space.sm};
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    padding-bottom: ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
  li > p {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

interface Props {
  notes: LeadNote[];
  timeZone: string;
  /** null once erased: no notes are added to an erased lead */
  onAdd: ((text: string) => Promise<boolean>) | null;
  busy: boolean;
}

/** The notes, oldest first, each with its author and time; then the form for a new one. */
export function LeadNotes({ notes, timeZone, onAdd, busy }: Props) {
  return (
    <Panel aria-labelledby="lead-notes">
      <h2 id="lead-notes">{leadsLabels.notes}</h2>
      {notes.length === 0 ? (
        <Muted>{leadsLabels.noNotes}</Muted>
      ) : (
        <Notes>
          {notes.map((note) => (
            <li key={note.id}>
              <p>
                <UserText>{leadsLabels.noteBy(visibleText(note.author), formatTime(note.at, timeZone))}</UserText>
              </p>
              <UserBlock>{multilineText(note.text)}</UserBlock>
            </li>
          ))}
        </Notes>
      )}
      {onAdd && <NoteForm onAdd={onAdd} busy={busy} />}
    </Panel>
  );
}
