import type { RegisterOptions } from 'react-hook-form';
import contactSchema from '../../../schema/contact-request.schema.json' with { type: 'json' };
import { contactMessage, type ContactWords } from '@/shared/contact-words';
import { emailFormat } from './email-format';

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export type ContactValues = Record<ContactField, string>;

type Rule = 'type' | 'minLength' | 'maxLength' | 'pattern' | 'format';

interface PropertySchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  errorMessage?: Partial<Record<Rule, string>>;
}

/** The part of schema/contact-request.schema.json the form reads. */
export interface ContactSchema {
  required: readonly string[];
  properties: Record<ContactField, PropertySchema>;
  errorMessage: { required: Partial<Record<ContactField, string>> };
}

/** Attributes for the input itself, so the browser checks the same rules when JavaScript is off. */
export interface NativeRules {
  required: boolean;
  maxLength?: number;
  /** for the HTML pattern attribute, which always matches the whole value */
  pattern?: string;
  /** 'email' for the e-mail format, so the browser checks it and phones show the @ keyboard */
  type?: 'email';
}

export interface FieldRules {
  rules: RegisterOptions<ContactValues, ContactField>;
  native: NativeRules;
}

const formats: Record<string, RegExp> = { email: emailFormat };

/**
 * react-hook-form rules and native attributes of one field, derived from the contact-request schema; the messages
 * a visitor meets in `words` (the page's settings.interface) when given, as the server answers them.
 */
export function fieldRules(schema: ContactSchema, field: ContactField, words?: Partial<ContactWords>): FieldRules {
  const property = schema.properties[field];
  const message = (rule: Rule) => contactMessage(words, field, rule, property.errorMessage?.[rule] ?? `${field} is not valid.`);
  const required = schema.required.includes(field);
  const rules: RegisterOptions<ContactValues, ContactField> = {};
  if (required) rules.required = { value: true, message: contactMessage(words, field, 'required', schema.errorMessage.required[field] ?? `${field} is required.`) };
  if (property.minLength !== undefined) rules.minLength = { value: property.minLength, message: message('minLength') };
  if (property.maxLength !== undefined) rules.maxLength = { value: property.maxLength, message: message('maxLength') };
  // JSON Schema patterns are unanchored and unicode-aware, as ajv compiles them.
  if (property.pattern !== undefined) rules.pattern = { value: new RegExp(property.pattern, 'u'), message: message('pattern') };
  const format = property.format ? formats[property.format] : undefined;
  if (format) {
    const formatMessage = message('format');
    rules.validate = { format: (value: string) => value === '' || format.test(value) || formatMessage };
  }
  // Only a pattern anchored at both ends means the same in the HTML attribute, which anchors it itself.
  const anchored = property.pattern?.startsWith('^') && property.pattern.endsWith('$');
  return {
    rules,
    native: {
      required,
      maxLength: property.maxLength,
      pattern: anchored ? property.pattern : undefined,
      type: property.format === 'email' ? 'email' : undefined,
    },
  };
}

const schema = contactSchema as unknown as ContactSchema;

/** The form's rules with the messages in `words` (a page's language), one source of truth with the server's validation. */
export function contactRulesIn(words?: Partial<ContactWords>): Record<ContactField, FieldRules> {
  return {
    name: fieldRules(schema, 'name', words),
    email: fieldRules(schema, 'email', words),
    phone: fieldRules(schema, 'phone', words),
    message: fieldRules(schema, 'message', words),
  };
}

/** The form's rules with the schema's own (English) messages. */
export const contactRules: Record<ContactField, FieldRules> = contactRulesIn();
