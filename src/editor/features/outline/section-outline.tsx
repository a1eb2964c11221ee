import { useRef, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Block } from '@/generated/site';
import { labels } from '../../ui/labels';
import type { Problem, Untranslated } from '../../api/editor-types';
import { isWithin } from '../../state/json-pointer';
import { useEditingLanguage } from '../../state/editing-language';
import { pageSections, shownSections } from '../../state/page-blocks';
import { sharedLabels } from '../../ui/shared-labels';
import { placedOnPage } from '../../state/shared-places';
import { languageLabels } from '../../ui/language-labels';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import { Hint, PanelHeading } from '../../ui/controls';
import { List } from './outline.styles';
import { SectionActions } from './section-actions';
import { MakeSharedDialog } from './make-shared-dialog';
import { SectionItem } from './section-item';
import { sectionIds, sectionSummary } from './section-summary';
import { useSectionCommands } from './use-section-commands';

/**
 * The selected page's sections in order: select, reorder (drag or Alt+arrows), delete, duplicate, copy, paste. In
 * another language than the default, each section says how many of its texts are not translated into it yet.
 */
export function SectionOutline({ problems, untranslated, onAddSection }: { problems: Problem[]; untranslated: readonly Untranslated[]; onAddSection: () => void }) {
  const { state, dispatch } = useEditor();
  const language = useEditingLanguage()?.form;
  const { blockTitle } = useSchemas();
  const { page: pageIndex, section: selected, shared } = state.selection;
  const shown = shownSections(state.draft, state.draft.pages[pageIndex]);
  const sections = shown.map((item) => item.block);
  // keys follow the page's own objects: a use's block is made anew each render
  const ids = sectionIds(pageSections(state.draft.pages[pageIndex]));
  const list = useRef<HTMLUListElement>(null);
  const nameOfBlock = (block: Block) => {
    const summary = sectionSummary(block);
    return summary ? `${blockTitle(block.type)} “${summary}”` : blockTitle(block.type);
  };
  const nameOf = (index: number) => (sections[index] ? nameOfBlock(sections[index]) : '');
  const commands = useSectionCommands(list, nameOfBlock);
  const [making, setMaking] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const at = (id: UniqueIdentifier) => labels.position(indexOf(id) + 1, ids.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => labels.drag.start(nameOf(indexOf(active.id)), at(active.id)),
    onDragOver: ({ active, over }) => (over ? labels.drag.over(nameOf(indexOf(active.id)), at(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? labels.drag.end(nameOf(indexOf(active.id)), at(over.id)) : undefined),
    onDragCancel: ({ active }) => labels.drag.cancel(nameOf(indexOf(active.id))),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) dispatch({ type: 'moveSection', page: pageIndex, from: indexOf(active.id), to: indexOf(over.id) });
  };
  const prefix = `/pages/${pageIndex}/sections/`;
  // a shared section's problems and missing translations count at each section using it
  const pageProblems = placedOnPage(state.draft, pageIndex, problems);
  const pageUntranslated = placedOnPage(state.draft, pageIndex, untranslated);
  const hasProblems = (index: number) => pageProblems.some((problem) => isWithin(problem.pointer, `${prefix}${index}`));
  // "3 texts not in Hindi", or nothing in the default language and for a section with none
  const missingIn = (index: number) => {
    const count = language ? pageUntranslated.filter((entry) => entry.locale === language.code && isWithin(entry.pointer, `${prefix}${index}`)).length : 0;
    return language && count > 0 ? languageLabels.sectionMissing(count, language.name) : undefined;
  };

  return (
    <section aria-labelledby="editor-sections-heading">
      <PanelHeading id="editor-sections-heading">{labels.sections}</PanelHeading>
      <SectionActions commands={commands} onAddSection={onAddSection} onMakeShared={setMaking} />
      <MakeSharedDialog
        open={making !== null}
        page={pageIndex}
        section={making ?? 0}
        onClose={() => setMaking(null)}
        onDone={(message) => {
          commands.setMessage(message);
          list.current?.querySelector<HTMLElement>(`[data-section-index="${making}"]`)?.focus();
        }}
      />
      {sections.length === 0 && <Hint>{labels.noSections}</Hint>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: labels.drag.instructions } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <List ref={list} aria-label={labels.sections} aria-describedby="editor-outline-help">
            {sections.map((block, index) => (
              <SectionItem
                key={ids[index]}
                id={ids[index] ?? ''}
                index={index}
                title={block.type ? blockTitle(block.type) : sharedLabels.gone(String((block as { heading?: string }).heading))}
                shared={shown[index]?.shared?.name}
                tested={'test' in block && block.test !== undefined}
                summary={sectionSummary(block)}
                selected={shared === null && selected === index}
                hasProblems={hasProblems(index)}
                missing={missingIn(index)}
                onSelect={() => dispatch({ type: 'select', selection: { section: index, shared: null } })}
                onKeyDown={commands.onItemKeyDown(index)}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      <Hint id="editor-outline-help">{labels.outlineHelp}</Hint>
      <p role="status" className="visually-hidden">
        {commands.message}
      </p>
    </section>
  );
}
