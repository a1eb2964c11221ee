import type { ContactRequest } from '../../model/contact-request.ts';
import type { RequestFields } from './requests-store.ts';

/** A request as both engines write it: every field present, the time it was stored, and whether to queue its mail. */
export interface RequestRow extends RequestFields {
  createdAt: string;
  queueMail: boolean;
}

export function requestRow({ name, email, phone, message = '', locale }: ContactRequest, queueMail: boolean): RequestRow {
  return { name, email, phone, message, locale: locale ?? null, createdAt: new Date().toISOString(), queueMail };
}
