import { useId } from 'react';
import type { Redirect } from '@/shared/redirects';
import { visibleText } from '@/shared/visible-text';
import { formatTime } from '../../ui/zoned-time';
import { ListStatus } from '../../ui/list-status';
import { Button, ButtonRow, Check, Hint } from '../../ui/controls';
import { redirectLabels as words } from './labels';
import { ownPath, targetOf } from './redirect-list';
import type { NotFoundPath } from './redirects-api';
import { Part, SearchRow, Table, TableRegion } from './redirects.styles';
import { useNotFound } from './use-not-found';

interface Props {
  /** the draft's redirects by from: a path redirected already says so instead of offering Redirect this… */
  redirected: ReadonlyMap<string, Redirect>;
  /** the site's languages but the default: /hi/old is redirected as /old */
  languages: readonly string[];
  timeZone: string;
  onRedirect: (from: string) => void;
}

/** "Paths not found" (the live site's count): busiest first, searchable; Redirect this…, Hide, or with Show hidden paths, Show again. */
export function NotFoundList({ redirected, languages, timeZone, onRedirect }: Props) {
  const { search, setSearch, hidden, setHidden, fetched, note, noteRef, toggleHidden } = useNotFound();
  const id = useId();
  const paths = fetched.phase === 'ready' ? fetched.data : null;
  const time = (iso: string) => formatTime(iso, timeZone);
  const empty = search.trim() ? words.notFoundNoMatch : hidden ? words.hiddenNone : words.notFoundNone;
  const heading = hidden ? words.hiddenHeading : words.notFoundHeading;

  const actions = (entry: NotFoundPath) => {
    if (entry.hidden)
      return (
        <Button type="button" aria-label={words.showAgainName(entry.path)} onClick={() => toggleHidden(entry)}>
          {words.showAgain}
        </Button>
      );
    const done = redirected.get(ownPath(entry.path, languages));
    return (
      <ButtonRow>
        {done ? (
          <span>{words.redirectedIn(visibleText(targetOf(done, words.gone)))}</span>
        ) : (
          <Button type="button" aria-label={words.redirectThisName(visibleText(entry.path))} onClick={() => onRedirect(ownPath(entry.path, languages))}>
            {words.redirectThis}
          </Button>
        )}
        <Button type="button" aria-label={words.hideName(visibleText(entry.path))} onClick={() => toggleHidden(entry)}>
          {words.hide}
        </Button>
      </ButtonRow>
    );
  };

  return (
    <Part aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p>{words.notFoundIntro}</p>
      <SearchRow>
        <div>
          <label htmlFor={`${id}-search`}>{words.notFoundSearch}</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Check>
          <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          {words.showHidden}
        </Check>
      </SearchRow>
      <ListStatus fetched={fetched} note={note} noteRef={noteRef} />
      {paths?.length === 0 && <p>{empty}</p>}
      {paths && paths.length > 0 && (
        <TableRegion role="region" aria-label={words.notFoundScroll} tabIndex={0}>
          <Table aria-labelledby={`${id}-heading`}>
            <thead>
              <tr>
                <th scope="col">{words.path}</th>
                <th scope="col">{words.asked}</th>
                <th scope="col">{words.firstLast}</th>
                <th scope="col">{words.linkedFrom}</th>
                <th scope="col">{words.actions}</th>
              </tr>
            </thead>
            <tbody>
              {paths.map((entry) => (
                <tr key={entry.path}>
                  <th scope="row" className="address">
                    {visibleText(entry.path)}
                  </th>
                  <td data-label={words.asked}>{words.times(entry.count)}</td>
                  <td data-label={words.firstLast}>{words.firstAndLast(time(entry.firstAt), time(entry.lastAt))}</td>
                  <td className="address" data-label={words.linkedFrom}>
                    {entry.referrer ? visibleText(entry.referrer) : <Hint as="span">{words.noReferrer}</Hint>}
                  </td>
                  <td>{actions(entry)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
      )}
    </Part>
  );
}
