import { useId } from 'react';
import type { FAQColumns } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionIntro } from '@/components/section-intro';
import { FaqColumn } from './faq-column';
import { Columns } from './faq-columns.styles';

/** Questions and answers, all visible, in two columns. */
export function FaqColumns({ id, eyebrow, heading, text, columns }: FAQColumns) {
  const headingId = useId();

  return (
    <Section id={id} tone="mist" labelledBy={headingId}>
      <SectionIntro id={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <Columns>
        {columns.map((ids, index) => (
          <FaqColumn key={index} ids={ids} />
        ))}
      </Columns>
    </Section>
  );
}
