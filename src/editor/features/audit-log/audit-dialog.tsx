import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { visibleText } from '@/shared/visible-text';
import { EditorDialog } from '../../ui/editor-dialog';
import { fetchAudit } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { ListStatus } from '../../ui/list-status';
import { useFetched } from '../../ui/use-fetched';
import { formatTime } from '../../ui/zoned-time';
import { editorConfig } from '../../api/editor-config';

// The table scrolls sideways inside the dialog on a phone; a scrolled region needs focus to be read by keyboard.
const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
    width: 100%;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.line};
  }
  td {
    overflow-wrap: anywhere;
  }
`;

const columns = labels.auditColumns;

/** The audit log (admins): sign-ins, saves, publishes, restores, each with account, address and time. */
export function AuditDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog open={open} title={labels.auditLog} onClose={onClose} wide>
      <AuditBody />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the log anew.
function AuditBody() {
  const { fetched } = useFetched(fetchAudit);
  return (
    <div className="dialog-body">
      <ListStatus fetched={fetched} />
      {fetched.phase === 'ready' && fetched.data.length === 0 && <p>{labels.noAudit}</p>}
      {fetched.phase === 'ready' && fetched.data.length > 0 && (
        <Scroll tabIndex={0} role="region" aria-label={labels.auditLog}>
          <table>
            <thead>
              <tr>
                <th scope="col">{columns.at}</th>
                <th scope="col">{columns.actor}</th>
                <th scope="col">{columns.action}</th>
                <th scope="col">{columns.ip}</th>
                <th scope="col">{columns.detail}</th>
              </tr>
            </thead>
            <tbody>
              {fetched.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatTime(entry.at, editorConfig()?.timeZone)}</time>
                  </td>
                  {/* rows written before the store escaped them too: an unauthenticated sign-in's e-mail is anyone's text */}
                  <td>{visibleText(entry.actor) ?? '—'}</td>
                  <td>{entry.action}</td>
                  <td>{visibleText(entry.ip) ?? '—'}</td>
                  <td>{visibleText(entry.detail) ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </div>
  );
}
