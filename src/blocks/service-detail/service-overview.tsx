import { useId } from 'react';
import type { ServiceDetail } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { ArtImage } from '@/components/split-hero.styles';
import { useFirstScreen } from '@/content/first-screen';
import { useEntities } from '@/content/site-context';
import { artSizes } from './service-detail.images';
import { twoDigits } from './two-digits';
import { Art, Copy, Highlight, HighlightNumber, HighlightText, HighlightTitle, Highlights, Layout, Lead } from './service-detail.styles';

type OverviewProps = Pick<ServiceDetail, 'id' | 'service' | 'eyebrow' | 'image' | 'intro' | 'highlights'>;

/** The service's title (from the services entity), intro and hero image, then the two highlight columns. */
export function ServiceOverview({ id, service, eyebrow, image, intro, highlights }: OverviewProps) {
  const headingId = useId();
  const [entity] = useEntities('services', [service]);
  const firstScreen = useFirstScreen();

  return (
    <Section id={id} labelledBy={headingId}>
      <Layout>
        <Copy>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} heading={entity?.title ?? service} />
          </div>
          <Lead>{intro}</Lead>
        </Copy>
        <Art>
          <ArtImage image={image} sizes={artSizes} priority={firstScreen} />
        </Art>
      </Layout>
      <Highlights>
        {highlights.map((highlight, index) => (
          <Highlight key={`${index}-${highlight.title}`}>
            <HighlightNumber aria-hidden="true">{twoDigits(index)}</HighlightNumber>
            <HighlightTitle>{highlight.title}</HighlightTitle>
            <HighlightText>{highlight.text}</HighlightText>
          </Highlight>
        ))}
      </Highlights>
    </Section>
  );
}
