import { visibleText } from '@/shared/visible-text';
import { AskInPlace } from '../../ui/ask-in-place';
import { formatTime } from '../../ui/zoned-time';
import { Card } from '../../ui/controls';
import { previewLabels } from './labels';
import type { PreviewLink } from './previews-api';

/** What the link shows, in words: the version, or the draft as it was when the link was made. */
export const linkWhat = (link: PreviewLink, timeZone: string) => previewLabels.shows(link.version, formatTime(link.createdAt, timeZone));

function stateText(link: PreviewLink, timeZone: string): string {
  switch (link.state) {
    case 'active':
      return previewLabels.worksUntil(formatTime(link.expiresAt, timeZone));
    case 'revoked':
      return previewLabels.revokedBy(visibleText(link.revokedBy) ?? '', link.revokedAt ? formatTime(link.revokedAt, timeZone) : '');
    case 'expired':
      return previewLabels.expired(formatTime(link.expiresAt, timeZone));
  }
}

/** One link: what it shows, who made it and when, until when it works or how it ended; Revoke (asked in place) while active. */
export function LinkItem({ link, timeZone, onRevoke }: { link: PreviewLink; timeZone: string; onRevoke: (link: PreviewLink, what: string) => void }) {
  const what = linkWhat(link, timeZone);
  const made = formatTime(link.createdAt, timeZone);
  return (
    <Card $current={link.state === 'active'}>
      <h4>{what}</h4>
      <p>{previewLabels.madeBy(visibleText(link.createdBy), made)}</p>
      <p>{stateText(link, timeZone)}</p>
      {link.state === 'active' && <AskInPlace label={previewLabels.revoke} name={previewLabels.revokeName(what, made)} question={previewLabels.revokeConfirm} onConfirm={() => onRevoke(link, what)} />}
    </Card>
  );
}
