import { useId, useState } from 'react';
import type { Redirect } from '@/shared/redirects';
import { visibleText } from '@/shared/visible-text';
import { AskInPlace } from '../../ui/ask-in-place';
import type { Fetched } from '../../ui/use-fetched';
import { formatTime } from '../../ui/zoned-time';
import { Hint } from '../../ui/controls';
import { redirectLabels as words } from './labels';
import { matchesSearch, targetOf, type Hits } from './redirect-list';
import { Part, SearchRow, Table, TableRegion } from './redirects.styles';

interface Props {
  redirects: readonly Redirect[];
  /** each redirect's hits by its from; null in the dev server, which counts none */
  hits: Fetched<Map<string, Hits>> | null;
  timeZone: string | undefined;
  onRemove: (from: string) => void;
}

/** the rows a table draws: a site with thousands of redirects is searched, not scrolled */
export const rowsShown = 200;

/** "Redirects (N)": the draft's redirects, searchable as one types, each with its type, maker, hits and Remove. */
export function RedirectTable({ redirects, hits, timeZone, onRemove }: Props) {
  const [search, setSearch] = useState('');
  const id = useId();
  const wanted = search.trim();
  const shown = wanted ? redirects.filter((redirect) => matchesSearch(redirect, wanted)) : redirects;
  const drawn = shown.length > rowsShown ? shown.slice(0, rowsShown) : shown;
  const time = (iso: string) => formatTime(iso, timeZone);
  return (
    <Part aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{words.listHeading(redirects.length)}</h3>
      {redirects.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <SearchRow>
            <div>
              <label htmlFor={`${id}-search`}>{words.search}</label>
              <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby={`${id}-hint`} />
              <Hint id={`${id}-hint`}>{words.searchHint}</Hint>
            </div>
            <p role="status">
              {words.count(shown.length, redirects.length)}
              {drawn.length < shown.length && ` ${words.firstShown(drawn.length)}`}
            </p>
          </SearchRow>
          {hits?.phase === 'failed' && <p role="alert">{words.hitsFailed(hits.message)}</p>}
          {shown.length === 0 ? (
            <p>{words.noMatch}</p>
          ) : (
            <TableRegion role="region" aria-label={words.tableScroll} tabIndex={0}>
              <Table aria-labelledby={`${id}-heading`}>
                <thead>
                  <tr>
                    <th scope="col">{words.from}</th>
                    <th scope="col">{words.to}</th>
                    <th scope="col">{words.type}</th>
                    <th scope="col">{words.made}</th>
                    {hits && <th scope="col">{words.hits}</th>}
                    <th scope="col">{words.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {drawn.map((redirect) => (
                    <tr key={redirect.from}>
                      <th scope="row" className="address">
                        {visibleText(redirect.from)}
                      </th>
                      <td className="address" data-label={words.to}>
                        {visibleText(targetOf(redirect, words.gone))}
                      </td>
                      <td className="nowrap" data-label={words.type}>
                        {words.typeNames[redirect.status]}
                      </td>
                      <td data-label={words.made}>
                        {redirect.made === 'hand' ? words.byHand : words.byPathChange}
                        <div className="muted">{words.madeWho(redirect.by && visibleText(redirect.by), redirect.at && time(redirect.at))}</div>
                      </td>
                      {hits && <HitsCell hits={hits} from={redirect.from} time={time} />}
                      <td>
                        <AskInPlace label={words.remove} name={words.removeName(redirect.from)} question={words.removeQuestion(redirect.from)} onConfirm={() => onRemove(redirect.from)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableRegion>
          )}
        </>
      )}
    </Part>
  );
}

function HitsCell({ hits, from, time }: { hits: Fetched<Map<string, Hits>>; from: string; time: (iso: string) => string }) {
  if (hits.phase !== 'ready')
    return (
      <td className="muted" data-label={words.hits}>
        {hits.phase === 'loading' ? words.hitsLoading : '—'}
      </td>
    );
  const one = hits.data.get(from);
  if (!one || one.hits === 0)
    return (
      <td className="muted" data-label={words.hits}>
        {words.noHits}
      </td>
    );
  return (
    <td data-label={words.hits}>
      {words.hitCount(one.hits)}
      {one.lastHit && <div className="muted">{words.lastHit(time(one.lastHit))}</div>}
    </td>
  );
}
