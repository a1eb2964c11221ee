import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Fetched } from '../../ui/use-fetched';
import { CardList } from '../../ui/controls';
import { ListStatus } from '../../ui/list-status';
import { previewLabels } from './labels';
import { LinkItem } from './link-item';
import type { PreviewLink } from './previews-api';
import { useRevokeLink } from './use-revoke-link';

const Part = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  h3 {
    font-size: ${theme.fontSizes.md};
  }
`;

/** "Preview links (N)": the active ones first (N of them), then those that expired or were revoked. */
export function LinkList({ fetched, reload, timeZone }: { fetched: Fetched<PreviewLink[]>; reload: () => void; timeZone: string }) {
  const headingId = useId();
  const { note, noteRef, revoke } = useRevokeLink(reload);
  const links = fetched.phase === 'ready' ? fetched.data : null;
  const active = links && links.filter((link) => link.state === 'active').length;
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId}>{previewLabels.listHeading(active)}</h3>
      <ListStatus fetched={fetched} note={note} noteRef={noteRef} />
      {links?.length === 0 && <p>{previewLabels.noLinks}</p>}
      {links && links.length > 0 && (
        <CardList aria-labelledby={headingId}>
          {links.map((link) => (
            <LinkItem key={link.id} link={link} timeZone={timeZone} onRevoke={(one, what) => void revoke(one, what)} />
          ))}
        </CardList>
      )}
    </Part>
  );
}
