import contactSchema from '../../../../schema/contact-request.schema.json' with { type: 'json' };
import type { ContactField, ContactWords } from '../../../shared/contact-words.ts';
import { defaultInterfaceWords } from '../../../shared/labels.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { ContactFormLanguage } from '../../../model/site-manifest.ts';
import type { FieldErrors } from './contact-request.ts';

const fieldTitles: Record<string, string> = Object.fromEntries(
  Object.entries(contactSchema.properties).map(([field, property]) => [field, property.title]),
);

/** the fields a visitor types, which the 422 page shows back */
const typedFields = ['name', 'email', 'phone', 'message'] as const;

/** A language's word, or the default language's when it has none. */
const wordIn = (language: ContactFormLanguage, key: keyof ContactWords) => language.words[key] ?? defaultInterfaceWords[key];

const style = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.6; color: #10131a; background: #f3f4f1; }
  main { max-width: 40rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 24px; box-shadow: 0 12px 32px -12px rgba(16,19,26,.18); }
  h1 { margin-top: 0; line-height: 1.2; }
  li { color: #b42318; }
  dt { font-weight: 700; }
  dd { margin: 0 0 1rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  a { display: inline-block; margin-top: 1rem; padding: .75rem 1.5rem; border-radius: 999px; background: #c8f169; color: #10131a; font-weight: 700; text-decoration: none; }
  a:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }`;

function page(title: string, body: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * A short page for an answer that is not about the fields (413, 415, 405, 429, 500): in English, as most are
 * answered before the body, and so its language, is read (docs/languages.md, "Contact in the visitor's language").
 */
export function statusPage(title: string, text: string, backHref: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>\n<a href="${escapeHtml(backHref)}">${escapeHtml(defaultInterfaceWords.backToForm)}</a>`, 'en');
}

/**
 * The 422 page of a native form post, in the request's language: what to fix, and what was sent so nothing typed
 * is lost. Fields are named by the form's own labels in that language, else by the schema's titles.
 */
export function invalidPage(errors: FieldErrors, sent: Record<string, unknown>, backHref: string, language: ContactFormLanguage = { code: 'en', words: {}, labels: {} }): string {
  const title = (field: string) => language.labels[field as ContactField] ?? fieldTitles[field] ?? field;
  const problems = Object.entries(errors)
    .map(([field, message]) => `<li>${escapeHtml(field === 'form' ? message : `${title(field)}: ${message}`)}</li>`)
    .join('\n');
  const values = typedFields
    .filter((field) => typeof sent[field] === 'string' && sent[field] !== '')
    .map((field) => `<dt>${escapeHtml(title(field))}</dt><dd>${escapeHtml(sent[field] as string)}</dd>`)
    .join('\n');
  return page(
    wordIn(language, 'checkRequest'),
    `<p>${escapeHtml(wordIn(language, 'notSentYet'))}</p>
<ul>
${problems}
</ul>
${values ? `<p>${escapeHtml(wordIn(language, 'youEntered'))}</p>\n<dl>\n${values}\n</dl>` : ''}
<a href="${escapeHtml(backHref)}">${escapeHtml(wordIn(language, 'backToForm'))}</a>`,
    language.code || 'en',
  );
}
