import { useId } from 'react';
import type { Story as StoryBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useFirstScreen } from '@/content/first-screen';
import { photoSizes } from './story.images';
import { Badge, BadgeLabel, BadgeValue, Collage, Column, Copy, Layout, Paragraph, Photo } from './story.styles';

/** The founding story: the text beside a collage of four pictures with the founding year at its centre. */
export function Story({ id, eyebrow, heading, paragraphs, highlight, images }: StoryBlock) {
  const headingId = useId();
  const firstScreen = useFirstScreen();
  // the schema asks for exactly four; the collage shows them as two columns of two, in order
  const columns = [images.slice(0, 2), images.slice(2, 4)];

  return (
    <Section id={id} tone="mist" labelledBy={headingId}>
      <Layout>
        <Copy>
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          {paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
        </Copy>
        <Collage>
          {columns.map((column, columnIndex) => (
            <Column key={columnIndex}>
              {column.map((image, index) => (
                // the first column starts tall, the second ends tall, so both columns are the same height
                <Photo key={image.src} image={image} sizes={photoSizes} priority={firstScreen && columnIndex === 0 && index === 0} $tall={index === columnIndex} />
              ))}
            </Column>
          ))}
          <Badge>
            <BadgeValue>{highlight.value}</BadgeValue>{' '}
            <BadgeLabel>{highlight.label}</BadgeLabel>
          </Badge>
        </Collage>
      </Layout>
    </Section>
  );
}
