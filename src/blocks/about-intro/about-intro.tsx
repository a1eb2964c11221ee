import { useId } from 'react';
import type { AboutIntro as AboutIntroBlock, AboutStatement } from '@/generated/site';
import { Icon } from '@/components/icon';
import { useFirstScreen } from '@/content/first-screen';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { illustrationSizes } from './about-intro.images';
import { Card, CardText, CardTitle, Cards, Copy, IconBadge, Illustration, Layout, Lead } from './about-intro.styles';

/** Who the company is: heading, lead, the core vision and main mission cards, beside an illustration. */
export function AboutIntro({ id, eyebrow, heading, lead, vision, mission, image }: AboutIntroBlock) {
  const headingId = useId();
  const firstScreen = useFirstScreen();

  return (
    <Section id={id} labelledBy={headingId}>
      <Layout>
        <Copy>
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          <Lead>{lead}</Lead>
          <Cards>
            <StatementCard statement={vision} dark={false} />
            <StatementCard statement={mission} dark />
          </Cards>
        </Copy>
        <Illustration image={image} sizes={illustrationSizes} priority={firstScreen} />
      </Layout>
    </Section>
  );
}

function StatementCard({ statement, dark }: { statement: AboutStatement; dark: boolean }) {
  return (
    <Card $dark={dark}>
      <IconBadge $dark={dark}>
        <Icon name={statement.icon} size={26} />
      </IconBadge>
      <CardTitle>{statement.title}</CardTitle>
      <CardText $dark={dark}>{statement.text}</CardText>
    </Card>
  );
}
