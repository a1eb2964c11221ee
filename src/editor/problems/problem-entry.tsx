import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { Button, Code } from '../ui/controls';
import { leave } from './focus-place';
import { problemLabels } from '../forms/problem-labels';
import type { ProblemItem } from './use-problem-items';

const Entry = styled.li`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
  & + & {
    margin-top: ${theme.space.xs};
  }
  summary {
    cursor: pointer;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

/** One problem: where and what in words, the way to its field, and the validator's line folded away for developers. */
export function ProblemEntry({ item }: { item: ProblemItem }) {
  return (
    <Entry>
      <p>{item.headline}</p>
      {item.action && (
        <Button type="button" aria-label={problemLabels.actionAt(item.action.label, item.place)} onClick={(event) => leave(event.currentTarget, item.action!.go)}>
          {item.action.label}
        </Button>
      )}
      <details>
        <summary>{problemLabels.developerDetails}</summary>
        <Code>{item.developer}</Code>
      </details>
    </Entry>
  );
}
