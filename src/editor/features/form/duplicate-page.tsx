import { useState } from 'react';
import { Button } from '../../ui/controls';
import { copyLabels } from './copy-labels';
import { DuplicatePageDialog } from './duplicate-page-dialog';
import { useFormNotice } from './form-notice';

/** "Duplicate page…" and its dialog; the copy is selected and the form's notice says what was made. */
export function DuplicatePage({ index }: { index: number }) {
  const [open, setOpen] = useState(false);
  // a fresh form each time it opens (the page's title may have changed since), kept mounted so closing returns the focus
  const [opened, setOpened] = useState(0);
  const say = useFormNotice();
  return (
    <div>
      <Button type="button" onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}>
        {copyLabels.open}
      </Button>
      <DuplicatePageDialog key={opened} index={index} open={open} onClose={() => setOpen(false)} onMade={say} />
    </div>
  );
}
