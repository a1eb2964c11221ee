import { useSite } from '@/content/site-context';
import { LinkButton } from '@/components/button';
import { Icon } from '@/components/icon';
import { Picture } from '@/components/picture';
import { useMobileMenu } from '@/hooks/use-mobile-menu';
import { useResolvedMenu } from '@/hooks/use-resolved-menu';
import { DesktopNav } from './desktop-nav';
import { logoSizes } from './logo-sizes';
import { useLabels } from '@/hooks/use-labels';
import { MobileMenu } from './mobile-menu';
import { useLocale } from '@/hooks/use-locale';
import { Actions, Bar, Cta, Inner, Languages, LogoLink, MenuButton } from './header.styles';

const mobileMenuId = 'mobile-menu';

/** Sticky header: logo, the menu (a dropdown bar on wide screens, a slide-in panel on small ones) and the Contact button. */
export function Header() {
  const labels = useLabels();
  const { settings, navigation } = useSite();
  const items = useResolvedMenu();
  const { open, openMenu, closeMenu, triggerRef } = useMobileMenu();
  const { path } = useLocale();

  return (
    <>
      <Bar>
        <Inner>
          <LogoLink to={path('/')}>
            {/* lazy as every image but the page's largest first-screen one (src/render/first-screen.ts), which loads first */}
            <Picture image={settings.logo} sizes={logoSizes(settings.logo)} />
          </LogoLink>
          <DesktopNav items={items} />
          <Actions>
            <Languages />
            <Cta>
              <LinkButton to={navigation.cta.to}>{navigation.cta.label}</LinkButton>
            </Cta>
            <MenuButton
              ref={triggerRef}
              type="button"
              aria-label={labels.openMenu}
              aria-expanded={open}
              aria-controls={mobileMenuId}
              onClick={openMenu}
            >
              <Icon name="menu" size={22} />
            </MenuButton>
          </Actions>
        </Inner>
      </Bar>
      <MobileMenu id={mobileMenuId} items={items} open={open} onClose={closeMenu} />
    </>
  );
}
