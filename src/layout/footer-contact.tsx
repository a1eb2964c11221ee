import type { ContactDetails } from '@/generated/site';
import { Icon } from '@/components/icon';
import { PostalAddress } from '@/components/postal-address';
import { useLabels } from '@/hooks/use-labels';
import { mailtoHref, telHref } from '@/shared/contact-links';
import { ColumnTitle, ContactList } from './footer.styles';

/** The footer's contact column: phone and e-mail links and the office's postal address. */
export function FooterContact({ title, contact }: { title: string; contact: ContactDetails }) {
  const labels = useLabels();
  return (
    <div>
      <ColumnTitle>{title}</ColumnTitle>
      <ContactList>
        <li>
          <Icon name="phone" size={18} strokeWidth={2} />
          <a href={telHref(contact.phone)}>
            <span className="visually-hidden">{labels.phone}: </span>
            {contact.phone}
          </a>
        </li>
        <li>
          <Icon name="mail" size={18} strokeWidth={2} />
          <a href={mailtoHref(contact.email)}>
            <span className="visually-hidden">{labels.email}: </span>
            {contact.email}
          </a>
        </li>
        <li>
          <Icon name="map-pin" size={18} strokeWidth={2} />
          <PostalAddress address={contact.address} label={labels.address} />
        </li>
      </ContactList>
    </div>
  );
}
