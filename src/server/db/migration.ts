/** One step of a database's schema. Versions count up from 1 and are never renumbered or edited once released. */
export interface Migration {
  version: number;
  /** what the step does, stored beside its version */
  name: string;
  /** statements run in one transaction */
  sql: string;
}

/** Migrations not yet applied to a database at `applied` (the highest version it has), in order. */
export function pendingMigrations(migrations: readonly Migration[], applied: number): Migration[] {
  return migrations.filter((migration) => migration.version > applied).sort((a, b) => a.version - b.version);
}
