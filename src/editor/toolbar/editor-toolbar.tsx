import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from '../labels';
import { useEditor } from '../state/editor-context';
import type { SaveStatus } from '../state/use-site-sync';
import { Button, ButtonRow, Hint } from '../ui';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.line};
  background: ${theme.colors.paper};
  h1 {
    font-size: ${theme.fontSizes.lg};
  }
`;

const Status = styled.p<{ $dirty: boolean }>`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ $dirty }) => ($dirty ? theme.colors.accentInk : theme.colors.textMuted)};
`;

interface Props {
  status: SaveStatus;
  problemCount: number;
  onSave: () => void;
}

function statusText(status: SaveStatus, dirty: boolean) {
  if (status === 'saving') return labels.saving;
  if (dirty) return labels.unsaved;
  return status === 'saved' ? labels.saved : labels.noChanges;
}

/** The editor's banner: undo, redo, save and whether anything is unsaved. */
export function EditorToolbar({ status, problemCount, onSave }: Props) {
  const { state, dispatch, dirty } = useEditor();
  return (
    <Bar>
      <h1>{labels.title}</h1>
      <ButtonRow>
        <Button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
          {labels.undo}
        </Button>
        <Button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          {labels.redo}
        </Button>
        <Button type="button" $variant="primary" onClick={onSave} disabled={!dirty || status === 'saving'} aria-keyshortcuts="Control+S Meta+S">
          {labels.save}
        </Button>
      </ButtonRow>
      <Status role="status" $dirty={dirty}>
        {statusText(status, dirty)}
        {problemCount > 0 && ` · ${labels.liveProblems(problemCount)}`}
      </Status>
      <Hint>{labels.shortcuts}</Hint>
    </Bar>
  );
}
