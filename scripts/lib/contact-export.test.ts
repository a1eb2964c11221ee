import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite-storage.ts';
import type { ExportedRequest } from './contact-export.ts';
import { tempDataDir } from '../../src/server/test-support.ts';
import { toCsv, toJson, toTable } from './contact-export.ts';
import { root } from './paths.ts';

const rows: ExportedRequest[] = [
  { id: 1, name: 'Asha Verma', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Hello, "team"\r\nSecond line', createdAt: '2026-11-22T10:00:00.000Z' },
  { id: 2, name: '=HYPERLINK("http://x")', email: 'b@example.com', phone: '098765 43210', message: '', createdAt: '2026-11-22T11:00:00.000Z' },
];

describe('contact request exports', () => {
  it('writes JSON objects with id, name, email, phone, message and createdAt', () => {
    expect(JSON.parse(toJson(rows))).toEqual(rows);
  });

  it('quotes CSV cells with commas, quotes and line breaks, and defuses formulas but not phone numbers', () => {
    const csv = toCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,phone,message');
    expect(csv).toContain('+91 98765 43210,"Hello, ""team""\r\nSecond line"');
    expect(csv).toContain(`2,2026-11-22T11:00:00.000Z,"'=HYPERLINK(""http://x"")",b@example.com,098765 43210,`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('shows a table with one line per request, control characters made visible', () => {
    const table = toTable([{ ...rows[0]!, message: 'line one\nline two \u001b[31mred' }]);
    const lines = table.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+name\s+email\s+phone\s+message$/);
    expect(lines[2]).toMatch(/^1\s+2026-11-22 10:00:00\s+Asha Verma\s+asha@example.in\s+\+91 98765 43210\s+line one↵line two \\u001b\[31mred$/);
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
    const first = await storage.addRequest({ name: 'Asha <b>Verma</b>', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Line 1\nLine, 2' }, { queueMail: false });
    const second = await storage.addRequest({ name: 'Ravi', email: 'ravi@example.in', phone: '98765-43210' }, { queueMail: false });
    await storage.close();

    const json = run(dataDir, '--json');
    expect(json.status, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as ExportedRequest[];
    expect(parsed).toEqual([
      { id: first, name: 'Asha <b>Verma</b>', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Line 1\nLine, 2', createdAt: expect.any(String) },
      { id: second, name: 'Ravi', email: 'ravi@example.in', phone: '98765-43210', message: '', createdAt: expect.any(String) },
    ]);

    const csv = run(dataDir, '--csv');
    expect(csv.stdout.split('\r\n')[0]).toBe('id,createdAt,name,email,phone,message');
    expect(csv.stdout).toContain(',Asha <b>Verma</b>,asha@example.in,+91 98765 43210,"Line 1\nLine, 2"\r\n');

    const table = run(dataDir);
    expect(table.stdout).toContain('Asha <b>Verma</b>');
    expect(table.stdout).toContain('2 requests.');
  }, 60_000);

  it('prints nothing stored for a DATA_DIR without a database, and creates none', () => {
    const dataDir = path.join(tempDataDir(), 'never-used');
    expect(JSON.parse(run(dataDir, '--json').stdout)).toEqual([]);
    expect(run(dataDir).stdout).toContain('No contact requests yet.');
    expect(run(dataDir, '--xml').status).toBe(2);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
