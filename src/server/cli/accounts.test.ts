// @vitest-environment node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../db/editor-store.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';
import { tempDataDir } from '../test/test-support.ts';
import { Interrupted, readSecretLines, runAccounts, type Input } from './accounts.ts';
import { verifyPassword } from '../engine/auth/passwords.ts';
import { openDatabase } from '../db/open/database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run accounts -- …args` as a child process, `input` piped to its stdin */
function accounts(env: Record<string, string>, args: string[], input = ''): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/accounts.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // a child that exits before reading all of it closes the pipe: not this test's concern
  child.stdin.on('error', () => {});
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A stream that keeps what is written to it. */
function collected() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * The same command in this process: runAccounts, which scripts/accounts.ts runs with its arguments and streams. A
 * process costs ~0.7 s of start-up (node and tsx): the first test on each database and the usage test run the real
 * command, which checks its arguments, standard input, output and exit code; the others call this.
 */
async function command(env: Record<string, string>, args: string[], input = ''): Promise<Run> {
  const stdin = new PassThrough();
  stdin.end(input);
  const stdout = collected();
  const stderr = collected();
  const code = await runAccounts(args, { env: { ...process.env, DATABASE_URL: '', ...env }, stdin, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const password = 'violet kettle 42 harbour';
const twice = (text: string) => `${text}\n${text}\n`;

let server: TestPostgres | undefined;
const postgresAvailable = postgresForTests();
beforeAll(async () => {
  if (postgresAvailable) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

interface Target {
  name: string;
  available: boolean;
  /** the environment of a command on a new, empty database */
  fresh(): Promise<Record<string, string>>;
}

const targets: Target[] = [
  { name: 'SQLite in DATA_DIR', available: true, fresh: async () => ({ DATA_DIR: tempDataDir() }) },
  { name: 'PostgreSQL at DATABASE_URL', available: postgresAvailable, fresh: async () => ({ DATA_DIR: tempDataDir(), DATABASE_URL: await server!.createDatabase() }) },
];

describe.each(targets)('npm run accounts, $name', (target) => {
  const stores: EditorStore[] = [];
  let env: Record<string, string>;
  /** the database the commands changed, as the server opens it */
  const store = async () => {
    const opened = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL || undefined }).editor();
    stores.push(opened);
    return opened;
  };
  const fresh = async () => {
    env = await target.fresh();
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((opened) => opened.close()));
  });

  describe.skipIf(!target.available)('commands', () => {
    it('add stores the account (email trimmed and lower-cased) with an Argon2id hash, audits it and lists it; never prints a secret', async () => {
      await fresh();
      const added = await accounts(env, ['add', '  Ann@Example.COM ', '--role', 'editor'], twice(password));
      expect(added).toMatchObject({ code: 0, stdout: 'Added ann@example.com as editor.\n' });
      const admin = await accounts(env, ['add', 'zoe@example.com', '--role=admin'], twice(`${password}!`));
      expect(admin.code).toBe(0);

      const listed = await accounts(env, ['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout.trim().split('\n')).toEqual([
        expect.stringMatching(/^ann@example\.com\s+editor\s+\d{4}-\d\d-\d\dT[\d:.]+Z$/),
        expect.stringMatching(/^zoe@example\.com\s+admin\s+\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      ]);

      const db = await store();
      const ann = (await db.findAccount('ann@example.com'))!;
      expect(ann.role).toBe('editor');
      expect(ann.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(ann.passwordHash, password)).toBe(true);
      expect(await db.listAudit(10)).toEqual([
        expect.objectContaining({ action: 'account-added', actor: expect.stringMatching(/^npm run accounts \(.+@.+\)$/), ip: null, detail: 'zoe@example.com as admin' }),
        expect.objectContaining({ action: 'account-added', detail: 'ann@example.com as editor' }),
      ]);
      for (const output of [added, admin, listed]) {
        expect(output.stdout + output.stderr).not.toContain(password);
        expect(output.stdout + output.stderr).not.toContain('$argon2');
      }
    });

    it('add refuses an email that has an account, changing nothing', async () => {
      await fresh();
      await command(env, ['add', 'ann@example.com', '--role', 'editor'], twice(password));
      const again = await command(env, ['add', 'ANN@example.com', '--role', 'admin'], twice(`${password} 2`));
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account for ann@example.com exists already');
      const db = await store();
      expect(await db.listAccounts()).toEqual([expect.objectContaining({ email: 'ann@example.com', role: 'editor' })]);
      expect(await verifyPassword((await db.findAccount('ann@example.com'))!.passwordHash, password)).toBe(true);
    });

    it('refuses short, common, mismatched and missing passwords and the email as password, with exit 1 and nothing stored', async () => {
      await fresh();
      const cases: [string, RegExp][] = [
        [twice('short pw'), /Use at least 12 characters: this password has 8\./],
        [twice('qwerty123456'), /This password is on a list of common passwords: choose another\./],
        [twice('ann@example.com'), /must not be the email address/],
        [`${password}\n${password}.\n`, /The two passwords differ: nothing was changed\./],
        [`${password}\n`, /Expected the password twice on standard input/],
      ];
      for (const [input, message] of cases) {
        const run = await command(env, ['add', 'ann@example.com', '--role', 'editor'], input);
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(message);
        expect(run.stdout).toBe('');
      }
      const db = await store();
      expect(await db.countAccounts()).toBe(0);
      expect(await db.listAudit(10)).toEqual([]);
    });

    it('remove removes the account and ends its sessions; an unknown email is refused', async () => {
      await fresh();
      await command(env, ['add', 'ann@example.com', '--role', 'editor'], twice(password));
      await command(env, ['add', 'bob@example.com', '--role', 'editor'], twice(password));
      const db = await store();
      const ann = (await db.findAccount('ann@example.com'))!;
      const bob = (await db.findAccount('bob@example.com'))!;
      const now = new Date();
      const hour = new Date(now.getTime() + 3_600_000);
      await db.createSession({ idHash: 'ann-session', accountId: ann.id, at: now, expiresAt: hour });
      await db.createSession({ idHash: 'bob-session', accountId: bob.id, at: now, expiresAt: hour });

      const removed = await command(env, ['remove', 'Ann@example.com']);
      expect(removed).toMatchObject({ code: 0, stdout: 'Removed ann@example.com; its sessions are ended.\n' });
      expect(await db.findAccount('ann@example.com')).toBeUndefined();
      expect(await db.touchSession('ann-session', new Date(), 600_000)).toBeUndefined();
      expect(await db.touchSession('bob-session', new Date(), 600_000)).toBeDefined();
      expect((await db.listAudit(1))[0]).toMatchObject({ action: 'account-removed', detail: 'ann@example.com' });

      const unknown = await command(env, ['remove', 'ann@example.com']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('There is no account for ann@example.com.');
      expect(await db.countAccounts()).toBe(1);
    });

    it('role gives an account another role, which its live session has at its next request, and audits it', async () => {
      await fresh();
      await command(env, ['add', 'ann@example.com', '--role', 'editor'], twice(password));
      await command(env, ['add', 'sam@example.com', '--role', 'sales'], twice(password));
      const db = await store();
      const ann = (await db.findAccount('ann@example.com'))!;
      await db.createSession({ idHash: 'ann-session', accountId: ann.id, at: new Date(), expiresAt: new Date(Date.now() + 3_600_000) });
      expect((await db.findAccount('sam@example.com'))!.role).toBe('sales');

      const changed = await command(env, ['role', 'ann@example.com', '--role', 'sales']);
      expect(changed).toMatchObject({ code: 0, stdout: 'ann@example.com is now sales (was editor).\n' });
      expect((await db.touchSession('ann-session', new Date(), 600_000))?.role).toBe('sales');
      expect((await db.listAudit(1))[0]).toMatchObject({ action: 'role-changed', detail: 'ann@example.com: editor → sales' });

      expect((await command(env, ['role', 'ann@example.com', '--role', 'sales'])).stdout).toBe('ann@example.com is sales already: nothing was changed.\n');
      const unknown = await command(env, ['role', 'nobody@example.com', '--role', 'admin']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('There is no account for nobody@example.com.');
      expect((await command(env, ['list'])).stdout).toMatch(/^ann@example\.com {2}sales {2}/m);
    });

    it('passwd sets a new hash (the old password no longer verifies) and ends the account’s sessions; refusals change nothing', async () => {
      await fresh();
      await command(env, ['add', 'ann@example.com', '--role', 'editor'], twice(password));
      const db = await store();
      const ann = (await db.findAccount('ann@example.com'))!;
      await db.createSession({ idHash: 'ann-session', accountId: ann.id, at: new Date(), expiresAt: new Date(Date.now() + 3_600_000) });

      const common = await command(env, ['passwd', 'ann@example.com'], twice('1qaz2wsx3edc'));
      expect(common.code).toBe(1);
      expect((await db.findAccount('ann@example.com'))!.passwordHash).toBe(ann.passwordHash);
      expect(await db.touchSession('ann-session', new Date(), 600_000)).toBeDefined();

      const changed = await command(env, ['passwd', 'ann@example.com'], twice('a new harbour kettle'));
      expect(changed).toMatchObject({ code: 0, stdout: 'Changed the password of ann@example.com; its sessions are ended.\n' });
      const after = (await db.findAccount('ann@example.com'))!;
      expect(await verifyPassword(after.passwordHash, password)).toBe(false);
      expect(await verifyPassword(after.passwordHash, 'a new harbour kettle')).toBe(true);
      expect(await db.touchSession('ann-session', new Date(), 600_000)).toBeUndefined();
      expect((await db.listAudit(1))[0]).toMatchObject({ action: 'password-changed', detail: 'ann@example.com' });

      const unknown = await command(env, ['passwd', 'nobody@example.com'], twice('a new harbour kettle'));
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('There is no account for nobody@example.com.');
    });
  });
});

describe('npm run accounts: usage', () => {
  it('--help, no command and an unknown command print the usage and exit 2', async () => {
    const env = { DATA_DIR: tempDataDir() };
    const help = await accounts(env, ['--help']);
    expect(help.code).toBe(2);
    expect(help.stdout).toContain('usage: npm run accounts -- <command>');
    for (const args of [[], ['frobnicate']]) {
      const run = await accounts(env, args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('usage: npm run accounts -- <command>');
    }
  });

  it('add and role need a role, editor, sales or admin, and every command an email address; nothing is stored', async () => {
    const env = { DATA_DIR: tempDataDir() };
    const runs: [string[], string][] = [
      [['add', 'ann@example.com'], 'add needs a role: --role editor or --role sales or --role admin.'],
      [['add', 'ann@example.com', '--role', 'owner'], 'The role must be editor or sales or admin, not "owner".'],
      [['role', 'ann@example.com'], 'role needs a role: --role editor or --role sales or --role admin.'],
      [['role', 'ann@example.com', '--role', 'sales', '--force'], 'role takes one option, --role.'],
      [['add', 'not-an-address', '--role', 'editor'], '"not-an-address" is not an email address.'],
      [['remove'], 'remove takes one email address.'],
      [['passwd', 'ann@example.com', 'bob@example.com'], 'passwd takes one email address.'],
      [['list', '--all'], 'list takes no arguments.'],
    ];
    for (const [args, message] of runs) {
      const run = await command(env, args, twice(password));
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    }
    const db = await openDatabase({ dataDir: env.DATA_DIR }).editor();
    expect(await db.countAccounts()).toBe(0);
    await db.close();
  });
});

describe('readSecretLines', () => {
  /** a terminal's stdin: raw mode recorded */
  const terminal = () => {
    const input = new PassThrough() as PassThrough & Input;
    const setRawMode = vi.fn();
    Object.assign(input, { isTTY: true, setRawMode });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    return { input, setRawMode, output, shown: () => shown };
  };

  it('on a terminal: prompts, echoes nothing, handles Backspace and ignores arrow keys, then leaves raw mode', async () => {
    const { input, setRawMode, output, shown } = terminal();
    const read = readSecretLines(input, output, ['Password: ', 'Password again: ']);
    input.write('secrett\u007f pass');
    input.write('\u001b[Dword\r\n');
    // one Backspace per character, an emoji being one
    input.write('🔑 key\u007f\u007f\u007f\u007f\u007fsecret\r');
    expect(await read).toEqual(['secret password', 'secret']);
    expect(shown()).toBe('Password: \nPassword again: \n');
    expect(setRawMode.mock.calls).toEqual([[true], [false]]);
  });

  it('on a terminal: Ctrl+C rejects with Interrupted and leaves raw mode', async () => {
    const { input, setRawMode, output } = terminal();
    const read = readSecretLines(input, output, ['Password: ', 'Password again: ']);
    input.write('secret\u0003');
    await expect(read).rejects.toBeInstanceOf(Interrupted);
    expect(setRawMode.mock.calls).toEqual([[true], [false]]);
  });

  it('from a pipe: the next lines as they are (CRLF too, the last without its newline), no prompt', async () => {
    const output = new PassThrough();
    const input = new PassThrough();
    const read = readSecretLines(input, output, ['Password: ', 'Password again: ']);
    input.end(' spaced pw \r\nsecond');
    expect(await read).toEqual([' spaced pw ', 'second']);
    expect(output.read()).toBeNull();
  });

  it('from a pipe that ends early: refused', async () => {
    const input = new PassThrough();
    const read = readSecretLines(input, new PassThrough(), ['Password: ', 'Password again: ']);
    input.end('only one\n');
    await expect(read).rejects.toThrow('Expected the password twice on standard input, one line each.');
  });
});
