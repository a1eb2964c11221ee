// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { contactPath } from './contact/contact-route';
import { exited, form, formHeaders, jsonHeaders, startServer, storedRows, tempBuild, validRequest } from '../test/test-support';

const burst = 300;

describe('durability', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it(`keeps every acknowledged request of a burst of ${burst} when the server is killed with SIGKILL right after answering`, async () => {
    const { distDir, dataDir } = tempBuild();
    const env = { DIST_DIR: distDir, DATA_DIR: dataDir };
    const first = await startServer(env);
    running = first.child;

    const answers = await Promise.all(
      Array.from({ length: burst }, async (_, i) => {
        const name = `Burst ${i}`;
        const viaForm = i % 3 === 0;
        const response = await fetch(first.url + contactPath, {
          method: 'POST',
          body: viaForm ? form({ ...validRequest, name }) : JSON.stringify({ ...validRequest, name }),
          headers: viaForm ? formHeaders : jsonHeaders,
          redirect: 'manual',
        });
        const id = response.status === 201 ? ((await response.json()) as { id: number }).id : undefined;
        return { name, status: response.status, id };
      }),
    );
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    // really gone: nothing answers at its address any more
    await expect(fetch(first.url + contactPath, { method: 'POST', body: '{}', headers: jsonHeaders })).rejects.toThrow();

    const acknowledged = answers.filter((answer) => answer.status === 201 || answer.status === 303);
    expect(acknowledged).toHaveLength(burst);

    // The restarted server opens the crashed database and takes new requests.
    const second = await startServer(env);
    running = second.child;
    const after = await fetch(second.url + contactPath, { method: 'POST', body: JSON.stringify({ ...validRequest, name: 'After restart' }), headers: jsonHeaders });
    expect(after.status).toBe(201);

    const rows = storedRows(env.DATA_DIR);
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const answer of acknowledged) {
      const row = byName.get(answer.name);
      expect(row, answer.name).toBeDefined();
      if (answer.id !== undefined) expect(row?.id).toBe(answer.id);
    }
    expect(rows).toHaveLength(burst + 1);
  }, 60_000);
});
