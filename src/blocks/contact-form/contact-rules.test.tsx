import { fireEvent, screen } from '@testing-library/react';
import { fullFormats } from 'ajv-formats/dist/formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/test/render';
import { site as realSite } from '@/content/site';
import { contactWordsOf } from '@/shared/contact-words';
import { defaultInterfaceWords } from '@/shared/labels';
import { localizeSite } from '@/shared/localize';
import { validateContactRequest } from '@/server/http/contact/contact-request';
import { ContactForm } from './contact-form';
import { fixture } from './contact-form.fixture';
import contactSchema from '../../../schema/contact-request.schema.json' with { type: 'json' };
import { contactRules, fieldRules, type ContactSchema, type ContactValues } from './contact-rules';

const contactSchemaOf = () => contactSchema as unknown as ContactSchema;
import { emailFormat } from './email-format';

describe('rules derived from the contact-request schema', () => {
  const schema: ContactSchema = {
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 5, pattern: '\\S', errorMessage: { maxLength: 'Too long.', pattern: 'Blank.' } },
      email: { type: 'string', format: 'email', errorMessage: { format: 'Bad e-mail.' } },
      phone: { type: 'string', pattern: '^[0-9]+$', errorMessage: { pattern: 'Digits only.' } },
      message: { type: 'string' },
    },
    errorMessage: { required: { name: 'Say who you are.' } },
  };

  it('turns required, maxLength and pattern into react-hook-form rules with the schema messages', () => {
    const { rules, native } = fieldRules(schema, 'name');
    expect(rules.required).toEqual({ value: true, message: 'Say who you are.' });
    expect(rules.maxLength).toEqual({ value: 5, message: 'Too long.' });
    expect(rules.pattern).toEqual({ value: /\S/u, message: 'Blank.' });
    // an unanchored pattern would mean something else in the HTML attribute, which anchors it
    expect(native).toEqual({ required: true, maxLength: 5, pattern: undefined, type: undefined });
  });

  it('checks the e-mail format with the type="email" input and the format message', () => {
    const { rules, native } = fieldRules(schema, 'email');
    expect(native.type).toBe('email');
    expect(rules.required).toBeUndefined();
    const check = (rules.validate as Record<string, (value: string) => true | string>).format!;
    expect(check('a@example.in')).toBe(true);
    expect(check('a@')).toBe('Bad e-mail.');
    expect(check('')).toBe(true);
  });

  it('copies an anchored pattern to the native attribute', () => {
    expect(fieldRules(schema, 'phone').native.pattern).toBe('^[0-9]+$');
  });

  it('uses exactly the e-mail check of the server (ajv-formats)', () => {
    expect(emailFormat.source).toBe((fullFormats.email as RegExp).source);
    expect(emailFormat.flags).toBe((fullFormats.email as RegExp).flags);
  });

  it("gives the interface words' English exactly as the schema's messages, so an English page is unchanged", () => {
    const schemaWords = { nameRequired: 'Name is required.', emailRequired: 'Email is required.', phoneRequired: 'Phone is required.' };
    expect(defaultInterfaceWords).toMatchObject(schemaWords);
    expect(realSite.settings.interface).toMatchObject(schemaWords);
    expect(contactRules.email.rules.validate).toBeDefined();
    expect(fieldRules(contactSchemaOf(), 'email', defaultInterfaceWords).rules.required).toEqual(contactRules.email.rules.required);
    expect(defaultInterfaceWords.emailInvalid).toBe(contactSchemaOf().properties.email.errorMessage?.format);
    expect(defaultInterfaceWords.phoneInvalid).toBe(contactSchemaOf().properties.phone.errorMessage?.pattern);
    expect(realSite.settings.interface?.emailInvalid).toBe(defaultInterfaceWords.emailInvalid);
    expect(realSite.settings.interface?.phoneInvalid).toBe(defaultInterfaceWords.phoneInvalid);
  });

  it('takes the messages a visitor meets from the words given, the rest from the schema', () => {
    const words = { nameRequired: 'नाम ज़रूरी है।', emailInvalid: 'ग़लत ई-मेल।' };
    const name = fieldRules(contactSchemaOf(), 'name', words).rules;
    expect(name.required).toMatchObject({ message: 'नाम ज़रूरी है।' });
    expect(name.pattern).toMatchObject({ message: 'नाम ज़रूरी है।' });
    expect(name.maxLength).toMatchObject({ message: 'Name must be at most 100 characters long.' });
    const email = fieldRules(contactSchemaOf(), 'email', words).rules;
    expect((email.validate as Record<string, (value: string) => true | string>).format!('a@')).toBe('ग़लत ई-मेल।');
    // a word it lacks is the schema's English
    expect(email.required).toMatchObject({ message: 'Email is required.' });
  });

  it('reads the real schema: the three required messages of the spec', () => {
    expect(contactRules.name.rules.required).toMatchObject({ message: 'Name is required.' });
    expect(contactRules.email.rules.required).toMatchObject({ message: 'Email is required.' });
    expect(contactRules.phone.rules.required).toMatchObject({ message: 'Phone is required.' });
    expect(contactRules.message.rules.required).toBeUndefined();
  });
});

describe('the form and the server agree', () => {
  beforeEach(() => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const cases: ContactValues[] = [
    { name: '', email: '', phone: '', message: '' },
    { name: '   ', email: 'asha@', phone: '12345', message: '' },
    { name: 'Asha', email: 'asha@example', phone: 'call me', message: '' },
    { name: 'Asha', email: 'asha@example.in', phone: '+91 98765 43210', message: 'Hello' },
    { name: 'Asha', email: 'asha.v@example.co.in', phone: '098765 43210', message: '' },
    { name: 'Asha', email: 'a b@example.in', phone: '+44 20 7946 0958 1234 5', message: '' },
  ];

  const hindi = localizeSite(realSite, 'hi');
  const hindiSite = { ...hindi, settings: { ...hindi.settings, language: 'hi' } };

  it.each(cases.flatMap((values) => [{ language: 'en', values }, { language: 'hi', values }]))('shows the messages the server would answer in $language for $values', async ({ language, values }) => {
    const site = language === 'hi' ? hindiSite : realSite;
    const { container } = renderWithSite(<ContactForm {...fixture} />, { site });
    const inputs = {
      name: screen.getByRole('textbox', { name: /Your name/ }),
      email: screen.getByRole('textbox', { name: /Email address/ }),
      phone: screen.getByRole('textbox', { name: /Phone number/ }),
      message: screen.getByRole('textbox', { name: /Message/ }),
    };
    for (const [field, value] of Object.entries(values)) fireEvent.input(inputs[field as keyof ContactValues], { target: { value } });
    fireEvent.submit(container.querySelector('form')!);
    const server = validateContactRequest(values, language === 'hi' ? contactWordsOf(site.settings.interface) : undefined);
    const expected = server.ok ? {} : server.errors;
    await vi.waitFor(() => {
      const shown = Object.fromEntries(
        Object.entries(inputs)
          .filter(([, input]) => input.getAttribute('aria-invalid') === 'true')
          .map(([field, input]) => [field, document.getElementById(input.getAttribute('aria-describedby')!)?.textContent]),
      );
      expect(shown).toEqual(expected);
    });
  });
});
