import { useId, useMemo } from 'react';
import type { WorkingProcess as WorkingProcessBlock } from '@/generated/site';
import { Accordion } from '@/components/accordion';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useFirstScreen } from '@/content/first-screen';
import { illustrationSizes } from './working-process.images';
import { Illustration, Intro, Layout, Note } from './working-process.styles';

/** How the company works: heading, note and picture beside an accordion of steps, the first one open. */
export function WorkingProcess({ id, eyebrow, heading, text, image, steps }: WorkingProcessBlock) {
  const headingId = useId();
  const firstScreen = useFirstScreen();
  const items = useMemo(() => steps.map((step) => ({ title: step.title, content: <p>{step.text}</p> })), [steps]);

  return (
    <Section id={id} tone="mist" labelledBy={headingId}>
      <Layout>
        <Intro>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          </div>
          <Note>{text}</Note>
          <Illustration image={image} sizes={illustrationSizes} priority={firstScreen} />
        </Intro>
        <Accordion items={items} headingLevel={3} defaultOpen={0} />
      </Layout>
    </Section>
  );
}
