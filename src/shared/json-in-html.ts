// Shared by the server (pages, JSON-LD, the editor's settings) and the dev server, so this file imports nothing.

// Inside a <script> element HTML still reads "</script", "<!--" and "<script" (and an XML parser "]]>" and "&");
// JavaScript before ES2019 ended a line at U+2028 and U+2029. JSON has them only inside strings, where \uXXXX is
// the same text to JSON.parse.
const unsafe = /[<>&\u2028\u2029]/g;
const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text as a `<script type="application/json">` or `application/ld+json` element carries it: nothing in it ends the element. */
export const jsonTextInHtml = (json: string): string => json.replace(unsafe, escaped);

/** `value` as JSON a script element carries safely: the one way JSON goes into HTML. */
export const jsonInHtml = (value: unknown): string => jsonTextInHtml(JSON.stringify(value));
