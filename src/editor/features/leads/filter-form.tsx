import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { unassigned } from '@/shared/leads';
import { Button, ButtonLink, Hint } from '../../ui/controls';
import { filterOf, languageChoices, noFilter, searchOf, type LeadFilter } from './lead-filter';
import { languageName } from './lead-text';
import { leadsLabels } from './labels';
import { Actions, Form, Words } from './filter-form.styles';

type Field = 'words' | 'assignee' | 'locale' | 'from' | 'to';
const fields: Field[] = ['words', 'assignee', 'locale', 'from', 'to'];

interface Props {
  filter: LeadFilter;
  assignees: string[];
  /** the live site's language codes, the default first */
  languages: readonly string[];
  onApply: (filter: LeadFilter) => void;
}

/** Words, assignee (anyone, nobody or an account), language and days, applied together by Search: one step in the history per search, not per key. */
export function FilterForm({ filter, assignees, languages, onApply }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const hint = `${id}-hint`;
  const search = searchOf(filter);
  // Back and Forward change the filter under the fields: they show the address's
  useEffect(() => {
    const shown = filterOf(new URLSearchParams(search));
    for (const name of fields) {
      const control = form.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (control) control.value = shown[name];
    }
  }, [search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: Field) => String(data.get(name) ?? '').trim();
    onApply({ ...filter, ...Object.fromEntries(fields.map((name) => [name, value(name)])) });
  };

  return (
    <Form ref={form} role="search" aria-label={leadsLabels.filters} onSubmit={submit}>
      <Words>
        <label htmlFor={`${id}-words`}>{leadsLabels.search}</label>
        <input id={`${id}-words`} name="words" type="search" defaultValue={filter.words} aria-describedby={hint} maxLength={200} />
        <Hint id={hint}>{leadsLabels.searchHint}</Hint>
      </Words>
      <div>
        <label htmlFor={`${id}-assignee`}>{leadsLabels.assignee}</label>
        <select id={`${id}-assignee`} name="assignee" defaultValue={filter.assignee}>
          <option value="">{leadsLabels.anyone}</option>
          <option value={unassigned}>{leadsLabels.nobody}</option>
          {assignees.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-locale`}>{leadsLabels.language}</label>
        <select id={`${id}-locale`} name="locale" defaultValue={filter.locale}>
          <option value="">{leadsLabels.anyLanguage}</option>
          {languageChoices(languages, filter.locale).map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`}>{leadsLabels.from}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from} />
      </div>
      <div>
        <label htmlFor={`${id}-to`}>{leadsLabels.to}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to} />
      </div>
      <Actions>
        <Button type="submit" $variant="primary">
          {leadsLabels.apply}
        </Button>
        <ButtonLink as={Link} to={{ pathname: '/', search: searchOf({ ...noFilter, status: filter.status }) }} data-touch>
          {leadsLabels.clear}
        </ButtonLink>
      </Actions>
    </Form>
  );
}
