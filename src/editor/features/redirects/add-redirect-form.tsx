import { useId } from 'react';
import type { Site } from '@/generated/site';
import type { Redirect } from '@/shared/redirects';
import { Button, ButtonRow, Check, Hint } from '../../ui/controls';
import { LabelledField } from '../../ui/labelled-field';
import { redirectLabels as words } from './labels';
import { FormPart } from './redirects.styles';
import { externalChoice, useAddForm } from './use-add-form';

interface Props {
  site: Site;
  /** the path a "Redirect this…" filled in, or '' */
  initialFrom: string;
  /** the signed-in account (none in the dev server) */
  by?: string;
  onAdd: (redirect: Redirect) => void;
  onCancel: () => void;
}

const statuses: Redirect['status'][] = [301, 302, 410];

/** Add a redirect: the old address, its type, and a page of the site or an address on another site to send it to. */
export function AddRedirectForm({ site, initialFrom, by, onAdd, onCancel }: Props) {
  const { values, errors, refs, change, submit } = useAddForm(site, initialFrom, onAdd, by);
  const id = useId();
  return (
    <FormPart aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{words.addHeading}</h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LabelledField label={words.fromField} hint={words.fromHint} error={errors.from} alert={false}>
          {(control) => (
            <input {...control} ref={refs.from} type="text" value={values.from} onChange={(event) => change('from', event.target.value)} aria-required spellCheck={false} autoComplete="off" />
          )}
        </LabelledField>
        <fieldset>
          <legend>{words.typeField}</legend>
          {statuses.map((status) => (
            <div key={status}>
              <Check>
                <input type="radio" name={`${id}-type`} value={status} checked={values.status === status} onChange={() => change('status', status)} aria-describedby={`${id}-type-${status}`} />
                {words.typeNames[status]}
              </Check>
              <Hint id={`${id}-type-${status}`}>{words.typeHints[status]}</Hint>
            </div>
          ))}
        </fieldset>
        {values.status !== 410 && (
          <LabelledField label={words.toField} error={errors.target} alert={false}>
            {(control) => (
              <select {...control} ref={refs.target} value={values.target} onChange={(event) => change('target', event.target.value)} aria-required>
                <option value="">{words.choosePage}</option>
                {site.pages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {words.pageOption(page.title, page.path)}
                  </option>
                ))}
                <option value={externalChoice}>{words.external}</option>
              </select>
            )}
          </LabelledField>
        )}
        {values.status !== 410 && values.target === externalChoice && (
          <LabelledField label={words.addressField} hint={words.addressHint} error={errors.address} alert={false}>
            {(control) => (
              <input
                {...control}
                ref={refs.address}
                type="text"
                inputMode="url"
                value={values.address}
                onChange={(event) => change('address', event.target.value)}
                aria-required
                spellCheck={false}
                autoComplete="off"
              />
            )}
          </LabelledField>
        )}
        <ButtonRow>
          <Button type="submit" $variant="primary">
            {words.addButton}
          </Button>
          <Button type="button" onClick={onCancel}>
            {words.cancel}
          </Button>
        </ButtonRow>
      </form>
    </FormPart>
  );
}
