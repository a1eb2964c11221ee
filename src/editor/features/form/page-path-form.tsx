import { useId, useState, type FormEvent } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { findLinks, type LinkPlace } from '../../state/route-links';
import { routeKeys } from '../../state/route-keys';
import { Button, Field } from '../../ui/controls';
import { LinkPlaces } from './link-places';
import { pathError } from '../../state/page-rules';
import { TextInput } from '../../ui/text-input';

/** Changes a page's path; the links to it follow, or the change is refused naming the links it would break. */
export function PagePathForm({ index }: { index: number }) {
  const { state, dispatch } = useEditor();
  const page = state.draft.pages[index];
  const [path, setPath] = useState(page?.path ?? '/');
  const [follow, setFollow] = useState(true);
  const [error, setError] = useState<string>();
  const [broken, setBroken] = useState<LinkPlace[]>([]);
  const followId = useId();
  if (!page) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = path.trim();
    setError(pathError(next, state.draft.pages, index));
    if (next === page.path || pathError(next, state.draft.pages, index)) return setBroken([]);
    const links = follow ? [] : findLinks(state.draft, page.path, routeKeys);
    setBroken(links);
    if (links.length === 0) dispatch({ type: 'renamePagePath', page: index, path: next, follow });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={labels.changePath}>
      <TextInput label={labels.newPath} hint={labels.pathHint} error={error} value={path} onChange={setPath} required />
      <Field>
        <span>
          <input id={followId} type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} /> <label htmlFor={followId}>{labels.followLinks}</label>
        </span>
      </Field>
      {broken.length > 0 && <LinkPlaces intro={labels.linksWouldBreak(broken.length)} places={broken} />}
      <div>
        <Button type="submit">{labels.changePath}</Button>
      </div>
    </form>
  );
}
