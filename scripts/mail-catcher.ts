// npm run mail-catcher [-- --port 2525 --save folder]: a local SMTP server for trying the notification e-mails.
// It accepts every mail, prints its headers and text, and with --save writes each as an .eml file a mail client opens
// (and answers with Reply). Start the site with SMTP_URL=smtp://127.0.0.1:2525 NOTIFY_TO=… MAIL_FROM=….
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TestSmtpServer } from '../src/server/test/test-smtp.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '2525' }, save: { type: 'string' } }, allowPositionals: true });
const port = Number(values.port);
const smtp = await TestSmtpServer.start({ port });
console.log(`Catching mail at smtp://127.0.0.1:${port}${values.save ? `, saving each to ${path.resolve(values.save)}` : ''} (Ctrl+C stops)`);
console.log(`Try: SMTP_URL=smtp://127.0.0.1:${port} NOTIFY_TO=sales@localhost MAIL_FROM=site@localhost npm start\n`);
if (values.save) mkdirSync(values.save, { recursive: true });

for (let count = 1; ; count += 1) {
  const { parsed, raw } = await smtp.mail(count);
  const address = (field: typeof parsed.to) => (Array.isArray(field) ? field.map((one) => one.text).join(', ') : (field?.text ?? ''));
  console.log(`── mail ${count} ──`);
  console.log(`From:       ${address(parsed.from)}`);
  console.log(`To:         ${address(parsed.to)}`);
  console.log(`Reply-To:   ${address(parsed.replyTo)}`);
  console.log(`Subject:    ${parsed.subject ?? ''}`);
  console.log(`Message-ID: ${parsed.messageId ?? ''}`);
  console.log(`Date:       ${parsed.date?.toISOString() ?? ''}\n`);
  console.log(parsed.text ?? '');
  if (values.save) {
    const file = path.join(values.save, `${String(count).padStart(3, '0')}.eml`);
    writeFileSync(file, raw);
    console.log(`(saved as ${file})\n`);
  }
}
