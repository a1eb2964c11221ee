import type { SharedKey, Untranslated } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { isWithin } from '../../state/json-pointer';
import type { Schema } from '../../state/schema-kind';
import { fieldId } from '../../forms/schema-form';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import type { Selection } from '../../state/editor-reducer';
import { useEditingLanguage } from '../../state/editing-language';
import { pageBlocks } from '../../state/page-blocks';
import { placedOnPage } from '../../state/shared-places';
import { fieldTitle } from '../../forms/field-title';
import { focusWhenShown } from './focus-field';
import { languageLabels } from '../../ui/language-labels';

export interface MissingEntry {
  pointer: string;
  /** the section and field, in the forms' words */
  name: string;
  /** selects the section (or the page) and focuses the field's translation */
  jump(): void;
}

const sectionPointer = /^\/pages\/(\d+)\/sections\/(\d+)(\/.*)$/;

/**
 * The texts not yet translated into the language the editor edits (from the draft's live validation) of the selected
 * page (its own fields, then its sections' in order), or of the selected part of the site's content; each named and
 * with its jump.
 */
export function useMissingTranslations(untranslated: readonly Untranslated[]): MissingEntry[] {
  const { state, dispatch } = useEditor();
  const editing = useEditingLanguage();
  const { schemas, blockTitle } = useSchemas();
  const { page, shared } = state.selection;
  const sections = pageBlocks(state.draft, state.draft.pages[page]);
  if (!editing?.form) return [];
  const base = shared ? `/${shared}` : `/pages/${page}`;
  const go = (selection: Partial<Selection>, id: string) => () => {
    dispatch({ type: 'select', selection });
    focusWhenShown(id);
  };
  // a shared section's texts are listed at the sections of this page using it, where its form is
  const mine = (shared ? untranslated : placedOnPage(state.draft, page, untranslated)).filter(({ locale, pointer }) => locale === editing.code && isWithin(pointer, base));
  if (shared) return mine.map(({ pointer }) => sharedEntry(pointer, shared, schemas?.shared[shared] as Schema | undefined, go));
  return mine
    .map(({ pointer }) => {
      const inSection = sectionPointer.exec(pointer);
      if (!inSection) {
        const field = pointer.slice(base.length);
        const name = `${languageLabels.pagePart} › ${schemas ? fieldTitle(schemas.shared.page as Schema, field) : field}`;
        return { pointer, name, jump: go({ page, section: null, shared: null }, fieldId('page', field)) };
      }
      const section = Number(inSection[2]);
      const field = inSection[3]!;
      const type = sections[section]?.type ?? '';
      const schema = schemas?.blocks[type]?.schema as Schema | undefined;
      const name = `${languageLabels.section(section + 1, blockTitle(type))} › ${schema ? fieldTitle(schema, field) : field}`;
      return { pointer, name, jump: go({ page, section, shared: null }, fieldId('section', field)) };
    });
}

/** A text of a part of the site's content (`/navigation/cta/label`): named by the part, and focused in its form. */
function sharedEntry(pointer: string, shared: SharedKey, schema: Schema | undefined, go: (selection: Partial<Selection>, id: string) => () => void): MissingEntry {
  const field = pointer.slice(shared.length + 1);
  return { pointer, name: `${labels.shared[shared]} › ${schema ? fieldTitle(schema, field) : field}`, jump: go({ shared }, fieldId('shared', field)) };
}
