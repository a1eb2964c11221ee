import { createContext, use } from 'react';
import type { EditorSchemas } from '../api/editor-types';

export interface SchemasState {
  schemas: EditorSchemas | null;
  error: string | null;
}

export const SchemasContext = createContext<SchemasState>({ schemas: null, error: null });

/** The schemas from GET /__editor/schema, and a block's title (its type until they have loaded). */
export function useSchemas() {
  const state = use(SchemasContext);
  const blockTitle = (type: string) => state.schemas?.blocks[type]?.title ?? type;
  return { ...state, blockTitle };
}
