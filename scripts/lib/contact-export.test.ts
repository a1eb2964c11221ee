import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/db/sqlite/sqlite-requests-store.ts';
import { tempDataDir } from '../../src/server/test/test-support.ts';
import type { StoredRequest } from '../../src/server/db/requests-store.ts';
import { mailSummary, toCsv, toJson, toTable } from './contact-export.ts';
import { root } from './paths.ts';

const noMail = { attempts: 0, nextAttemptAt: null, sentAt: null, lastError: null };
const rows: StoredRequest[] = [
  {
    id: 1,
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    message: 'Hello, "team"\r\nSecond line',
    locale: 'hi',
    page: '/hi/contact-us',
    createdAt: '2026-11-22T10:00:00.000Z',
    mail: { ...noMail, state: 'sent', attempts: 1, sentAt: '2026-11-22T10:00:02.500Z' },
  },
  {
    id: 2,
    name: '=HYPERLINK("http://x")',
    email: 'b@example.com',
    phone: '098765 43210',
    message: '',
    locale: null,
    page: '',
    createdAt: '2026-11-22T11:00:00.000Z',
    mail: { ...noMail, state: 'failed', attempts: 1, lastError: '550 5.1.1 No such user, "sales" (RCPT)' },
  },
];

describe('contact request exports', () => {
  it('writes JSON objects with id, name, email, phone, message, createdAt and the mail status', () => {
    expect(JSON.parse(toJson(rows))).toEqual(rows.map(({ mail: { state, ...mail }, ...row }) => ({ ...row, mail: { status: state, ...mail } })));
    expect(JSON.parse(toJson([{ ...rows[0]!, mail: { ...noMail, state: 'none' } }]))[0].mail).toEqual({ status: 'off', ...noMail });
  });

  it('says what became of each notification: off, queued, sent at …, failed: reason', () => {
    expect(mailSummary({ ...noMail, state: 'none' })).toBe('off');
    expect(mailSummary({ ...noMail, state: 'queued' })).toBe('queued');
    expect(mailSummary({ ...noMail, state: 'queued', attempts: 2, nextAttemptAt: '2026-11-22T10:05:00.000Z', lastError: 'ECONNREFUSED' })).toBe('queued, next try 2026-11-22 10:05:00');
    expect(mailSummary(rows[0]!.mail)).toBe('sent at 2026-11-22 10:00:02');
    expect(mailSummary(rows[1]!.mail)).toBe('failed: 550 5.1.1 No such user, "sales" (RCPT)');
  });

  it('quotes CSV cells with commas, quotes and line breaks, and defuses every cell a spreadsheet would run, a phone number with + included', () => {
    const csv = toCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,phone,message,locale,mail,mailAttempts,mailSentAt,mailError');
    expect(csv).toContain("'+91 98765 43210,\"Hello, \"\"team\"\"\r\nSecond line\",hi,sent,1,2026-11-22T10:00:02.500Z,\r\n");
    expect(csv).toContain(`2,2026-11-22T11:00:00.000Z,"'=HYPERLINK(""http://x"")",b@example.com,098765 43210,,,failed,1,,"550 5.1.1 No such user, ""sales"" (RCPT)"\r\n`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('shows a table with one line per request, control characters made visible', () => {
    const table = toTable([{ ...rows[0]!, message: 'line one\nline two \u001b[31mred' }]);
    const lines = table.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+name\s+email\s+phone\s+notification \(UTC\)\s+message$/);
    expect(lines[2]).toMatch(/^1\s+2026-11-22 10:00:00\s+Asha Verma\s+asha@example.in\s+\+91 98765 43210\s+sent at 2026-11-22 10:00:02\s+line one↵line two \\u001b\[31mred$/);
    expect(table).not.toContain('\u001b');
    expect(lines.at(-1)).toBe('1 request.');
    expect(toTable([])).toBe('No contact requests yet.\n');
  });
});

describe('npm run submissions', () => {
  const run = (dataDir: string, ...args: string[]) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/submissions.ts'), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });

  it('prints the requests stored in DATA_DIR as a table, JSON or CSV', async () => {
    const dataDir = tempDataDir();
    const storage = SqliteStorage.open(dataDir);
    const first = await storage.addRequest({ name: 'Asha <b>Verma</b>', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Line 1\nLine, 2', locale: 'hi' }, { queueMail: true, page: '/hi/contact-us' });
    const second = await storage.addRequest({ name: 'Ravi', email: 'ravi@example.in', phone: '98765-43210' }, { queueMail: false });
    await storage.close();

    const json = run(dataDir, '--json');
    expect(json.status, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as unknown[];
    expect(parsed).toEqual([
      { id: first, name: 'Asha <b>Verma</b>', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Line 1\nLine, 2', locale: 'hi', page: '/hi/contact-us', createdAt: expect.any(String), mail: expect.objectContaining({ status: 'queued' }) },
      { id: second, name: 'Ravi', email: 'ravi@example.in', phone: '98765-43210', message: '', locale: null, page: '', createdAt: expect.any(String), mail: expect.objectContaining({ status: 'off' }) },
    ]);

    const csv = run(dataDir, '--csv');
    expect(csv.stdout.split('\r\n')[0]).toBe('id,createdAt,name,email,phone,message,locale,mail,mailAttempts,mailSentAt,mailError');
    expect(csv.stdout).toContain(",Asha <b>Verma</b>,asha@example.in,'+91 98765 43210,\"Line 1\nLine, 2\",hi,queued,0,,\r\n");

    const table = run(dataDir);
    expect(table.stdout).toMatch(/Asha <b>Verma<\/b>.*queued/);
    expect(table.stdout).toMatch(/^\d+ .*Ravi .* off$/m);
    expect(table.stdout).toContain('2 requests.');
  }, 60_000);

  it('prints nothing stored for a DATA_DIR without a database, and creates none', () => {
    const dataDir = path.join(tempDataDir(), 'never-used');
    expect(JSON.parse(run(dataDir, '--json').stdout)).toEqual([]);
    expect(run(dataDir).stdout).toContain('No contact requests yet.');
    expect(run(dataDir, '--retry-failed').stdout).toBe('Queued 0 failed notifications again.\n');
    expect(run(dataDir, '--xml').status).toBe(2);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
