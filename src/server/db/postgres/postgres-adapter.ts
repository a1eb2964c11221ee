import { redactedDatabaseUrl } from '../../config/settings.ts';
import type { DatabaseAdapter } from '../adapter.ts';

/**
 * Several instances sharing one PostgreSQL database (DATABASE_URL): requests, the editor's data and uploads. The
 * driver loads with the first store opened (~85 ms: a tenth of a one-page publish, which opens none).
 */
export function postgresAdapter(databaseUrl: string): DatabaseAdapter {
  return {
    engine: 'postgres',
    description: `PostgreSQL at ${redactedDatabaseUrl(databaseUrl)}`,
    requests: async () => (await import('./postgres-requests-store.ts')).PostgresStorage.connect(databaseUrl),
    existingRequests: async () => (await import('./postgres-requests-store.ts')).PostgresStorage.connect(databaseUrl),
    editor: async () => (await import('./postgres-editor-store.ts')).PostgresEditorStore.connect(databaseUrl),
    media: async () => (await import('./postgres-media-store.ts')).PostgresMediaStore.connect(databaseUrl),
    leads: async () => (await import('./postgres-leads-store.ts')).PostgresLeadsStore.connect(databaseUrl),
    visits: async () => (await import('./postgres-visits-store.ts')).PostgresVisitsStore.connect(databaseUrl),
    insights: async () => (await import('./postgres-insights-store.ts')).PostgresInsightsStore.connect(databaseUrl),
  };
}
