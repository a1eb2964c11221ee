import { useId } from 'react';
import type { CallToAction } from '@/generated/site';
import { LinkButton } from '@/components/button';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { Band, Copy, Text } from './cta.styles';

/** A lime band that ends a page with one clear next step. */
export function Cta({ id, heading, text, link }: CallToAction) {
  const headingId = useId();

  return (
    <Section id={id} labelledBy={headingId}>
      <Band>
        <Copy>
          <SectionHeading id={headingId} heading={heading} />
          <Text>{text}</Text>
        </Copy>
        <LinkButton to={link.to} variant="dark">
          {link.label}
        </LinkButton>
      </Band>
    </Section>
  );
}
