import { hostname, userInfo } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import { AccountExistsError, roles, type AccountsStore, type AuditStore, type EditorStore, type Role } from '../db/editor-store.ts';
import { dataDirFromEnv, parseDatabaseUrl } from '../config/settings.ts';
import { hashPassword, passwordProblem } from '../engine/auth/passwords.ts';
import { openDatabase } from '../db/open/database.ts';

export const usage = `usage: npm run accounts -- <command>

  add EMAIL --role editor|sales|admin   add an account; its password is read twice from standard input
  role EMAIL --role editor|sales|admin  give an account another role (its sessions have it at once)
  list                                  the accounts: email, role, when added
  remove EMAIL                          remove an account and end its sessions
  passwd EMAIL                          set a new password (read twice) and end the account's sessions

An editor edits, saves drafts and publishes; sales works the contact form's leads (/edit/leads), which hold
personal data and which an editor does not see; an admin does both, restores versions and reads the audit log.
Reads DATA_DIR (default ./data) and DATABASE_URL as the server does.`;

/** exit codes: a refusal, a mistake in the command line, Ctrl+C */
const refused = 1;
const misused = 2;
const interrupted = 130;

/** a terminal's stdin can be switched to raw mode (no echo); a pipe cannot */
export type Input = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export interface AccountsIo {
  env: NodeJS.ProcessEnv;
  stdin: Input;
  stdout: Writable;
  stderr: Writable;
}

/** Ctrl+C at a password prompt */
export class Interrupted extends Error {}
/** a refusal to report as it is, with exit code 1 */
class Refusal extends Error {}

/** An email as accounts store it (trimmed, lower case), or undefined when it does not look like an address. */
export function normalEmail(text: string): string | undefined {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@"<>]+@[^\s@"<>.]+(\.[^\s@"<>.]+)+$/.test(email) ? email : undefined;
}

/** who made a change, for the audit log */
function actor(): string {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // a user without an entry in /etc/passwd (some containers)
  }
  return `npm run accounts (${user}@${hostname()})`;
}

/**
 * Reads `prompts.length` lines. On a terminal: each prompt on `prompts`' stream, nothing echoed, Backspace
 * removes a character, Ctrl+C rejects with Interrupted. From a pipe: the next lines as they are, no prompt.
 */
export function readSecretLines(input: Input, output: Writable, prompts: string[]): Promise<string[]> {
  const terminal = Boolean(input.isTTY && input.setRawMode);
  const lines: string[] = [];
  let line = '';
  let escape = false;
  let afterCr = false;
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.off('end', onEnd);
      if (terminal) input.setRawMode!(false);
      input.pause();
      if (error) reject(error);
      else resolve(lines);
    };
    const endLine = () => {
      lines.push(line);
      line = '';
      if (terminal) output.write('\n');
      if (lines.length === prompts.length) return true;
      if (terminal) output.write(prompts[lines.length]!);
      return false;
    };
    const onTerminal = (text: string) => {
      for (const char of text) {
        // a pasted CRLF ends one line, not two
        const skip = afterCr && char === '\n';
        afterCr = char === '\r';
        if (skip) continue;
        if (escape) {
          // an arrow or function key: ESC [ parameters, ended by a letter or ~
          escape = !/[A-Za-z~]/.test(char);
        } else if (char === '\u001b') escape = true;
        else if (char === '\u0003') {
          output.write('\n');
          return finish(new Interrupted('Interrupted.'));
        } else if (char === '\r' || char === '\n') {
          if (endLine()) return finish();
        } else if (char === '\u007f' || char === '\b') line = [...line].slice(0, -1).join('');
        else if (char === '\u0015') line = '';
        else if (char >= ' ') line += char;
      }
    };
    const onPipe = (text: string) => {
      line += text;
      for (let end = line.indexOf('\n'); end >= 0; end = line.indexOf('\n')) {
        lines.push(line.slice(0, end).replace(/\r$/, ''));
        line = line.slice(end + 1);
        if (lines.length === prompts.length) return finish();
      }
    };
    const onData = (chunk: string) => (terminal ? onTerminal(chunk) : onPipe(chunk));
    const onEnd = () => {
      // a last line without its newline (printf 'pw\npw') counts
      if (!terminal && line !== '') lines.push(line.replace(/\r$/, ''));
      if (lines.length === prompts.length) finish();
      else finish(new Refusal(`Expected the password ${prompts.length === 2 ? 'twice' : 'once'} on standard input, one line each.`));
    };
    input.setEncoding('utf8');
    input.on('data', onData);
    input.on('end', onEnd);
    if (terminal) {
      input.setRawMode!(true);
      output.write(prompts[0]!);
    }
    input.resume();
  });
}

/** The new password of `email`, typed twice and acceptable, or a Refusal saying why not. */
async function newPassword(io: AccountsIo, email: string): Promise<string> {
  const [first, second] = await readSecretLines(io.stdin, io.stderr, ['Password: ', 'Password again: ']);
  if (first !== second) throw new Refusal('The two passwords differ: nothing was changed.');
  const problem = passwordProblem(first!, email);
  if (problem) throw new Refusal(problem);
  return first!;
}

type Command = { name: 'list' } | { name: 'add' | 'role'; email: string; role: Role } | { name: 'remove' | 'passwd'; email: string };

/** The command the arguments name, or the sentence that says what is wrong with them. */
export function parseCommand(args: string[]): Command | string {
  const [name, ...rest] = args.filter((arg) => arg !== '--');
  const options = rest.filter((arg) => arg.startsWith('-'));
  const positional = rest.filter((arg, i) => !arg.startsWith('-') && rest[i - 1] !== '--role');
  if (name === 'list') return rest.length === 0 ? { name } : 'list takes no arguments.';
  if (name !== 'add' && name !== 'role' && name !== 'remove' && name !== 'passwd') return name === undefined ? 'Name a command.' : `Unknown command "${name}".`;
  if (positional.length !== 1) return `${name} takes one email address.`;
  const email = normalEmail(positional[0]!);
  if (!email) return `"${positional[0]}" is not an email address.`;
  if (name !== 'add' && name !== 'role') return options.length === 0 ? { name, email } : `${name} takes no options.`;
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : rest.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  if (options.some((option) => option !== '--role' && !option.startsWith('--role='))) return `${name} takes one option, --role.`;
  if (role === undefined) return `${name} needs a role: --role ${roles.join(' or --role ')}.`;
  if (!roles.includes(role as Role)) return `The role must be ${roles.join(' or ')}, not "${role}".`;
  return { name, email, role: role as Role };
}

async function run(command: Command, store: AccountsStore & AuditStore, io: AccountsIo): Promise<string> {
  const at = () => new Date();
  const note = (action: 'account-added' | 'account-removed' | 'password-changed' | 'role-changed', detail: string) => store.audit({ at: at(), actor: actor(), action, ip: null, detail });
  if (command.name === 'list') {
    const accounts = await store.listAccounts();
    if (accounts.length === 0) return 'No accounts yet. Add one: npm run accounts -- add EMAIL --role editor';
    const width = Math.max(...accounts.map((account) => account.email.length));
    return accounts.map((account) => `${account.email.padEnd(width)}  ${account.role.padEnd(6)}  ${account.createdAt}`).join('\n');
  }
  const { email } = command;
  const existing = await store.findAccount(email);
  if (command.name === 'add') {
    if (existing) throw new Refusal(`An account for ${email} exists already (change its password with: npm run accounts -- passwd ${email}).`);
    const passwordHash = await hashPassword(await newPassword(io, email));
    await store.addAccount({ email, role: command.role, passwordHash, at: at() }).catch((error: unknown) => {
      throw error instanceof AccountExistsError ? new Refusal(`An account for ${email} exists already.`) : error;
    });
    await note('account-added', `${email} as ${command.role}`);
    return `Added ${email} as ${command.role}.`;
  }
  if (!existing) throw new Refusal(`There is no account for ${email}.`);
  if (command.name === 'role') {
    if (existing.role === command.role) return `${email} is ${command.role} already: nothing was changed.`;
    if (!(await store.setRole(email, command.role))) throw new Refusal(`There is no account for ${email}.`);
    await note('role-changed', `${email}: ${existing.role} → ${command.role}`);
    return `${email} is now ${command.role} (was ${existing.role}).`;
  }
  if (command.name === 'remove') {
    if (!(await store.removeAccount(email))) throw new Refusal(`There is no account for ${email}.`);
    await note('account-removed', email);
    return `Removed ${email}; its sessions are ended.`;
  }
  const passwordHash = await hashPassword(await newPassword(io, email));
  if (!(await store.setPassword(email, passwordHash, at()))) throw new Refusal(`There is no account for ${email}.`);
  await note('password-changed', email);
  return `Changed the password of ${email}; its sessions are ended.`;
}

/** `npm run accounts -- …`: runs one command against the server's database; resolves with the exit code. */
export async function runAccounts(args: string[], io: AccountsIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(`${usage}\n`);
    return misused;
  }
  const command = parseCommand(args);
  if (typeof command === 'string') {
    io.stderr.write(`${command}\n\n${usage}\n`);
    return misused;
  }
  let settings;
  try {
    settings = { dataDir: dataDirFromEnv(io.env), databaseUrl: parseDatabaseUrl(io.env.DATABASE_URL) };
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return misused;
  }
  let store: EditorStore | undefined;
  try {
    store = await openDatabase(settings).editor();
    io.stdout.write(`${await run(command, store, io)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof Interrupted) return interrupted;
    if (error instanceof Refusal) io.stderr.write(`${error.message}\n`);
    else io.stderr.write(`Could not use the accounts in ${openDatabase(settings).description}: ${(error as Error).message}\n`);
    return refused;
  } finally {
    await store?.close();
  }
}
