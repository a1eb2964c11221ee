import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../db/requests-store.ts';
import { describeMail, type MailSettings } from '../../config/mail-settings.ts';
import { OutboxSender, type OutboxSenderOptions } from './outbox-sender.ts';
import { createMailTransport } from './transport.ts';

/** What tests change of the sender: a faster retry schedule and poll, shorter SMTP timeouts. */
export type SenderTuning = Partial<Pick<OutboxSenderOptions, 'retry' | 'pollMs' | 'leaseMs' | 'concurrency'>>;

const senders = new WeakMap<FastifyInstance, OutboxSender>();

/** The app's outbox sender, or undefined when mail is off (tests wait on its events). */
export const outboxSenderOf = (app: FastifyInstance) => senders.get(app);

/**
 * Says once in the app's log where notifications go, or that they are off (no SMTP_URL). With mail on, starts the
 * outbox sender once the app is ready and stops it before the app closes its storage. Returns the sender, whose
 * notify() the contact route calls after storing a request; null when mail is off.
 */
export function startNotifications(app: FastifyInstance, storage: Storage, mail: MailSettings | null, tuning: SenderTuning = {}): OutboxSender | null {
  app.log.info(describeMail(mail));
  if (!mail) return null;
  const sender = new OutboxSender({ storage, transport: createMailTransport(mail.smtp), mail, log: app.log, ...tuning });
  senders.set(app, sender);
  app.addHook('onReady', async () => {
    sender.start();
  });
  // preClose: before the onClose hooks, one of which closes the storage
  app.addHook('preClose', async () => sender.close());
  return sender;
}
