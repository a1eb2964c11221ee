import { useId, useMemo } from 'react';
import type { FAQAccordion } from '@/generated/site';
import { Accordion } from '@/components/accordion';
import { LinkButton } from '@/components/button';
import { Section } from '@/components/section';
import { StickyIntroLayout } from '@/components/sticky-intro';
import { useEntities } from '@/content/site-context';
import { Intro } from './faq-accordion.styles';

/** Heading and note beside an accordion of questions: the first answer open, one at a time. */
export function FaqAccordion({ id, eyebrow, heading, text, link, faqs }: FAQAccordion) {
  const headingId = useId();
  const questions = useEntities('faqs', faqs);
  const items = useMemo(() => questions.map((faq) => ({ title: faq.title, content: <p>{faq.text}</p> })), [questions]);

  return (
    <Section id={id} labelledBy={headingId}>
      <StickyIntroLayout>
        <Intro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text}>
          {link && (
            <LinkButton to={link.to} variant="dark">
              {link.label}
            </LinkButton>
          )}
        </Intro>
        <Accordion items={items} headingLevel={3} defaultOpen={0} />
      </StickyIntroLayout>
    </Section>
  );
}
