import { useId } from 'react';
import type { Approach } from '@/generated/site';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { twoDigits } from './two-digits';
import { IconBadge, Intro, Layout, Note, Step, StepBody, StepNumber, StepText, StepTitle, Steps } from './approach.styles';

/** The 'Our Approach' band: heading and note beside the numbered steps, each with its icon. */
export function ApproachSteps({ eyebrow, heading, text, steps }: Approach) {
  const headingId = useId();

  return (
    <Section tone="mist" labelledBy={headingId}>
      <Layout>
        <Intro>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          </div>
          {text && <Note>{text}</Note>}
        </Intro>
        <Steps>
          {steps.map((step, index) => (
            <Step key={`${index}-${step.title}`}>
              <IconBadge>
                <Icon name={step.icon} size={24} />
              </IconBadge>
              <StepBody>
                <StepNumber aria-hidden="true">{twoDigits(index)}</StepNumber>
                <StepTitle>{step.title}</StepTitle>
                <StepText>{step.description}</StepText>
              </StepBody>
            </Step>
          ))}
        </Steps>
      </Layout>
    </Section>
  );
}
