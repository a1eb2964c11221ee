import { useId } from 'react';
import type { ContactInformation } from '@/generated/site';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { SectionIntro } from '@/components/section-intro';
import { useSite } from '@/content/site-context';
import { ContactValue } from './contact-value';
import { Box, BoxIcon, BoxTitle, Boxes, Helper, Value } from './contact-info.styles';

/** Phone, e-mail and office boxes; the details themselves come from settings.contact, written once. */
export function ContactInfo({ id, eyebrow, heading, text, boxes }: ContactInformation) {
  const headingId = useId();
  const { contact } = useSite().settings;

  return (
    <Section id={id} labelledBy={headingId}>
      <SectionIntro id={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <Boxes>
        {boxes.map((box) => (
          <Box key={box.contact}>
            <BoxIcon>
              <Icon name={box.icon} size={28} />
            </BoxIcon>
            <BoxTitle>{box.title}</BoxTitle>
            {box.text && <Helper>{box.text}</Helper>}
            <Value>
              <ContactValue contact={box.contact} details={contact} />
            </Value>
          </Box>
        ))}
      </Boxes>
    </Section>
  );
}
