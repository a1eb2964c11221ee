// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactPath } from './contact/contact-route';
import { PostgresStorage } from '../db/postgres/postgres-requests-store';
import type { StoredRequest } from '../db/requests-store';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres';
import { exited, form, formHeaders, jsonHeaders, startServer, tempBuild, validRequest } from '../test/test-support';

const dirsOf = ({ distDir, dataDir }: { distDir: string; dataDir: string }) => ({ DIST_DIR: distDir, DATA_DIR: dataDir });

interface Answer {
  name: string;
  instance: number;
  status: number | 'no answer';
  id?: number;
}

async function post(url: string, name: string, instance: number, headers: Record<string, string> = {}): Promise<Answer> {
  const viaForm = name.endsWith('0');
  try {
    const response = await fetch(url + contactPath, {
      method: 'POST',
      body: viaForm ? form({ ...validRequest, name }) : JSON.stringify({ ...validRequest, name }),
      headers: { ...(viaForm ? formHeaders : jsonHeaders), ...headers },
      redirect: 'manual',
    });
    const id = response.status === 201 ? ((await response.json()) as { id: number }).id : undefined;
    return { name, instance, status: response.status, id };
  } catch {
    return { name, instance, status: 'no answer' };
  }
}

const acknowledged = (answers: Answer[]) => answers.filter((answer) => answer.status === 201 || answer.status === 303);

async function stored(databaseUrl: string): Promise<{ rows: StoredRequest[]; outboxRows: number }> {
  const storage = await PostgresStorage.connect(databaseUrl);
  const rows = await storage.listRequests();
  await storage.close();
  const outbox = await onPostgres<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM mail_outbox o JOIN contact_requests r ON r.id = o.request_id');
  return { rows, outboxRows: Number(outbox[0]!.n) };
}

/** Every acknowledged request is stored once under its id; nothing is stored twice; each request has one outbox row. */
function expectEachAcknowledgedStoredOnce(answers: Answer[], rows: StoredRequest[], outboxRows: number) {
  const byName = new Map<string, StoredRequest[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  for (const answer of acknowledged(answers)) {
    expect(byName.get(answer.name), answer.name).toHaveLength(1);
    if (answer.id !== undefined) expect(byName.get(answer.name)![0]!.id).toBe(answer.id);
  }
  expect([...byName.values()].every((same) => same.length === 1)).toBe(true);
  expect(outboxRows).toBe(rows.length);
}

describe.skipIf(!postgresForTests())('two server instances on one PostgreSQL', () => {
  let server: TestPostgres;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 120_000);
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
  });
  afterAll(() => server?.destroy(), 60_000);

  async function startBoth(env: Record<string, string> = {}) {
    const databaseUrl = await server.createDatabase();
    // both start at once: they also race to migrate the new database
    const instances = await Promise.all([0, 1].map(() => startServer({ ...dirsOf(tempBuild()), DATABASE_URL: databaseUrl, ...env })));
    children.push(...instances.map((instance) => instance.child));
    return { databaseUrl, urls: instances.map((instance) => instance.url), children: instances.map((instance) => instance.child) };
  }

  it('stores every acknowledged request of a burst split across both exactly once, each with one outbox row', async () => {
    const { databaseUrl, urls } = await startBoth();
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => post(urls[i % 2]!, `Split ${i}`, i % 2)));
    expect(acknowledged(answers)).toHaveLength(400);
    const { rows, outboxRows } = await stored(databaseUrl);
    expect(rows).toHaveLength(400);
    expectEachAcknowledgedStoredOnce(answers, rows, outboxRows);
  }, 90_000);

  it('loses no acknowledged request when one instance is killed with SIGKILL mid-burst', async () => {
    const { databaseUrl, urls, children: [victim] } = await startBoth();
    const answers: Answer[] = [];
    let victimAcks = 0;
    // 10 clients per instance, each posting one request after another
    const client = async (instance: number, worker: number) => {
      for (let i = 0; i < 30; i++) {
        const answer = await post(urls[instance]!, `Kill ${instance}-${worker}-${i}`, instance);
        answers.push(answer);
        if (instance === 0 && answer.status !== 'no answer' && ++victimAcks === 60) victim!.kill('SIGKILL');
        if (answer.status === 'no answer') return;
      }
    };
    await Promise.all([0, 1].flatMap((instance) => Array.from({ length: 10 }, (_, worker) => client(instance, worker))));
    await exited(victim!);
    expect(victim!.signalCode).toBe('SIGKILL');

    const survivors = answers.filter((answer) => answer.instance === 1);
    expect(acknowledged(survivors)).toHaveLength(300);
    expect(acknowledged(answers.filter((answer) => answer.instance === 0)).length).toBeGreaterThanOrEqual(60);
    expect(answers.some((answer) => answer.status === 'no answer')).toBe(true);
    const { rows, outboxRows } = await stored(databaseUrl);
    expectEachAcknowledgedStoredOnce(answers, rows, outboxRows);
  }, 90_000);

  it('holds a flood from one client, split across both instances, to RATE_LIMIT_MAX', async () => {
    const max = 5;
    const { databaseUrl, urls } = await startBoth({ RATE_LIMIT_MAX: String(max), RATE_LIMIT_WINDOW_S: '3600', TRUST_PROXY: '1' });
    // windows start on the hour: a flood must not straddle two of them
    const intoHour = Date.now() % 3_600_000;
    if (intoHour > 3_590_000) await new Promise((resolve) => setTimeout(resolve, 3_600_000 - intoHour + 100));
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(urls[i % 2]!, `Flood ${i}`, i % 2, client)));
    expect(acknowledged(answers)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - max);
    // another client behind the same proxy still gets through
    expect((await post(urls[1]!, 'Other client', 1, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(201);
    expect((await stored(databaseUrl)).rows).toHaveLength(max + 1);
  }, 90_000);
});
