import { startBootRequests } from './api/boot-requests';

// The editor's entry, loaded only by the page the dev server answers /edit with (scripts/vite-plugins/editor-dev-plugin.ts).
// It starts the requests for site.json and the schemas first, then loads the app (about 150 modules in dev).
startBootRequests();
void import('./app/mount');
