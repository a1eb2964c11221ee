import { editorPath } from '@/shared/server-paths';
import { useSessionEnded } from '../../api/session-state';
import { Notice } from '../../ui/controls';
import { leadsLabels } from './labels';

/** The session has ended (a 401): sign in again in a new tab; this one keeps its place. */
export function SessionAlert() {
  const ended = useSessionEnded();
  if (!ended) return null;
  const { before, link, after } = leadsLabels.sessionEnded;
  return (
    <Notice role="alert" $tone="danger">
      <p>
        {before}
        <a href={editorPath} target="_blank" rel="noopener">
          {link}
        </a>
        {after}
      </p>
    </Notice>
  );
}
