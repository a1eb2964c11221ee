import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A ref for a page's heading: when the page was reached by a link or Back within this page (not on the first load),
 * the heading takes the focus as it appears, so a screen reader starts there and a keyboard continues from there.
 */
export function useNavigationFocus<T extends HTMLElement>() {
  const { key } = useLocation();
  // the first entry's key is "default"; this page's own navigations make others
  const [navigated] = useState(() => key !== 'default');
  return useCallback(
    (element: T | null) => {
      if (element && navigated) element.focus();
    },
    [navigated],
  );
}
