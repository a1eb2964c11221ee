// npm run accounts -- add EMAIL --role editor|admin | list | remove EMAIL | passwd EMAIL: the accounts of the
// editor on the live site, in DATA_DIR (default ./data) or DATABASE_URL, as the server reads them.
import { runAccounts } from '../src/server/cli/accounts.ts';

const code = await runAccounts(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
// exit now: a paused terminal or an open pipe on stdin must not keep the process waiting
process.exit(code);
