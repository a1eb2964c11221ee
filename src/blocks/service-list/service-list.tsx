import { useId } from 'react';
import type { ServiceList as ServiceListBlock } from '@/generated/site';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useEntities } from '@/content/site-context';
import { labels } from '@/shared/labels';
import { Card, CardLink, CardText, CardTitle, Cards, IconBadge } from './service-list.styles';

/** Cards of services, each one wholly clickable through its "Learn more" link. */
export function ServiceList({ id, eyebrow, heading, services, cardLinkLabel = 'Learn more' }: ServiceListBlock) {
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
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </CardLink>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
