import type { FastifyInstance } from 'fastify';
import type { Storage } from '../db/requests-store.ts';
import type { MailSettings } from '../config/mail-settings.ts';
import type { OutboxSender } from '../engine/mail/outbox-sender.ts';
import { notificationSender, type SenderTuning } from '../engine/mail/notifications.ts';

const senders = new WeakMap<FastifyInstance, OutboxSender>();

/** The app's outbox sender, or undefined when mail is off (tests wait on its events). */
export const outboxSenderOf = (app: FastifyInstance) => senders.get(app);

/**
 * The app's notification sender (null when mail is off), started once the app is ready and stopped before the app
 * closes its storage.
 */
export function addNotifications(app: FastifyInstance, storage: Storage, mail: MailSettings | null, tuning: SenderTuning = {}): OutboxSender | null {
  const sender = notificationSender(storage, mail, app.log, tuning);
  if (!sender) return null;
  senders.set(app, sender);
  app.addHook('onReady', async () => {
    sender.start();
  });
  // preClose: before the onClose hooks, one of which closes the storage
  app.addHook('preClose', async () => sender.close());
  return sender;
}
