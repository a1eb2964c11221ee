import { useId } from 'react';
import type { Team as TeamBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { Intro, IntroText, Member, Members, Name, Photo, Role } from './team.styles';

/** The people behind the company: a card per member with a portrait, a name and a role. */
export function Team({ id, eyebrow, heading, text, members }: TeamBlock) {
  const headingId = useId();

  return (
    <Section id={id} labelledBy={headingId}>
      <Intro>
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
        </div>
        <IntroText>{text}</IntroText>
      </Intro>
      <Members>
        {members.map((member) => (
          <Member key={member.name}>
            <Photo image={member.image} />
            <Name>{member.name}</Name>
            <Role>{member.role}</Role>
          </Member>
        ))}
      </Members>
    </Section>
  );
}
