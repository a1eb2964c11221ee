// npm run submissions [-- --json | --csv]: the contact requests stored in DATA_DIR (default ./data), for the company only.
import { ContactStore } from '../src/server/storage.ts';
import { settingsFromEnv } from '../src/server/settings.ts';
import { toCsv, toJson, toTable } from './lib/contact-export.ts';

// `npm run submissions -- --json` passes --json; a literal `--` (tsx run by hand) is ignored too.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = args.filter((arg) => arg !== '--json' && arg !== '--csv');
if (unknown.length > 0 || args.length > 1) {
  console.error('usage: npm run submissions [-- --json | -- --csv]');
  process.exit(2);
}

const { dataDir } = settingsFromEnv();
const store = ContactStore.openExisting(dataDir);
const rows = store?.list() ?? [];
store?.close();

if (args[0] === '--json') process.stdout.write(`${toJson(rows)}\n`);
else if (args[0] === '--csv') process.stdout.write(toCsv(rows));
else process.stdout.write(`Contact requests in ${dataDir}\n\n${toTable(rows)}`);
