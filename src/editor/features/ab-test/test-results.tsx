import { useCallback } from 'react';
import type { TestResults } from '@/shared/insights';
import { useFetched } from '../../ui/use-fetched';
import { ErrorText, Hint } from '../../ui/controls';
import { EditorDialog } from '../../ui/editor-dialog';
import { formatTime } from '../../ui/zoned-time';
import { fetchTestResults, resultsCounted } from './test-results-api';
import { testLabels } from './labels';

/** The figures of each variant, and what they say in plain words. */
export function ResultsTable({ results }: { results: TestResults }) {
  const { columns, conversion, whole } = testLabels;
  const visitors = results.a.visitors + results.b.visitors;
  return (
    <>
      <Hint>{results.startedAt ? testLabels.since(formatTime(results.startedAt)) : testLabels.sinceEver}</Hint>
      <table>
        <caption className="visually-hidden">{testLabels.resultsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.variant}</th>
            <th scope="col">{columns.visitors}</th>
            <th scope="col">{columns.leads}</th>
            <th scope="col">{columns.conversion}</th>
          </tr>
        </thead>
        <tbody>
          {(['a', 'b'] as const).map((variant) => (
            <tr key={variant}>
              <th scope="row">{variant.toUpperCase()}</th>
              <td>{whole(results[variant].visitors)}</td>
              <td>{whole(results[variant].leads)}</td>
              <td>{conversion(results[variant].conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{testLabels.reading(results.probabilityBBetter, results.visitorsNeeded, visitors)}</p>
    </>
  );
}

function LiveResults({ path }: { path: string }) {
  const load = useCallback(() => fetchTestResults(path), [path]);
  const { fetched } = useFetched(load);
  if (fetched.phase === 'loading') return <p role="status">{testLabels.loading}</p>;
  if (fetched.phase === 'failed') return <ErrorText role="alert">{fetched.message}</ErrorText>;
  if (fetched.phase === 'signed-out') return null;
  return <ResultsTable results={fetched.data} />;
}

/** Results: visitors and leads per variant since the test started, asked of the live site as the dialog opens. */
export function TestResultsDialog({ open, path, onClose }: { open: boolean; path: string; onClose: () => void }) {
  return (
    <EditorDialog open={open} title={testLabels.resultsTitle} onClose={onClose}>
      {open && <div className="dialog-body">{resultsCounted() ? <LiveResults path={path} /> : <Hint>{testLabels.devServer}</Hint>}</div>}
    </EditorDialog>
  );
}
