import { labels } from '../../ui/labels';
import { sharedLabels } from '../../ui/shared-labels';
import { useEditor } from '../../state/editor-context';
import { Button, ButtonRow } from '../../ui/controls';
import type { useSectionCommands } from './use-section-commands';

interface Props {
  commands: ReturnType<typeof useSectionCommands>;
  onAddSection: () => void;
  onMakeShared: (section: number) => void;
}

/** The outline's buttons, for what the keys on a section also do. */
export function SectionActions({ commands, onAddSection, onMakeShared }: Props) {
  const { state } = useEditor();
  const { section, shared } = state.selection;
  const current = shared === null ? section : null;
  const sections = state.draft.pages[state.selection.page]?.sections ?? [];
  const count = sections.length;
  const isUse = current !== null && sections[current] !== undefined && 'shared' in sections[current];
  // after the selected section, or at the end when none is selected
  const after = current ?? (count > 0 ? count - 1 : null);
  return (
    <ButtonRow>
      <Button type="button" onClick={onAddSection}>
        {labels.addSection}
      </Button>
      <Button type="button" disabled={current === null} onClick={() => current !== null && commands.duplicate(current)} aria-keyshortcuts="Control+D Meta+D">
        {labels.duplicateSection}
      </Button>
      <Button type="button" disabled={current === null} onClick={() => current !== null && commands.copy(current)} aria-keyshortcuts="Control+C Meta+C">
        {labels.copySection}
      </Button>
      <Button type="button" disabled={!state.copied} onClick={() => commands.paste(after)} aria-keyshortcuts="Control+V Meta+V">
        {labels.pasteSection}
      </Button>
      <Button type="button" disabled={current === null || isUse} onClick={() => current !== null && onMakeShared(current)} aria-haspopup="dialog">
        {sharedLabels.makeShared}
      </Button>
      <Button type="button" $variant="danger" disabled={current === null} onClick={() => current !== null && commands.remove(current)} aria-keyshortcuts="Delete">
        {labels.deleteSection}
      </Button>
    </ButtonRow>
  );
}
