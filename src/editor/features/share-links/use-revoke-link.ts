import { useListAction } from '../../ui/use-list-action';
import { previewLabels } from './labels';
import { revokePreviewLink, type PreviewLink } from './previews-api';

/** Revoke of one active link, from the list of links (it expired meanwhile, or someone revoked it: the list shows it); `what` names what it showed. */
export function useRevokeLink(reload: () => void) {
  const { note, noteRef, run } = useListAction(
    (link: PreviewLink, _what: string) => revokePreviewLink(link.id),
    { running: previewLabels.revoking, done: (_link, what) => previewLabels.revoked(what), failed: previewLabels.revokeFailed },
    reload,
  );
  return { note, noteRef, revoke: run };
}
