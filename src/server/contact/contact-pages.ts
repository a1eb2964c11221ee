import contactSchema from '../../../schema/contact-request.schema.json' with { type: 'json' };
import type { FieldErrors } from './contact-validation.ts';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const fieldTitles: Record<string, string> = Object.fromEntries(
  Object.entries(contactSchema.properties).map(([field, property]) => [field, property.title]),
);

const style = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.6; color: #10131a; background: #f3f4f1; }
  main { max-width: 40rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 24px; box-shadow: 0 12px 32px -12px rgba(16,19,26,.18); }
  h1 { margin-top: 0; line-height: 1.2; }
  li { color: #b42318; }
  dt { font-weight: 700; }
  dd { margin: 0 0 1rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  a { display: inline-block; margin-top: 1rem; padding: .75rem 1.5rem; border-radius: 999px; background: #c8f169; color: #10131a; font-weight: 700; text-decoration: none; }
  a:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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

/** A short page for an answer that is not about the fields (413, 415, 405, 429, 500). */
export function statusPage(title: string, text: string, backHref: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>\n<a href="${escapeHtml(backHref)}">Back to the contact form</a>`);
}

/** The 422 page of a native form post: what to fix, and what was sent so nothing typed is lost. */
export function invalidPage(errors: FieldErrors, sent: Record<string, unknown>, backHref: string): string {
  const problems = Object.entries(errors)
    .map(([field, message]) => `<li>${escapeHtml(field === 'form' ? message : `${fieldTitles[field] ?? field}: ${message}`)}</li>`)
    .join('\n');
  const values = Object.keys(fieldTitles)
    .filter((field) => typeof sent[field] === 'string' && sent[field] !== '')
    .map((field) => `<dt>${escapeHtml(fieldTitles[field]!)}</dt><dd>${escapeHtml(sent[field] as string)}</dd>`)
    .join('\n');
  return page(
    'Please check your request',
    `<p>Your request was not sent yet. Please correct the following and send it again:</p>
<ul>
${problems}
</ul>
${values ? `<p>What you entered (your browser's Back button returns to the form with it filled in):</p>\n<dl>\n${values}\n</dl>` : ''}
<a href="${escapeHtml(backHref)}">Back to the contact form</a>`,
  );
}
