import { useId } from 'react';
import type { Team as TeamBlock } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionIntro } from '@/components/section-intro';
import { photoSizes } from './team.images';
import { Member, Members, Name, Photo, Role } from './team.styles';

/** The people behind the company: a card per member with a portrait, a name and a role. */
export function Team({ id, eyebrow, heading, text, members }: TeamBlock) {
  const headingId = useId();

  return (
    <Section id={id} labelledBy={headingId}>
      <SectionIntro id={headingId} eyebrow={eyebrow} heading={heading} text={text} />
      <Members>
        {members.map((member) => (
          <Member key={member.name}>
            <Photo image={member.image} sizes={photoSizes} />
            <Name>{member.name}</Name>
            <Role>{member.role}</Role>
          </Member>
        ))}
      </Members>
    </Section>
  );
}
