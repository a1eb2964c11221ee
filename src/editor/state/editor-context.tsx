import { createContext, use, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { editorReducer, isDirty, type EditorAction, type EditorState } from './editor-reducer';

interface EditorStore {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  dirty: boolean;
}

const EditorContext = createContext<EditorStore | null>(null);

/** The editor's one store: every change to the draft goes through `dispatch` (editor-reducer.ts). */
export function EditorProvider({ initial, children }: { initial: EditorState; children: ReactNode }) {
  const [state, dispatch] = useReducer(editorReducer, initial);
  const dirty = useMemo(() => isDirty(state), [state]);
  const store = useMemo(() => ({ state, dispatch, dirty }), [state, dirty]);
  return <EditorContext value={store}>{children}</EditorContext>;
}

export function useEditor(): EditorStore {
  const store = use(EditorContext);
  if (!store) throw new Error('useEditor() outside <EditorProvider>');
  return store;
}
