import { useCallback, useRef, useState } from 'react';
import { theme } from '@/theme/tokens';
import { useMediaQueryMatchEvent } from './use-media-query-change';

const desktopQuery = `(min-width: ${theme.breakpoints.nav}px)`;

/** Open state of the mobile menu: focus returns to the button that opened it, and it closes on desktop widths. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  useMediaQueryMatchEvent(desktopQuery, () => setOpen(false), open);

  return { open, openMenu, closeMenu, triggerRef };
}
