import type { KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { labels } from '../../ui/labels';
import { sharedLabels } from '../../ui/shared-labels';
import { Handle, Item, SelectButton } from './outline.styles';

interface Props {
  id: string;
  index: number;
  title: string;
  summary: string;
  /** the name of the shared section it is a use of */
  shared?: string;
  /** the section is under A/B test */
  tested?: boolean;
  selected: boolean;
  hasProblems: boolean;
  /** how many of its texts are not yet in the language edited ("2 texts not in Hindi"), when any */
  missing?: string;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

const Grip = () => (
  <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
    {[3, 9, 15].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />))}
  </svg>
);

/** One section in the outline: a drag handle (mouse, touch, keyboard) and the button that opens its form. */
export function SectionItem({ id, index, title, summary, shared, tested, selected, hasProblems, missing, onSelect, onKeyDown }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = [summary ? `${title}: ${summary}` : title, shared && sharedLabels.mark(shared), tested && labels.testMark].filter(Boolean).join(', ');
  return (
    <Item ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} $dragging={isDragging}>
      <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={labels.dragHandle(name)}>
        <Grip />
      </Handle>
      <SelectButton type="button" data-section-index={index} aria-current={selected ? 'true' : undefined} onClick={onSelect} onKeyDown={onKeyDown}>
        <strong>{title}</strong>
        {summary && <span>{summary}</span>}
        {shared && <span className="shared">{sharedLabels.mark(shared)}</span>}
        {tested && <span className="shared">{labels.testMark}</span>}
        {hasProblems && <span className="problem">{labels.sectionHasProblems}</span>}
        {missing && <span className="untranslated">{missing}</span>}
      </SelectButton>
    </Item>
  );
}
