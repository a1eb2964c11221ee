import type { ContactRequest } from '../contact/contact-validation.ts';

/** A request as both engines write it: every field present, the time it was stored, and whether to queue its mail. */
export interface RequestRow {
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  queueMail: boolean;
}

export function requestRow({ name, email, phone, message = '' }: ContactRequest, queueMail: boolean): RequestRow {
  return { name, email, phone, message, createdAt: new Date().toISOString(), queueMail };
}
