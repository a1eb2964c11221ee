import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link';
import styled, { css } from 'styled-components';
import { useSite } from '@/content/site-context';
import { useLocale } from '@/hooks/use-locale';
import { defaultLocalePath, localePath } from '@/shared/localize';
import { pagePath } from '@/shared/page-path';
import { useLabels } from '@/hooks/use-labels';
import { theme } from '@/theme/tokens';

const List = styled.ul<{ $onDark: boolean }>`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding-inline: 0.625rem;
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    color: inherit;
  }
  a:hover { text-decoration: underline; }
  a:not([aria-current]) { font-family: ${theme.fonts.otherLanguage}; }
  a[aria-current='true'] {
    ${({ $onDark }) => ($onDark ? css`color: ${theme.colors.ink}; background: ${theme.colors.accent};` : css`background: ${theme.colors.mist};`)}
  }
`;

/**
 * Links to the page shown in each of the site's languages, each named in its own language; the page's own is
 * marked current. It remembers nothing: the language is the address's. Nothing on a site with one language.
 */
export function LanguageSwitch({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const labels = useLabels();
  const { settings } = useSite();
  const { current, defaultLocale, codes } = useLocale();
  const { pathname } = useLocation();
  if (codes.length < 2) return null;
  const base = defaultLocalePath(pagePath(pathname), current, defaultLocale);
  return (
    <nav className={className} aria-label={labels.language}>
      <List $onDark={onDark}>
        {settings.locales!.map(({ code, name }) => (
          <li key={code}>
            <Link to={localePath(base, code, defaultLocale)} lang={code} hrefLang={code} aria-current={code === current ? 'true' : undefined}>
              {name}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
