import type { CSSProperties } from 'react';
import { useSite } from '@/content/site-context';
import { Container } from '@/components/container';
import { Picture } from '@/components/picture';
import { FooterColumn } from './footer-column';
import { FooterContact } from './footer-contact';
import { logoSizes } from './logo-sizes';
import { useLabels } from '@/hooks/use-labels';
import { useLocale } from '@/hooks/use-locale';
import { Badge, Band, Bottom, Brand, Grid, LogoLink } from './footer.styles';


/** Site-wide footer: brand, link columns, contact details and the copyright line. */
export function Footer() {
  const labels = useLabels();
  const { settings, footer } = useSite();
  const { company } = settings;
  const { path } = useLocale();

  return (
    <Band>
      <Container>
        <Grid style={{ '--columns': footer.columns.length } as CSSProperties}>
          <Brand>
            <LogoLink to={path('/')}>
              <Picture image={settings.logoOnDark} sizes={logoSizes(settings.logoOnDark)} />
            </LogoLink>
            <p>{company.tagline}</p>
            <Badge>{labels.established(company.established)}</Badge>
          </Brand>
          {footer.columns.map((column) => (
            <FooterColumn key={column.title} title={column.title} links={column.links} />
          ))}
          <FooterContact title={footer.contactTitle} contact={settings.contact} />
        </Grid>
      </Container>
      <Bottom $reservePx={settings.ui.floatingButtonPx}>
        <Container>
          <p>
            © {company.copyrightYear} {company.name} {footer.rights}
          </p>
        </Container>
      </Bottom>
    </Band>
  );
}
