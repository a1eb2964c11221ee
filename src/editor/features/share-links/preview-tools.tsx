import { useState } from 'react';
import { mayEditContent } from '@/shared/live-editor';
import type { EditorConfig } from '../../api/editor-config';
import { Button } from '../../ui/controls';
import { previewLabels } from './labels';
import { ShareDialog } from './share-dialog';

/** Share preview…: links that show a saved version's pages to someone without an account. */
export function PreviewTools({ config }: { config: EditorConfig }) {
  const [open, setOpen] = useState(false);
  if (!mayEditContent(config.account.role)) return null;
  return (
    <>
      <Button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {previewLabels.share}
      </Button>
      <ShareDialog open={open} onClose={() => setOpen(false)} timeZone={config.timeZone} />
    </>
  );
}
