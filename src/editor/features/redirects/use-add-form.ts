import { useEffect, useRef, useState } from 'react';
import type { Site } from '@/generated/site';
import type { Redirect } from '@/shared/redirects';
import { redirectLabels } from './labels';
import { addProblems } from './redirect-rules';

/** The choice "Send visitors to": a page's path, an address on another site, or nothing chosen yet. */
export const externalChoice = 'external';

export interface AddValues {
  from: string;
  status: Redirect['status'];
  /** a page's path, externalChoice, or '' */
  target: string;
  address: string;
}

export type AddErrors = Partial<Record<'from' | 'target' | 'address', string>>;

// the rules' words start with the field's value or its verb ("is empty: …"): at a field of its own, a subject first
const atField = (message: string) => (message.startsWith('is ') ? `This address ${message}` : message);

/**
 * The add form's values and its refusals at each field: Add checks the redirect against the draft's pages and
 * redirects as the validator would, and focuses the first field it refuses; a field's refusal goes when it changes.
 */
export function useAddForm(site: Site, initialFrom: string, onAdd: (redirect: Redirect) => void, by?: string) {
  const [values, setValues] = useState<AddValues>({
    from: initialFrom,
    status: 301,
    target: '',
    address: '',
  });
  const [errors, setErrors] = useState<AddErrors>({});
  const refs = {
    from: useRef<HTMLInputElement>(null),
    target: useRef<HTMLSelectElement>(null),
    address: useRef<HTMLInputElement>(null),
  };
  // the field to start with: the target when a "Redirect this…" filled the old address in
  useEffect(() => {
    const field = (initialFrom ? refs.target : refs.from).current;
    field?.focus({ preventScroll: true });
    // the whole form in view, its heading below the dialog's sticky header (its scroll-margin): opened from a row far down
    field?.closest('section')?.scrollIntoView?.({ block: 'start' });
    // once, as the form opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = <K extends keyof AddValues>(key: K, value: AddValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    const field = key === 'status' ? null : (key as keyof AddErrors);
    setErrors((old) => (field && old[field] ? { ...old, [field]: undefined } : old));
  };

  const submit = () => {
    const from = values.from.trim();
    const external = values.target === externalChoice;
    const to = external ? values.address.trim() : values.target;
    const found: AddErrors = {};
    if (values.status !== 410 && to === '' && !external) found.target = redirectLabels.chooseTarget;
    const redirect: Redirect = {
      from,
      ...(values.status !== 410 && { to }),
      status: values.status,
      made: 'hand',
      ...(by !== undefined && { by }),
      at: new Date().toISOString(),
    };
    const problems = addProblems(site, redirect);
    if (problems.from) found.from = atField(problems.from);
    if (problems.to && !found.target) found[external ? 'address' : 'target'] = atField(problems.to);
    setErrors(found);
    const first = (['from', 'target', 'address'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
    else onAdd(redirect);
  };

  return { values, errors, refs, change, submit };
}
