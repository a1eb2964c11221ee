import type { Storage } from '../../db/requests-store.ts';
import { describeMail, type MailSettings } from '../../config/mail-settings.ts';
import { OutboxSender, type OutboxSenderOptions, type SenderLog } from './outbox-sender.ts';
import { createMailTransport } from './transport.ts';

/** What tests change of the sender: a faster retry schedule and poll, shorter SMTP timeouts. */
export type SenderTuning = Partial<Pick<OutboxSenderOptions, 'retry' | 'pollMs' | 'leaseMs' | 'concurrency'>>;

/** The sender's log, and one line of its own saying where notifications go. */
export interface NotificationsLog extends SenderLog {
  info(message: string): void;
  info(details: object, message: string): void;
}

/**
 * Says once in the log where notifications go, or that they are off (no SMTP_URL). With mail on, returns the outbox
 * sender, whose notify() the contact route calls after storing a request; its owner calls start() once it serves
 * and close() before it closes the storage. Null when mail is off.
 */
export function notificationSender(storage: Storage, mail: MailSettings | null, log: NotificationsLog, tuning: SenderTuning = {}): OutboxSender | null {
  log.info(describeMail(mail));
  if (!mail) return null;
  return new OutboxSender({ storage, transport: createMailTransport(mail.smtp), mail, log, ...tuning });
}
