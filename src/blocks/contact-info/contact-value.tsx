import type { ContactDetail, ContactDetails } from '@/generated/site';
import { PostalAddress } from '@/components/postal-address';
import { mailtoHref, telHref } from '@/shared/contact-links';

/** One contact detail from settings: a tel: link, a mailto: link or the postal address. */
export function ContactValue({ contact, details }: { contact: ContactDetail; details: ContactDetails }) {
  if (contact === 'phone') return <a href={telHref(details.phone)}>{details.phone}</a>;
  if (contact === 'email') {
    const at = details.email.indexOf('@');
    // a narrow box may break the address before its "@", never inside a word
    return (
      <a href={mailtoHref(details.email)}>
        {details.email.slice(0, at)}
        <wbr />
        {details.email.slice(at)}
      </a>
    );
  }
  return <PostalAddress address={details.address} />;
}
