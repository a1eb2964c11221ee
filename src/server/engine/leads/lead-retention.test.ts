// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir, validRequest } from '../../test/test-support.ts';
import { openDatabase } from '../../db/open/database.ts';
import { databaseFile } from '../../db/sqlite/database-file.ts';
import { distDir } from '../../../model/paths.ts';
import { keepLeads, monthsBefore } from './lead-retention.ts';

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const one of closing) await one.close();
});

describe('the retention of leads (LEADS_KEEP_MONTHS)', () => {
  it('counts calendar months back in UTC', () => {
    expect(monthsBefore(new Date('2026-11-28T10:00:00Z'), 6).toISOString()).toBe('2026-05-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-15T00:00:00Z'), 24).toISOString()).toBe('2024-03-15T00:00:00.000Z');
  });

  it('erases the leads received before the retention, once, with a line in the audit log; without the setting, nothing', async () => {
    const dataDir = tempDataDir();
    const database = openDatabase({ dataDir });
    const [requests, leads, store] = [await database.requests(), await database.leads(), await database.editor({ distDir })];
    closing.push(requests, leads, store);
    const old = await requests.addRequest({ ...validRequest, name: 'Old Lead' }, { queueMail: false });
    const recent = await requests.addRequest({ ...validRequest, name: 'Recent Lead' }, { queueMail: false });
    const db = new Database(databaseFile(dataDir));
    db.prepare('UPDATE contact_requests SET created_at = ? WHERE id = ?').run(monthsBefore(new Date(), 13).toISOString(), old);
    db.close();
    const lines: string[] = [];

    const keepAll = keepLeads(leads, store, { months: null, log: (line) => lines.push(line) });
    expect(await keepAll.run()).toBe(0);
    keepAll.stop();

    const keepYear = keepLeads(leads, store, { months: 12, log: (line) => lines.push(line) });
    keepYear.stop();
    // the run at start, and one of ours: the lead is erased once
    expect((await keepYear.run()) + (await keepYear.run())).toBeLessThanOrEqual(1);
    expect((await leads.getLead(old))!).toMatchObject({ name: '', email: '', events: [{ kind: 'erased', actor: 'retention (LEADS_KEEP_MONTHS=12)' }] });
    expect((await leads.getLead(recent))!.name).toBe('Recent Lead');
    const audit = (await store.listAudit(10)).filter((entry) => entry.action === 'lead-retention');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatch(/^1 lead received before \d{4}-\d\d-\d\dT.* erased$/);
    expect(lines.some((line) => line.startsWith('erased 1 lead received before'))).toBe(true);
  });
});
