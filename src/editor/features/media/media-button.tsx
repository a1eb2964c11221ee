import { useState } from 'react';
import { MediaDialog } from './media-dialog';
import { mediaLabels } from '../../ui/upload/media-labels';
import { Button } from '../../ui/controls';

/** Media: opens the library of uploaded images (in the dev server and on the live site). */
export function MediaButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {mediaLabels.media}
      </Button>
      <MediaDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
