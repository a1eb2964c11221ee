// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from './http-app';
import { healthPath } from '../../shared/server-paths.ts';
import { SqliteStorage } from '../db/sqlite/sqlite-requests-store';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres';
import { tempDataDir, testSite } from '../test/test-support';

describe('GET /healthz', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('answers 200 for a site without a contact form: there is no database to ask', async () => {
    app = await createHttpApp({ contactForm: null });
    const response = await app.inject({ method: 'GET', url: healthPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 200 while SQLite answers and 503 once its handle is closed, with no data in the body', async () => {
    const storage = SqliteStorage.open(tempDataDir());
    app = await createHttpApp({ storage, contactForm: testSite.contactForm });
    const healthy = await app.inject({ method: 'GET', url: healthPath });
    expect([healthy.statusCode, healthy.body, healthy.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    expect((await app.inject({ method: 'HEAD', url: healthPath })).statusCode).toBe(200);

    await storage.close();
    const down = await app.inject({ method: 'GET', url: healthPath });
    expect([down.statusCode, down.body, down.headers['cache-control']]).toEqual([503, 'unavailable', 'no-store']);
  });
});

describe.skipIf(!postgresForTests())('GET /healthz on PostgreSQL', () => {
  let server: TestPostgres;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    server = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await server?.destroy();
  }, 60_000);

  it('answers 503 while the database server is stopped and 200 again once it is back', async () => {
    app = await createHttpApp({ databaseUrl: await server.createDatabase(), contactForm: testSite.contactForm });
    const status = async () => (await app!.inject({ method: 'GET', url: healthPath })).statusCode;
    expect(await status()).toBe(200);
    await server.stop();
    expect(await status()).toBe(503);
    await server.start();
    expect(await status()).toBe(200);
  }, 60_000);
});
