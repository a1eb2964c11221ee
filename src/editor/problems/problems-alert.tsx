import { useId } from 'react';
import styled from 'styled-components';
import { words } from '../ui/labels';
import type { Problem, Untranslated } from '../api/editor-types';
import { LanguageNotes } from './language-notes';
import { ProblemEntry } from './problem-entry';
import { useProblemItems } from './use-problem-items';
import { Notice } from '../ui/controls';

// A long list scrolls in its place: the editor's frame is the window, and the panes keep the rest of it. Focusable,
// so a keyboard can scroll it too.
const ProblemList = styled.ul`
  max-height: 30dvh;
  overflow: auto;
`;

interface Props {
  problems: Problem[];
  /** the draft's texts not translated yet: a language that may fall back is said to publish with the default's texts */
  untranslated?: readonly Untranslated[];
}

/**
 * Why a save or a publish was refused: each problem in words, at its page, section and field, with the way to that
 * field; the line `npm run validate` prints kept under "Details for developers". The list shrinks as they are fixed.
 */
export function ProblemsAlert({ problems, untranslated = [] }: Props) {
  const titleId = useId();
  const items = useProblemItems(problems);
  if (problems.length === 0) return null;
  const refusing = items.flatMap((item) => (item.untranslated ? [item.untranslated] : []));
  return (
    <Notice role="alert" $tone="danger">
      <strong id={titleId}>{words().problemsTitle(problems.length)}</strong>
      <ProblemList tabIndex={0} aria-labelledby={titleId}>
        {items.map((item) => (
          <ProblemEntry key={item.key} item={item} />
        ))}
      </ProblemList>
      <LanguageNotes refusing={refusing} untranslated={untranslated} />
    </Notice>
  );
}
