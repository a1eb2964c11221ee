// npm run submissions [-- --json | --csv]: the contact requests stored in DATA_DIR (default ./data) or DATABASE_URL, for the company only.
import { describeStorage, openExistingStorage } from '../src/server/storage/create-storage.ts';
import { settingsFromEnv } from '../src/server/settings.ts';
import { toCsv, toJson, toTable } from './lib/contact-export.ts';

// `npm run submissions -- --json` passes --json; a literal `--` (tsx run by hand) is ignored too.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = args.filter((arg) => arg !== '--json' && arg !== '--csv');
if (unknown.length > 0 || args.length > 1) {
  console.error('usage: npm run submissions [-- --json | -- --csv]');
  process.exit(2);
}

const settings = settingsFromEnv();
const storage = await openExistingStorage(settings);
const rows = (await storage?.listRequests()) ?? [];
await storage?.close();

if (args[0] === '--json') process.stdout.write(`${toJson(rows)}\n`);
else if (args[0] === '--csv') process.stdout.write(toCsv(rows));
else process.stdout.write(`Contact requests in ${describeStorage(settings)}\n\n${toTable(rows)}`);
