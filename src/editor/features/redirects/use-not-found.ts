import { useCallback, useEffect, useState } from 'react';
import { useFetched } from '../../ui/use-fetched';
import { useListAction } from '../../ui/use-list-action';
import { redirectLabels as words } from './labels';
import { fetchNotFound, hideNotFound, type NotFoundPath } from './redirects-api';

/** A search asks the server this long after the last key: each word found anywhere in a path, among all it keeps. */
const searchPauseMs = 300;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The paths not found as the server lists them (the search's, the hidden ones or the others), and Hide / Show again. */
export function useNotFound() {
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState(false);
  const query = useSettled(search, searchPauseMs);
  const load = useCallback(() => fetchNotFound(query, hidden), [query, hidden]);
  const { fetched, reload } = useFetched(load);
  const { note, noteRef, run } = useListAction(
    (entry: NotFoundPath) => hideNotFound(entry.path, !entry.hidden),
    {
      running: hidden ? words.showing : words.hiding,
      done: (entry) => (entry.hidden ? words.shown(entry.path) : words.hid(entry.path)),
      failed: words.hideFailed,
    },
    reload,
  );
  return {
    search,
    setSearch,
    hidden,
    setHidden,
    fetched,
    note,
    noteRef,
    toggleHidden: (entry: NotFoundPath) => void run(entry),
  };
}
