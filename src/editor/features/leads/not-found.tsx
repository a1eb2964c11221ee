import { Link } from 'react-router-dom';
import { leadsLabels } from './labels';
import { useDocumentTitle } from './use-document-title';

/** An address under /edit/leads that is no lead's. */
export function NotFound() {
  useDocumentTitle(leadsLabels.title);
  return (
    <>
      <h1>{leadsLabels.title}</h1>
      <p>
        <Link to="/">{leadsLabels.notFound}</Link>
      </p>
    </>
  );
}
