// What the live site's server and its editor tell each other (docs/editor-api.md): the page's settings, the history,
// the audit log. One definition for both sides.

/** editor: the site's content; sales: the contact form's leads; admin: both, and the accounts' and the site's settings */
export type Role = 'editor' | 'sales' | 'admin';
export const roles: readonly Role[] = ['editor', 'sales', 'admin'];

/** What a role may open: the site's content (the editor), the leads, or both. */
export const mayEditContent = (role: Role): boolean => role !== 'sales';
export const mayWorkLeads = (role: Role): boolean => role !== 'editor';

/** The settings the editor's page carries as JSON (`#editor-config`); the dev server's page has none. */
export interface EditorConfig {
  /** where the editor API answers, `/edit/api` */
  api: string;
  account: { email: string; role: Role };
  /** the stored draft as pages: this plus a page's path */
  draftPreview: string;
  /** the Leads page, `/edit/leads` */
  leads: string;
  /** the site's time zone (IANA, SITE_TIME_ZONE): times are shown in it, and it is named beside them */
  timeZone: string;
  /** the live site's languages (BCP 47 codes, the default first): the languages a lead can come in */
  languages: string[];
  /** whether editors' changes needed review when the page was served: the toolbar is right from its first paint */
  reviewRequired?: boolean;
}

export type VersionSource = 'editor' | 'restore' | 'publish';

export interface VersionSummary {
  id: number;
  /** sha256 hex of the content */
  hash: string;
  /** the account's email, or what published it from a command line (`npm run publish (user@host)`) */
  author: string;
  createdAt: string;
  source: VersionSource;
  /** the page paths whose content changed from the version before, in site order ('/' …) */
  pages: string[];
  /** a restore: the version whose content it made live again */
  restoredFrom: number | null;
}

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-limited'
  | 'sign-out'
  | 'save'
  | 'publish'
  | 'restore'
  | 'account-added'
  | 'account-removed'
  | 'password-changed'
  | 'media-upload'
  | 'media-delete'
  | 'lead-change'
  | 'lead-note'
  | 'lead-erase'
  | 'lead-export'
  | 'role-changed'
  | 'lead-retention'
  | 'schedule'
  | 'schedule-cancel'
  | 'schedule-run'
  | 'review-request'
  | 'review-approve'
  | 'review-send-back'
  | 'review-setting'
  | 'preview-link'
  | 'preview-revoke'
  | 'not-found-hide';

export interface AuditEntry {
  id: number;
  at: string;
  /** the account's email (for a failed sign-in: the email typed), or null */
  actor: string | null;
  action: AuditAction;
  /** the client's address, when a request made it */
  ip: string | null;
  /** e.g. `version 12`, `pages /, /about-us`; never a password or a session id */
  detail: string | null;
}

/** pending until its time; then published, or failed (and why); or cancelled before its time */
export type ScheduleState = 'pending' | 'published' | 'failed' | 'cancelled';

/** A version to go live at a set time (docs/editor-api.md, "Schedules"). */
export interface Schedule {
  id: number;
  /** ISO time (UTC) it is to go live */
  dueAt: string;
  /** sha256 hex of the text it makes live */
  hash: string;
  /** a version it makes live again ("back to the version before"); null: the draft as it was when scheduled */
  restoreOf: number | null;
  /** the live version when it was scheduled */
  baseVersion: number | null;
  createdBy: string;
  createdAt: string;
  /** the role it was scheduled with: its publish follows that role's write rules */
  role: Role;
  state: ScheduleState;
  /** when it ran, failed or was cancelled, and who cancelled it */
  finishedAt: string | null;
  finishedBy: string | null;
  /** the version it made live */
  versionId: number | null;
  /** why it failed, or that it ran late */
  message: string | null;
}
