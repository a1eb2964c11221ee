import { fetchSchemas, fetchSite, type SiteSnapshot } from './api';
import type { EditorSchemas } from './editor-types';

// The editor's first two requests, started by its entry (main.tsx) before the app's modules load, so that
// site.json and the schemas travel while the browser fetches the editor's modules, not after them.
let early: { site: Promise<SiteSnapshot>; schemas: Promise<EditorSchemas> } | null = null;

export function startBootRequests(): void {
  early = { site: fetchSite(), schemas: fetchSchemas() };
  // a failure is reported by the hook that awaits it, not as an unhandled rejection meanwhile
  early.site.catch(() => undefined);
  early.schemas.catch(() => undefined);
}

/** site.json as the entry requested it, or a new request when the entry did not (tests render the app alone). */
export const bootSite = (): Promise<SiteSnapshot> => early?.site ?? fetchSite();

/** The schemas as the entry requested them, or a new request. */
export const bootSchemas = (): Promise<EditorSchemas> => early?.schemas ?? fetchSchemas();
