// The settings the live site's page carries (docs/editor-api.md, "The page"); the dev server's page has none.

import { roles, type EditorConfig, type Role } from '@/shared/live-editor';

export type { EditorConfig, Role };

const elementId = 'editor-config';

function parse(text: string): EditorConfig {
  const value = JSON.parse(text) as Partial<EditorConfig> | null;
  const { api, account, draftPreview, leads, timeZone, languages, reviewRequired } = value ?? {};
  const strings = [api, draftPreview, leads, timeZone, account?.email].every((field) => typeof field === 'string');
  const codes = Array.isArray(languages) && languages.every((code) => typeof code === 'string');
  if (!strings || !codes || !roles.includes(account!.role)) throw new Error(`#${elementId} is not { api, account: { email, role }, draftPreview, leads, timeZone, languages }: ${text}`);
  const known = typeof reviewRequired === 'boolean' ? { reviewRequired } : {};
  return { api: api!, account: { email: account!.email, role: account!.role }, draftPreview: draftPreview!, leads: leads!, timeZone: timeZone!, languages: languages!, ...known };
}

// parsed once per element: the page has one for good; tests put one in and take it out
let read: { element: Element | null; config: EditorConfig | null } | null = null;

/** The live site's settings, or null in the dev server (no Publish, History or Sign out there). */
export function editorConfig(): EditorConfig | null {
  // no document: a test in Node, which talks to the dev server's API
  const element = typeof document === 'undefined' ? null : document.getElementById(elementId);
  if (read?.element !== element) read = { element, config: element ? parse(element.textContent ?? '') : null };
  return read.config;
}

/** True on the live site (`npm start`), false in the dev server. */
export const isLive = (): boolean => editorConfig() !== null;

/** Whether fields marked `x-admin-only` are editable here: for an admin, and in the dev server (the developer, who owns site.json). */
export const mayChangeAdminOnly = (): boolean => editorConfig()?.account.role !== 'editor';
