import type { OfficeAddress } from '@/generated/site';

/** The office's postal address on three lines; a `label` is read out first, to screen readers only. */
export function PostalAddress({ address, label }: { address: OfficeAddress; label?: string }) {
  return (
    <address>
      {label && <span className="visually-hidden">{label}: </span>}
      {address.street}
      <br />
      {address.locality}, {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}
