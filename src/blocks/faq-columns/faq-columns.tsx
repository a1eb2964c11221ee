import { useId } from 'react';
import type { FAQColumns } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { FaqColumn } from './faq-column';
import { Columns, Intro, IntroText } from './faq-columns.styles';

/** Questions and answers, all visible, in two columns. */
export function FaqColumns({ id, eyebrow, heading, text, columns }: FAQColumns) {
  const headingId = useId();

  return (
    <Section id={id} tone="mist" labelledBy={headingId}>
      <Intro>
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
        </div>
        {text && <IntroText>{text}</IntroText>}
      </Intro>
      <Columns>
        {columns.map((ids, index) => (
          <FaqColumn key={index} ids={ids} />
        ))}
      </Columns>
    </Section>
  );
}
