import type { Ref } from 'react';

/** The types the server takes (it tells them by their bytes); the picker offers only these. */
export const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * The browser's file picker, opened by a button of the caller's (`ref.current.click()`): the input itself stays
 * out of sight and out of the tab order, so the button is the one control a keyboard or screen reader meets.
 */
export function FileInput({ ref, onFile }: { ref: Ref<HTMLInputElement>; onFile: (file: File) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={acceptedTypes}
      hidden
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // picking the same file again is a new choice
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
