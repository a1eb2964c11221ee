import { labels } from '../labels';
import type { Problem } from '../editor-types';
import { Code, Notice } from '../ui';

/** Why a save was refused: each problem as `npm run validate` prints it; the list shrinks as they are fixed. */
export function ProblemsAlert({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <Notice role="alert" $tone="danger">
      <strong>{labels.problemsTitle(problems.length)}</strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem.text}>
            <Code>{problem.text}</Code>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
