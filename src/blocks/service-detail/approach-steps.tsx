import { useId } from 'react';
import type { Approach } from '@/generated/site';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { StickyIntro, StickyIntroLayout } from '@/components/sticky-intro';
import { twoDigits } from './two-digits';
import { Step, StepBody, StepIcon, StepNumber, StepText, StepTitle, Steps } from './approach.styles';

/** The 'Our Approach' band: heading and note beside the numbered steps, each with its icon. */
export function ApproachSteps({ eyebrow, heading, text, steps }: Approach) {
  const headingId = useId();

  return (
    <Section tone="mist" labelledBy={headingId}>
      <StickyIntroLayout>
        <StickyIntro headingId={headingId} eyebrow={eyebrow} heading={heading} text={text} />
        <Steps>
          {steps.map((step, index) => (
            <Step key={`${index}-${step.title}`}>
              <StepIcon>
                <Icon name={step.icon} size={24} />
              </StepIcon>
              <StepBody>
                <StepNumber aria-hidden="true">{twoDigits(index)}</StepNumber>
                <StepTitle>{step.title}</StepTitle>
                <StepText>{step.description}</StepText>
              </StepBody>
            </Step>
          ))}
        </Steps>
      </StickyIntroLayout>
    </Section>
  );
}
