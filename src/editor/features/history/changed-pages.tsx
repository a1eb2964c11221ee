import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { Code } from '../../ui/controls';

// Past this many, the paths fold away under their count: a site-wide change lists every page.
const listedAtMost = 10;

/** The paths of the pages a version changed: each, "the whole site" when it was all of them, or none. */
export function ChangedPages({ pages }: { pages: string[] }) {
  const { state } = useEditor();
  if (pages.length === 0) return <p>{`${labels.pagesChanged} ${labels.noPageChanged}`}</p>;
  const list = (
    <ul>
      {pages.map((path) => (
        <li key={path}>
          <Code>{path}</Code>
        </li>
      ))}
    </ul>
  );
  if (pages.length <= listedAtMost) {
    return (
      <div>
        <p>{labels.pagesChanged}</p>
        {list}
      </div>
    );
  }
  const whole = pages.length >= state.draft.pages.length;
  return (
    <details>
      <summary>{`${labels.pagesChanged} ${whole ? labels.wholeSite(pages.length) : labels.manyPages(pages.length)}`}</summary>
      {list}
    </details>
  );
}
