// Moved to src/server/content/editor-schema.ts (the production server serves the schemas too); kept while src/editor's tests import it from here.
export * from '../../../src/server/content/editor-schema.ts';
