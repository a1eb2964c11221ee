// Every route under /edit, for the tests that attack them all (editor-api-security, editor-paths-security).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../model/paths.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** who may use it (src/server/http/editor/editor-plugin.ts, EditorAccess): the site's content (editor, admin) unless named */
  access?: 'account' | 'leads' | 'admin';
}

const bundleScript = (JSON.parse(readFileSync(path.join(distDir, 'editor/pages.json'), 'utf8')) as { editor: { script: string } }).editor.script;

/** every route under /edit but the sign-in form and /edit itself (which shows the sign-in without a session) */
export const endpoints: Endpoint[] = [
  { method: 'GET', path: '/edit/api/site' },
  { method: 'POST', path: '/edit/api/site' },
  { method: 'POST', path: '/edit/api/validate' },
  { method: 'GET', path: '/edit/api/schema' },
  { method: 'POST', path: '/edit/api/publish' },
  { method: 'GET', path: '/edit/api/publish/redirects' },
  { method: 'GET', path: '/edit/api/versions' },
  { method: 'GET', path: '/edit/api/versions/1' },
  { method: 'POST', path: '/edit/api/versions/1/restore', access: 'admin' },
  { method: 'GET', path: '/edit/api/audit', access: 'admin' },
  { method: 'POST', path: '/edit/api/sign-out', access: 'account' },
  { method: 'GET', path: '/edit/api/schedules' },
  { method: 'POST', path: '/edit/api/schedules' },
  { method: 'POST', path: '/edit/api/schedules/1/cancel' },
  { method: 'GET', path: '/edit/api/settings' },
  { method: 'PUT', path: '/edit/api/settings', access: 'admin' },
  { method: 'GET', path: '/edit/api/reviews' },
  { method: 'POST', path: '/edit/api/reviews' },
  { method: 'GET', path: '/edit/api/reviews/1/changes' },
  { method: 'POST', path: '/edit/api/reviews/1/approve', access: 'admin' },
  { method: 'POST', path: '/edit/api/reviews/1/send-back', access: 'admin' },
  { method: 'GET', path: '/edit/api/previews' },
  { method: 'POST', path: '/edit/api/previews' },
  { method: 'POST', path: '/edit/api/previews/1/revoke' },
  { method: 'GET', path: '/edit/api/media' },
  { method: 'POST', path: '/edit/api/media' },
  { method: 'POST', path: '/edit/api/media/delete' },
  { method: 'GET', path: '/edit/api/leads', access: 'leads' },
  { method: 'GET', path: '/edit/api/leads/export.csv', access: 'leads' },
  { method: 'GET', path: '/edit/api/leads/news', access: 'leads' },
  { method: 'GET', path: '/edit/api/leads/assignees', access: 'leads' },
  { method: 'GET', path: '/edit/api/leads/1', access: 'leads' },
  { method: 'POST', path: '/edit/api/leads/1', access: 'leads' },
  { method: 'POST', path: '/edit/api/leads/1/notes', access: 'leads' },
  { method: 'POST', path: '/edit/api/leads/1/erase', access: 'leads' },
  { method: 'GET', path: '/edit/api/redirects/hits' },
  { method: 'GET', path: '/edit/api/not-found' },
  { method: 'POST', path: '/edit/api/not-found/hide' },
  { method: 'GET', path: '/edit/api/insights', access: 'account' },
  { method: 'GET', path: '/edit/api/insights.csv', access: 'account' },
  { method: 'GET', path: '/edit/api/insights/test', access: 'account' },
  { method: 'GET', path: '/edit/preview' },
  { method: 'GET', path: '/edit/block-preview' },
  { method: 'GET', path: bundleScript, access: 'account' },
  { method: 'GET', path: '/edit/leads', access: 'leads' },
  { method: 'GET', path: '/edit/leads/1', access: 'leads' },
  { method: 'GET', path: '/edit/insights', access: 'account' },
  { method: 'GET', path: '/edit/draft/' },
  { method: 'GET', path: '/edit/draft/about-us' },
];
