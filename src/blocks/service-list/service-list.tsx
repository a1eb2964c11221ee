import { useId } from 'react';
import type { ServiceList as ServiceListBlock } from '@/generated/site';
import { ButtonArrow } from '@/components/button';
import { IconBadge } from '@/components/hover-card.styles';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useEntities } from '@/content/site-context';
import { useLabels } from '@/hooks/use-labels';
import { Card, CardLink, CardText, CardTitle, Cards } from './service-list.styles';

/** Cards of services, each one wholly clickable through its "Learn more" link. */
export function ServiceList({ id, eyebrow, heading, services, cardLinkLabel = 'Learn more' }: ServiceListBlock) {
  const labels = useLabels();
  const headingId = useId();
  const items = useEntities('services', services);

  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
      <Cards $count={items.length}>
        {items.map((service) => (
          <Card key={service.id}>
            <IconBadge>
              <Icon name={service.icon} size={28} />
            </IconBadge>
            <CardTitle>{service.title}</CardTitle>
            <CardText>{service.description}</CardText>
            <CardLink to={service.link}>
              {cardLinkLabel} <span className="visually-hidden">{labels.about(service.title)}</span>
              <ButtonArrow />
            </CardLink>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
