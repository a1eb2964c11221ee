import { describePlace, pathOf } from '../state/describe-place';
import type { Problem } from '../api/editor-types';
import { useEditingLanguage } from '../state/editing-language';
import { languageName } from '../ui/language-labels';
import { useSchemas } from '../state/schemas-context';
import { useEditor } from '../state/editor-context';
import { focusFirstWhenShown } from './focus-place';
import { problemLabels } from '../forms/problem-labels';
import { fieldPlace } from './problem-place';
import { problemWords } from '../forms/problem-words';

export interface ProblemItem {
  key: string;
  /** "Home (/) › section 1 “Hero” › avatar 1 › alternative text: not translated into Hindi yet." */
  headline: string;
  /** the place alone, which names the action's button */
  place: string;
  /** the line `npm run validate` prints: for developers */
  developer: string;
  /** the way to the field ("Write it in Hindi", "Go to the field"); none for a problem of the whole site */
  action: { label: string; go(): void } | null;
  /** the text is not translated into this language yet */
  untranslated?: string;
}

/**
 * The problems in a marketer's words, each with the way to its field: the language it is edited in chosen, its page
 * and section (or part of the shared content) selected, its control focused.
 */
export function useProblemItems(problems: readonly Problem[]): ProblemItem[] {
  const { state, dispatch } = useEditor();
  const editing = useEditingLanguage();
  const { schemas, blockTitle } = useSchemas();
  const site = state.draft;
  const defaultLanguage = site.settings.language ?? 'en';
  const seen = new Map<string, number>();
  return problems.map((problem) => {
    const repeat = seen.get(problem.text) ?? 0;
    seen.set(problem.text, repeat + 1);
    const words = problemWords(problem.pointer, problem.message, defaultLanguage);
    const located = words.pointer !== '';
    const place = located ? describePlace(site, pathOf(words.pointer), blockTitle, schemas) : '';
    const target = located ? fieldPlace(site, words.pointer, defaultLanguage, schemas, words.untranslated) : null;
    const known = (code: string) => editing?.locales.some((locale) => locale.code === code) ?? false;
    const go = () => {
      if (!target) return;
      if (editing && target.language && target.language !== editing.code && known(target.language)) editing.choose(target.language);
      dispatch({ type: 'select', selection: target.selection });
      focusFirstWhenShown(target.ids);
    };
    const label = words.untranslated && known(words.untranslated) ? problemLabels.writeIn(languageName(words.untranslated)) : problemLabels.goToField;
    return {
      key: repeat === 0 ? problem.text : `${problem.text}#${repeat}`,
      headline: problemLabels.headline(place, words.says),
      place,
      developer: problem.text,
      action: target ? { label, go } : null,
      untranslated: words.untranslated,
    };
  });
}
