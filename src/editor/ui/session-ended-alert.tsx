import { labels } from './labels';
import { useSessionEnded } from '../api/session-state';
import { Notice } from './controls';

/** The live site's session has ended (a 401): sign in again in a new tab, this one keeps the draft. */
export function SessionEndedAlert() {
  const ended = useSessionEnded();
  if (!ended) return null;
  const { before, link, after } = labels.sessionEnded;
  return (
    <Notice role="alert" $tone="danger">
      <p>
        {before}
        <a href="/edit" target="_blank" rel="noopener" aria-label={labels.signInNewTab}>
          {link}
        </a>
        {after}
      </p>
    </Notice>
  );
}
