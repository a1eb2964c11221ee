// npm run submissions [-- --json | --csv | --retry-failed]: the contact requests stored in DATA_DIR (default ./data)
// or DATABASE_URL, with the status of each one's notification e-mail, for the company only.
import { settingsFromEnv } from '../src/server/config/settings.ts';
import { toCsv, toJson, toTable } from './lib/contact-export.ts';
import { openDatabase } from '../src/server/db/open/database.ts';

// `npm run submissions -- --json` passes --json; a literal `--` (tsx run by hand) is ignored too.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = args.filter((arg) => arg !== '--json' && arg !== '--csv' && arg !== '--retry-failed');
if (unknown.length > 0 || args.length > 1) {
  console.error('usage: npm run submissions [-- --json | -- --csv | -- --retry-failed]');
  process.exit(2);
}

const settings = settingsFromEnv();
const storage = await openDatabase(settings).existingRequests();
try {
  if (args[0] === '--retry-failed') {
    // the server's outbox sender picks them up at its next poll (a few seconds)
    const count = (await storage?.requeueFailedMail()) ?? 0;
    process.stdout.write(`Queued ${count} failed notification${count === 1 ? '' : 's'} again.\n`);
  } else {
    const rows = (await storage?.listRequests()) ?? [];
    if (args[0] === '--json') process.stdout.write(`${toJson(rows)}\n`);
    else if (args[0] === '--csv') process.stdout.write(toCsv(rows));
    else process.stdout.write(`Contact requests in ${openDatabase(settings).description}\n\n${toTable(rows)}`);
  }
} finally {
  await storage?.close();
}
