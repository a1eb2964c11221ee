import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResolvedLink } from '@/content/menu';
import { useSite } from '@/content/site-context';
import { LinkButton } from '@/components/button';
import { Icon } from '@/components/icon';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useLinkClick } from '@/hooks/use-link-click';
import { entryKey, useMenuStack } from '@/hooks/use-menu-stack';
import { useLabels } from '@/hooks/use-labels';
import { isInSection } from './menu-match';
import { LanguageSwitch } from './language-switch';
import { mailtoHref, telHref } from '@/shared/contact-links';
import * as S from './mobile-menu.styles';

interface MobileMenuProps {
  id: string;
  items: ResolvedLink[];
  open: boolean;
  onClose: () => void;
}

const titleId = 'mobile-menu-title';

/** The slide-in menu of small screens: one level at a time, with Back, the level's title and Close. */
export function MobileMenu({ id, items, open, onClose }: MobileMenuProps) {
  const labels = useLabels();
  const { navigation, settings } = useSite();
  const panelRef = useRef<HTMLDivElement>(null);
  const { current, entries, enter, back } = useMenuStack(items, open, panelRef);
  const { pathname } = useLocation();
  useFocusTrap(panelRef, open, onClose);
  useBodyScrollLock(open);
  useLinkClick(panelRef, onClose);
  const motion = { $open: open, $ms: settings.ui.modalAnimationMs };
  // The panel's content is built on first opening: closed, it is only weight in every page's HTML.
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);

  return (
    <>
      <S.Backdrop {...motion} aria-hidden="true" onPointerDown={onClose} />
      <S.Panel
        {...motion}
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-hidden={!open}
        inert={!open}
      >
        {wasOpened && (
          <>
            <S.TopBar>
              <S.BackButton type="button" hidden={!current} onClick={back}>
                <Icon name="arrow-left" size={18} />
                {labels.back}
              </S.BackButton>
              <S.Title id={titleId} aria-live="polite">
                {current?.label ?? labels.menuTitle}
              </S.Title>
              <S.CloseButton type="button" aria-label={labels.closeMenu} onClick={onClose}>
                <Icon name="close" />
              </S.CloseButton>
            </S.TopBar>
            <S.Body aria-label={labels.mainNav}>
              <S.List key={current ? entryKey(current) : 'root'}>
                {entries.map((entry) => (
                  <li key={entryKey(entry)}>
                    {entry.children ? (
                      <S.RowButton
                        type="button"
                        data-submenu={entryKey(entry)}
                        $inSection={isInSection(entry, pathname)}
                        aria-label={labels.submenu(entry.label)}
                        onClick={() => enter(entry)}
                      >
                        {entry.label}
                        <Icon name="chevron-right" />
                      </S.RowButton>
                    ) : (
                      <S.RowLink to={entry.to} end>
                        {entry.label}
                      </S.RowLink>
                    )}
                  </li>
                ))}
              </S.List>
            </S.Body>
            <S.Footer>
              <LanguageSwitch onDark />
              <LinkButton to={navigation.cta.to}>{navigation.cta.label}</LinkButton>
              <S.ContactLine href={telHref(settings.contact.phone)}>
                <Icon name="phone" size={18} strokeWidth={2} />
                {settings.contact.phone}
              </S.ContactLine>
              <S.ContactLine href={mailtoHref(settings.contact.email)}>
                <Icon name="mail" size={18} strokeWidth={2} />
                {settings.contact.email}
              </S.ContactLine>
            </S.Footer>
          </>
        )}
      </S.Panel>
    </>
  );
}
