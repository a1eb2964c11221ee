// A production instance started for npm run bench:live, and the editor's requests to it.
import type { ChildProcess } from 'node:child_process';
import { send } from '../../src/server/test/test-editor-server.ts';

export const email = 'bench@example.com';
export const password = 'a benchmark passphrase of some length';

export interface Instance {
  url: string;
  child: ChildProcess;
}

export async function signIn(instance: Instance): Promise<{ cookie: string; ms: number }> {
  const started = performance.now();
  const answer = await send(`${instance.url}/edit/sign-in`, {
    method: 'POST',
    headers: { origin: instance.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const ms = performance.now() - started;
  if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`);
  return { cookie: String(answer.headers['set-cookie']?.[0]).split(';')[0]!, ms };
}

/** A request of the editor's page: its cookie, and for a write its Origin and JSON (`body` as text is sent as is). */
export const api = (instance: Instance, cookie: string, method: string, route: string, body?: unknown) =>
  send(`${instance.url}${route}`, {
    method,
    headers: { cookie, ...(method === 'POST' ? { origin: instance.url, 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
