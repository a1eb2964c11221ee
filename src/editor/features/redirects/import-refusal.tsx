import type { RefObject } from 'react';
import { Button, Notice } from '../../ui/controls';
import { redirectLabels as words } from './labels';
import type { ImportRefusal } from './use-csv-import';

// a file of 10,000 broken lines lists its first problems: enough to see what is wrong with it
const listedMax = 100;

/** A file not imported: why, each problem on its line, and that nothing changed. */
export function ImportRefusalNote({ refusal, noteRef, onDismiss }: { refusal: ImportRefusal; noteRef: RefObject<HTMLDivElement | null>; onDismiss: () => void }) {
  const { name, problems, message } = refusal;
  const listed = problems.slice(0, listedMax);
  return (
    <Notice ref={noteRef} tabIndex={-1} role="alert" $tone="danger">
      <p>{message ?? words.importRefused(name, problems.length)}</p>
      {listed.length > 0 && (
        <ul>
          {listed.map((problem) => (
            <li key={`${problem.line} ${problem.message}`}>{words.problemLine(problem.line, problem.message)}</li>
          ))}
        </ul>
      )}
      {problems.length > listed.length && <p>{words.moreProblems(problems.length - listed.length)}</p>}
      <div>
        <Button type="button" onClick={onDismiss}>
          {words.dismiss}
        </Button>
      </div>
    </Notice>
  );
}
