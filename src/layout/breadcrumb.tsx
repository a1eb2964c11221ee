import { Link } from '@/components/link';
import styled from 'styled-components';
import { Container } from '@/components/container';
import { Icon } from '@/components/icon';
import { useLabels } from '@/hooks/use-labels';
import { useLocale } from '@/hooks/use-locale';
import { theme } from '@/theme/tokens';

const Band = styled.div`
  position: relative;
  overflow: hidden;
  padding-block: clamp(3rem, 2rem + 4vw, 5.5rem);
  background:
    radial-gradient(circle at 88% 10%, ${theme.colors.accent}26 0, transparent 40%),
    radial-gradient(circle at 5% 110%, ${theme.colors.lineDark} 0, transparent 45%),
    ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  text-align: center;
`;

const Heading = styled.h1`
  font-size: ${theme.fontSizes.h1};
  overflow-wrap: anywhere;
`;

const Trail = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.textOnDarkMuted};
  li { display: inline-flex; align-items: center; gap: 0.5rem; }
  svg { color: ${theme.colors.accent}; }
  a { color: ${theme.colors.textOnDark}; text-decoration: none; }
  a:hover { color: ${theme.colors.accent}; text-decoration: underline; }
  a:focus-visible { outline-color: ${theme.colors.accent}; }
`;

/** The band under the header with the page's h1 and a trail back to the home page. */
export function Breadcrumb({ title }: { title: string }) {
  const labels = useLabels();
  const { path } = useLocale();
  return (
    <Band>
      <Container>
        <Heading>{title}</Heading>
        <nav aria-label={labels.breadcrumb}>
          <Trail>
            <li>
              <Link to={path('/')}>{labels.home}</Link>
            </li>
            <li>
              <Icon name="chevron-right" size={16} />
              <span aria-current="page">{title}</span>
            </li>
          </Trail>
        </nav>
      </Container>
    </Band>
  );
}
