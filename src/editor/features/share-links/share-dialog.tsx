import { useState } from 'react';
import { EditorDialog } from '../../ui/editor-dialog';
import { SessionEndedAlert } from '../../ui/session-ended-alert';
import { useFetched } from '../../ui/use-fetched';
import { Hint } from '../../ui/controls';
import { previewLabels } from './labels';
import { LinkList } from './link-list';
import { MadeLinkView } from './made-link';
import { MakeLinkForm } from './make-link-form';
import { fetchPreviewLinks } from './previews-api';
import type { MadeLink } from './use-make-link';

interface Props {
  open: boolean;
  onClose: () => void;
  timeZone: string;
}

/** Share a preview: make a link (then see it, once, to copy), and the links made, each active one with Revoke. */
export function ShareDialog({ open, onClose, timeZone }: Props) {
  return (
    <EditorDialog open={open} title={previewLabels.title} onClose={onClose}>
      <ShareBody timeZone={timeZone} />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the list anew, and a link made is gone once it closes.
function ShareBody({ timeZone }: { timeZone: string }) {
  const { fetched, reload } = useFetched(fetchPreviewLinks);
  const [made, setMade] = useState<MadeLink | null>(null);
  const [again, setAgain] = useState(false);
  return (
    <div className="dialog-body">
      <SessionEndedAlert />
      <p>{previewLabels.intro}</p>
      <Hint>{previewLabels.zone(timeZone)}</Hint>
      {made ? (
        <MadeLinkView
          made={made}
          timeZone={timeZone}
          onAnother={() => {
            setMade(null);
            setAgain(true);
          }}
        />
      ) : (
        <MakeLinkForm
          timeZone={timeZone}
          takeFocus={again}
          onMade={(link) => {
            setMade(link);
            reload();
          }}
        />
      )}
      <LinkList fetched={fetched} reload={reload} timeZone={timeZone} />
    </div>
  );
}
