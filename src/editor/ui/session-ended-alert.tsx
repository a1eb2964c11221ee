import { editorPath } from '@/shared/server-paths';
import { labels } from './labels';
import { useSessionEnded } from '../api/session-state';
import { Notice } from './controls';

/** The alert's words around its link; `linkName` where the words around it do not say the link opens a new tab. */
export interface SessionEndedWords {
  before: string;
  link: string;
  linkName?: string;
  after: string;
}

/** The session has ended (a 401): sign in again in a new tab, as this one keeps the draft or its place. */
export function SessionEndedAlert({ words = labels.sessionEnded }: { words?: SessionEndedWords }) {
  const ended = useSessionEnded();
  if (!ended) return null;
  const { before, link, linkName, after } = words;
  return (
    <Notice role="alert" $tone="danger">
      <p>
        {before}
        <a href={editorPath} target="_blank" rel="noopener" aria-label={linkName}>
          {link}
        </a>
        {after}
      </p>
    </Notice>
  );
}
