import type { ContactRequest } from '../../model/contact-request.ts';

/** A request as both engines write it: every field present, the time it was stored, and whether to queue its mail. */
export interface RequestRow {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** the page's language (BCP 47); null when the request named none and the site lists no languages */
  locale: string | null;
  createdAt: string;
  queueMail: boolean;
}

export function requestRow({ name, email, phone, message = '', locale }: ContactRequest, queueMail: boolean): RequestRow {
  return { name, email, phone, message, locale: locale ?? null, createdAt: new Date().toISOString(), queueMail };
}
