import { visibleText } from './visible-text.ts';

// The form of a redirect's addresses, checked alike by site.json's validation and a CSV import (no Node, no site).

/** A page's path as schema/site.schema.json's page `path` pattern has it (a test keeps the two equal). */
export const pagePathPattern = '^(?!/index$)/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$';
const pagePathForm = new RegExp(pagePathPattern);

/** The longest address a redirect keeps (the schema's maxLength). */
export const addressLimit = 2000;

// a control character or a bidi mark: invisible in a list, and a way to split a header or disguise a host
const holdsInvisible = (text: string) => visibleText(text) !== text;

/** An address as a message quotes it: its invisible characters written out, a long one cut. */
export const quoted = (text: string): string => `"${visibleText(text.length > 80 ? `${text.slice(0, 79)}…` : text)}"`;

/** Whether `to` names an address on another site rather than a path of this one. */
export const isExternal = (to: string): boolean => !to.startsWith('/');

/**
 * What is wrong with a path of the site (`from`, or a `to` that starts with '/'), in words, or undefined. The
 * dangerous forms are named first: each could send a visitor somewhere else than the path reads.
 */
export function sitePathProblem(path: string): string | undefined {
  if (holdsInvisible(path)) return 'holds an invisible control character: type the path again';
  if (path.includes('\\')) return 'holds a backslash "\\": a path is separated by "/"';
  if (path.startsWith('//')) return 'starts with "//", which browsers read as the address of another site: write a path of this site, or a whole https:// address';
  if (path.includes('//')) return 'holds "//": separate the words of a path by one "/"';
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return 'holds "." or ".." between slashes: write the path as it is, without steps up or across';
  if (/%2f|%5c/i.test(path)) return 'holds an encoded slash ("%2F" or "%5C"): write the path with plain "/"';
  if (path.length > addressLimit) return `is ${path.length} characters long: at most ${addressLimit}`;
  if (!pagePathForm.test(path)) return 'is not written as a page\'s path is: lowercase words and hyphens separated by "/", such as "/old-offer"';
  return undefined;
}

/** What is wrong with a redirect's `from`, or undefined. */
export function fromProblem(from: string): string | undefined {
  if (from === '') return 'is empty: write the old address, such as "/old-offer"';
  if (!from.startsWith('/')) return `${quoted(from)} is not a path of this site: write it from its first "/", such as "/old-offer" (an address on another site cannot be redirected here)`;
  if (from === '/') return '"/" is the home page, which cannot be redirected';
  const problem = sitePathProblem(from);
  return problem && `${quoted(from)} ${problem}`;
}

/** What is wrong with the form of a redirect's `to` (a path of the site, or an https:// address), or undefined. */
export function toProblem(to: string): string | undefined {
  if (to === '') return 'is empty: choose a page of the site, or write an https:// address';
  if (!isExternal(to)) {
    const problem = sitePathProblem(to);
    return problem && `${quoted(to)} ${problem}`;
  }
  if (holdsInvisible(to) || /\s/.test(to)) return `${quoted(to)} holds a space or an invisible character: type the address again`;
  if (to.includes('\\')) return `${quoted(to)} holds a backslash "\\": an address is separated by "/"`;
  if (to.length > addressLimit) return `is ${to.length} characters long: at most ${addressLimit}`;
  if (!/^https:\/\//i.test(to)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(to)?.[1]?.toLowerCase();
    if (scheme === 'http') return `${quoted(to)} is not secure: write it with https://`;
    return `${quoted(to)} is neither a path of this site (starting with "/") nor an address starting with https://`;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return `${quoted(to)} is not a whole address: write it as https://example.com/page`;
  }
  if (url.username || url.password) return `${quoted(to)} holds a name or password before its host: leave them out`;
  if (!url.hostname || !url.hostname.includes('.')) return `${quoted(to)} has no site's name after https://`;
  return undefined;
}
