import { useEffect } from 'react';
import { postToEditor } from '../api/preview-messages';
import { sectionIndexOf } from './section-index';

let clicked: number | null = null;

/** Whether the selection of `index` came from a click in the preview (asked once per selection). */
export function takeClicked(index: number): boolean {
  const was = clicked === index;
  clicked = null;
  return was;
}

/**
 * A click in the preview selects its section in the editor and does nothing else a visitor's would: no
 * link leaves the preview and no form is sent. In the capture phase on the window, before React's handlers,
 * so a router link sees the click already prevented and stays put.
 */
export function useSelectClicks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const index = sectionIndexOf(event.target);
      const link = event.target instanceof Element && event.target.closest('a[href]');
      if (index === null && !link) return;
      event.preventDefault();
      if (index === null) return;
      clicked = index;
      postToEditor({ type: 'select', index });
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, []);
}
