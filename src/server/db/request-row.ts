import type { ContactRequest } from '../../shared/contact-endpoint.ts';
import type { AddOptions, LeadCredit, RequestFields } from './requests-store.ts';

/**
 * A request as both engines write it: every field present, the time it was stored, whether to queue its mail, and
 * its spam score and status as the contact endpoint judged them.
 */
export interface RequestRow extends RequestFields {
  createdAt: string;
  queueMail: boolean;
  spamScore: number;
  status: 'new' | 'spam';
  /** null when the lead's visit is not known */
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  variant: string | null;
  variantPage: string | null;
}

const noCredit: Record<keyof LeadCredit, null> = { source: null, utmSource: null, utmMedium: null, utmCampaign: null, device: null, variant: null, variantPage: null };

export function requestRow({ name, email, phone, message = '', locale }: ContactRequest, { queueMail, spamScore = 0, status = 'new', page = '', credit }: AddOptions): RequestRow {
  return { name, email, phone, message, locale: locale ?? null, page, createdAt: new Date().toISOString(), queueMail, spamScore, status, ...noCredit, ...credit };
}

/** What a visitor sent, picked from a row that holds more (a lead's, a listed request's). */
export const requestFields = ({ name, email, phone, message, locale, page }: RequestFields): RequestFields => ({ name, email, phone, message, locale, page });
