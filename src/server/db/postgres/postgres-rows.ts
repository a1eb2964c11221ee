import type { Account, AccountWithHash, Draft, Role, Schedule, VersionSource, VersionSummary } from '../editor-store.ts';

// The editor's rows as node-postgres returns them (bigint ids as strings, timestamptz as Date), and as the store answers them.

export interface AccountRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
  created_at: Date;
  password_changed_at: Date;
}
export interface VersionRow {
  id: string;
  hash: string;
  author: string;
  created_at: Date;
  source: VersionSource;
  pages: string[];
  restored_from: string | null;
}
export interface DraftRow {
  text: string;
  hash: string;
  base_version: string | null;
  updated_by: string | null;
  updated_at: Date;
}

export const accountColumns = 'id, email, role, password_hash, created_at, password_changed_at';
export const versionColumns = 'id, hash, author, created_at, source, pages, restored_from';
export const draftColumns = 'text, hash, base_version, updated_by, updated_at';
export const liveSummary = `SELECT ${versionColumns} FROM versions WHERE id = (SELECT live_version FROM site_state WHERE id = 1)`;

export const idOrNull = (id: string | null) => (id === null ? null : Number(id));

export const toAccount = (row: AccountRow): AccountWithHash => ({
  id: Number(row.id),
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at.toISOString(),
  passwordChangedAt: row.password_changed_at.toISOString(),
});
export const withoutHash = ({ passwordHash: _hash, ...account }: AccountWithHash): Account => account;

export const toSummary = (row: VersionRow): VersionSummary => ({
  id: Number(row.id),
  hash: row.hash,
  author: row.author,
  createdAt: row.created_at.toISOString(),
  source: row.source,
  pages: row.pages,
  restoredFrom: idOrNull(row.restored_from),
});

export const toDraft = (row: DraftRow): Draft => ({
  text: row.text,
  hash: row.hash,
  baseVersion: idOrNull(row.base_version),
  updatedBy: row.updated_by,
  updatedAt: row.updated_at.toISOString(),
});

export const scheduleColumns = 'id, due_at, hash, restore_of, base_version, created_by, created_at, role, state, finished_at, finished_by, version_id, message';

export interface ScheduleRow {
  id: string;
  due_at: Date;
  hash: string;
  restore_of: string | null;
  base_version: string | null;
  created_by: string;
  created_at: Date;
  role: Role;
  state: Schedule['state'];
  finished_at: Date | null;
  finished_by: string | null;
  version_id: string | null;
  message: string | null;
}

export const toSchedule = (row: ScheduleRow): Schedule => ({
  id: Number(row.id),
  dueAt: row.due_at.toISOString(),
  hash: row.hash,
  restoreOf: idOrNull(row.restore_of),
  baseVersion: idOrNull(row.base_version),
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  role: row.role,
  state: row.state,
  finishedAt: row.finished_at?.toISOString() ?? null,
  finishedBy: row.finished_by,
  versionId: idOrNull(row.version_id),
  message: row.message,
});
