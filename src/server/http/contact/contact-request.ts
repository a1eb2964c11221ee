import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import contactSchema from '../../../../schema/contact-request.schema.json' with { type: 'json' };
import { contactMessage, type ContactWords } from '../../../shared/contact-words.ts';
import type { ContactRequest } from '../../../shared/contact-endpoint.ts';

/** A property of a request: the form's four fields and the language it was sent in. */
export type ContactField = 'name' | 'email' | 'phone' | 'message' | 'locale';

/** One message per field, and under `form` what concerns the request as a whole. */
export type FieldErrors = Partial<Record<ContactField | 'form', string>>;

export type Validation = { ok: true; value: ContactRequest } | { ok: false; errors: FieldErrors };

// The formats ajv-formats and ajv-errors ship as CommonJS; under Node's ESM loader the function is on `default`.
const interop = <T>(module: T): T => ((module as { default?: T }).default ?? module);

const ajv = new Ajv2020({ allErrors: true, strict: true });
interop(addFormats)(ajv, ['email']);
interop(ajvErrors)(ajv);
const validate = ajv.compile<ContactRequest>(contactSchema);

// When one value breaks several rules (an empty e-mail fails minLength and format), the first here is shown.
// 'not' is the one-line rule of the values that go into a mail header (a line break there would add a header).
const priority = ['type', 'required', 'minLength', 'maxLength', 'pattern', 'not', 'format', 'additionalProperties'];

function fieldOf(original: ErrorObject): ContactField | 'form' {
  if (original.keyword === 'required') return original.params.missingProperty as ContactField;
  return (original.instancePath.split('/')[1] as ContactField | undefined) ?? 'form';
}

/**
 * Validates a contact request against schema/contact-request.schema.json, with the schema's messages, or a
 * language's words for the messages a visitor meets (src/shared/contact-words.ts).
 */
export function validateContactRequest(data: unknown, words?: Partial<ContactWords>): Validation {
  if (validate(data)) return { ok: true, value: data };
  const found = new Map<ContactField | 'form', { rank: number; message: string }>();
  for (const error of validate.errors ?? []) {
    const originals = (error.params as { errors?: ErrorObject[] }).errors ?? [error];
    for (const original of originals) {
      const field = fieldOf(original);
      const rank = priority.indexOf(original.keyword) >>> 0;
      const current = found.get(field);
      if (!current || rank < current.rank) found.set(field, { rank, message: contactMessage(words, field, original.keyword, error.message ?? original.keyword) });
    }
  }
  return { ok: false, errors: Object.fromEntries([...found].map(([field, { message }]) => [field, message])) };
}
