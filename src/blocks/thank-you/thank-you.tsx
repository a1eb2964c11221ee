import { useId } from 'react';
import type { ThankYou as ThankYouBlock } from '@/generated/site';
import { LinkButton } from '@/components/button';
import { Section } from '@/components/section';
import { SuccessMark } from './success-mark';
import { Card, Text, Title } from './thank-you.styles';

/** The confirmation after a request: a check mark that draws itself, the page's h1 and the way back. */
export function ThankYou({ id, heading, text, link }: ThankYouBlock) {
  const headingId = useId();

  return (
    <Section id={id} tone="mist" labelledBy={headingId}>
      <Card>
        <SuccessMark />
        <Title id={headingId}>{heading}</Title>
        <Text>{text}</Text>
        <LinkButton to={link.to} variant="dark">
          {link.label}
        </LinkButton>
      </Card>
    </Section>
  );
}
