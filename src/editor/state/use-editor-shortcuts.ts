import { useEffect, useRef } from 'react';
import type { EditorAction } from './editor-reducer';

interface Shortcuts {
  dispatch: (action: EditorAction) => void;
  save: () => void;
}

/** Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z and Ctrl+Y redo, Ctrl/⌘+S save, anywhere in the editor (in fields too). */
export function useEditorShortcuts(shortcuts: Shortcuts) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const { dispatch, save } = latest.current;
      if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y' && !event.shiftKey) dispatch({ type: 'redo' });
      else if (key === 's' && !event.shiftKey) save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
