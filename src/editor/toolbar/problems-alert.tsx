import { useId } from 'react';
import styled from 'styled-components';
import { labels } from '../labels';
import type { Problem } from '../editor-types';
import { Code, Notice } from '../ui';

// A long list scrolls in its place: the editor's frame is the window, and the panes keep the rest of it. Focusable,
// so a keyboard can scroll it too.
const ProblemList = styled.ul`
  max-height: 30dvh;
  overflow: auto;
`;

/** Why a save was refused: each problem as `npm run validate` prints it; the list shrinks as they are fixed. */
export function ProblemsAlert({ problems }: { problems: Problem[] }) {
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <Notice role="alert" $tone="danger">
      <strong id={titleId}>{labels.problemsTitle(problems.length)}</strong>
      <ProblemList tabIndex={0} aria-labelledby={titleId}>
        {problems.map((problem) => (
          <li key={problem.text}>
            <Code>{problem.text}</Code>
          </li>
        ))}
      </ProblemList>
    </Notice>
  );
}
