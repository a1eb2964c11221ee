// A production server with the editor, on a temporary DATA_DIR with site.json published, for the editor's tests.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../http/site-server.ts';
import { hashPassword } from '../engine/auth/passwords.ts';
import { clientDirIn } from '../config/build-manifest.ts';
import { distDir, siteFile } from '../../model/paths.ts';
import type { EditorStore, Role } from '../db/editor-store.ts';
import { publish } from '../engine/publish/publish.ts';
import { logCollector, tempDataDir } from './test-support.ts';
import type { TrustProxy } from '../config/settings.ts';
import { openDatabase } from '../db/open/database.ts';
import type { MailSettings } from '../config/mail-settings.ts';

export const editorPassword = 'correct horse battery staple';
export const adminPassword = 'admin: a long and unusual phrase';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One HTTP request with exactly these headers (fetch would not send a foreign Host or leave Origin out). */
export function send(url: string, { method = 'GET', headers = {}, body }: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T,>() => JSON.parse(text) as T });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface EditorServer {
  url: string;
  origin: string;
  app: FastifyInstance;
  /** a store of the test's own on the same database, for set-up and checks */
  store: EditorStore;
  dataDir: string;
  lines: string[];
  /** signs in and returns the Cookie header value, or throws with the answer */
  signIn(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  /** a request to the server as the editor's own page makes it: Origin of the site, JSON */
  api(method: string, path: string, options?: { cookie?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  close(): Promise<void>;
}

export interface EditorServerOptions {
  accounts?: { email: string; role: Role; password: string }[];
  databaseUrl?: string;
  dataDir?: string;
  editor?: ServerOptions['editor'];
  trustProxy?: TrustProxy;
  /** SCRIPT_ORIGINS: the third-party origins the public CSP allows */
  scriptOrigins?: string[];
  /** publish site.json into the data folder first (default true) */
  publishSite?: boolean;
  /** notification e-mails (mailSettingsFromEnv); default none */
  mail?: MailSettings | null;
}

export const defaultAccounts = [
  { email: 'ann@example.com', role: 'editor' as Role, password: editorPassword },
  { email: 'root@example.com', role: 'admin' as Role, password: adminPassword },
];

/** The cookie a sign-in answer sets, as a Cookie header value. */
export const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0]!;

export async function startEditorServer({ accounts = defaultAccounts, databaseUrl, dataDir = tempDataDir(), editor, trustProxy = false, scriptOrigins = [], publishSite = true, mail = null }: EditorServerOptions = {}): Promise<EditorServer> {
  if (publishSite) {
    const result = await publish({ dataDir, distDir, text: readFileSync(siteFile, 'utf8'), file: 'site.json', source: 'test' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
  }
  const store = await openDatabase({ dataDir, databaseUrl }).editor();
  for (const account of accounts) {
    if (!(await store.findAccount(account.email))) await store.addAccount({ email: account.email, role: account.role, passwordHash: await hashPassword(account.password), at: new Date() });
  }
  const { stream, lines } = logCollector();
  const app = await createServer({ clientDir: clientDirIn(distDir), dataDir, databaseUrl, distDir, editor, trustProxy, scriptOrigins, mail, logger: { stream } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = url;
  const api: EditorServer['api'] = async (method, path, { cookie, body, headers = {} } = {}) => {
    const answer = await send(`${url}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { origin, 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? (method === 'GET' ? undefined : '{}') : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    // a failure's cause is in the server's log, not in its answer: shown beside the test that meets it
    if (answer.status >= 500) console.error(`${method} ${path} answered ${answer.status}; the server logged:\n${lines.filter((line) => line.includes('"request failed"')).slice(-2).join('\n')}`);
    return answer;
  };
  return {
    url,
    origin,
    app,
    store,
    dataDir,
    lines,
    async signIn(email, password, headers = {}) {
      const answer = await send(`${url}/edit/sign-in`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email, password }).toString(),
      });
      if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      return cookieOf(answer);
    },
    api,
    async close() {
      await app.close();
      await store.close();
    },
  };
}
