// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contactPath } from './contact-route';
import { form, formHeaders, jsonHeaders, storedRows, tempBuild, tempDataDir, validRequest } from './test-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const burst = 300;

/** Starts the real server (src/server/serve.ts) as a child process; resolves with its URL. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // node itself, not the tsx wrapper: a SIGKILL to the wrapper would leave the server running as an orphan
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/serve.ts')], {
    cwd: root,
    env: { ...process.env, RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

describe('durability', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it(`keeps every acknowledged request of a burst of ${burst} when the server is killed with SIGKILL right after answering`, async () => {
    const env = { DIST_DIR: tempBuild().distDir, DATA_DIR: tempDataDir() };
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
