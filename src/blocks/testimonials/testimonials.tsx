import { useId } from 'react';
import type { Testimonials as TestimonialsBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { Stars } from '@/components/stars';
import { useEntities } from '@/content/site-context';
import { Author, Card, CardTitle, Cards, Designation, Name, Photo, Quote, photoPx } from './testimonials.styles';

/** Clients' reviews as cards: stars, headline, the review, and who wrote it. */
export function Testimonials({ id, eyebrow, heading, testimonials }: TestimonialsBlock) {
  const headingId = useId();
  const items = useEntities('testimonials', testimonials);

  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
      <Cards>
        {items.map((testimonial) => (
          <Card key={testimonial.id}>
            <Stars rating={testimonial.rating} />
            <CardTitle>{testimonial.title}</CardTitle>
            <Quote>
              <p>{testimonial.text}</p>
            </Quote>
            <Author>
              <Photo image={testimonial.image} sizes={`${photoPx}px`} />
              <div>
                <Name>{testimonial.author}</Name>
                <Designation>{testimonial.designation}</Designation>
              </div>
            </Author>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
