import { describePlace, pathOf } from '../state/describe-place';
import { labels, words } from '../ui/labels';
import { useSchemas } from '../state/schemas-context';
import { useEditor } from '../state/editor-context';
import type { Conflict, Reapplied } from '../state/conflict';
import { Button, ButtonRow, Code, Notice } from '../ui/controls';

interface Props {
  conflict: Conflict | null;
  reapplied: Reapplied | null;
  onReapply: () => void;
  onDiscard: () => void;
  onDismiss: () => void;
}

function sentence(conflict: Conflict): string {
  const text = words();
  switch (conflict.origin) {
    case 'save':
      return text.conflictOnSave;
    case 'load':
      return text.conflictOnLoad;
    case 'publish':
      return conflict.message || text.conflictOnPublish;
    case 'live':
      return text.conflictOnLive;
  }
}

/** The site changed under my changes: re-apply them onto it or drop them; then what could not be re-applied. */
export function ConflictNotice({ conflict, reapplied, onReapply, onDiscard, onDismiss }: Props) {
  const { state } = useEditor();
  const { blockTitle } = useSchemas();
  const text = words();
  if (conflict) {
    return (
      <Notice role="alert" $tone="danger">
        <p>{sentence(conflict)}</p>
        <ButtonRow>
          <Button type="button" $variant="primary" onClick={onReapply}>
            {labels.reapply}
          </Button>
          <Button type="button" onClick={onDiscard}>
            {labels.discard}
          </Button>
        </ButtonRow>
      </Notice>
    );
  }
  if (!reapplied) return null;
  return (
    <Notice role="status" $tone={reapplied.collisions.length > 0 ? 'danger' : 'info'}>
      <p>{text.reapplied(reapplied.applied)}</p>
      {reapplied.kept.map((kept) => (
        <p key={kept.id}>{kept.message}</p>
      ))}
      {reapplied.collisions.length > 0 && (
        <>
          <p>{text.collisions}</p>
          <ul>
            {reapplied.collisions.map((collision) => (
              <li key={collision.pointer}>
                {describePlace(state.draft, pathOf(collision.pointer), blockTitle)} <Code>{collision.pointer}</Code>
                {collision.reason === 'no longer exists' && ` (${labels.goneCollision})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <ButtonRow>
        <Button type="button" onClick={onDismiss}>
          {labels.close}
        </Button>
      </ButtonRow>
    </Notice>
  );
}
