import { useState } from 'react';
import { MediaDialog } from '../media/media-dialog';
import { mediaLabels } from '../media/labels';
import { Button } from '../ui';

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
