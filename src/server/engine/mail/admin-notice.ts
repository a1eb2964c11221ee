import type { MailSettings } from '../../config/mail-settings.ts';
import type { AccountsStore } from '../../db/editor-store.ts';
import { createMailTransport } from './transport.ts';

/** A plain e-mail to the site's admins, or nothing when mail is off or there is no admin. */
export type AdminNotice = (notice: { subject: string; text: string }) => Promise<void>;

/**
 * Tells the admins (the accounts with the admin role) something that needs a person: a schedule that did not
 * publish. Sent once, by the instance that saw it; no outbox: a notice lost to an SMTP failure is still in the
 * audit log and the Scheduled list, and the failure is logged.
 */
export function adminNotice(mail: MailSettings | null, store: Pick<AccountsStore, 'listAccounts'>, log: (message: string) => void): AdminNotice {
  return async ({ subject, text }) => {
    if (!mail) return;
    const admins = (await store.listAccounts()).filter((account) => account.role === 'admin').map((account) => account.email);
    if (admins.length === 0) return;
    const transport = createMailTransport(mail.smtp);
    try {
      await transport.send({ from: mail.from, to: admins, subject, text, headers: { 'Auto-Submitted': 'auto-generated' } });
    } catch (error) {
      log(`the admins were not told "${subject}": ${(error as Error).message}`);
    } finally {
      transport.close();
    }
  };
}
