import { notFoundName, rootFiles } from '../shared/server-paths.ts';
import { pagePath } from '../shared/page-path.ts';
import { reservedPrefixOf } from '../shared/reserved-prefixes.ts';
import { publicFiles } from './editor-schema.ts';

// A release's own files, by name; a page's file (`/x` → x.html) must not land on the not-found page's either.
const notFoundFile = `${notFoundName}.html`;
const releaseFiles = [...rootFiles, notFoundFile];

export interface ReservedPath {
  pointer: string;
  message: string;
}

/**
 * The pages whose path the server keeps for itself: under a reserved prefix, a file of the code build's public
 * files (`publicDirectory`), or a release's own file. Whatever the case, with or without a trailing slash.
 */
export function reservedPaths(data: unknown, publicDirectory: string, reserved = reservedRoutes(publicDirectory)): ReservedPath[] {
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return [];
  const found: ReservedPath[] = [];
  pages.forEach((page, index) => {
    const value = (page as { path?: unknown } | null)?.path;
    if (typeof value !== 'string') return;
    const message = reserved(value);
    if (message) found.push({ pointer: `/pages/${index}/path`, message: `"${value}" ${message}: give the page another path` });
  });
  return found;
}

/** Why the server keeps a path for itself ("is reserved for the editor (/edit and every path under it)"), or undefined. */
export function reservedRoutes(publicDirectory: string): (path: string) => string | undefined {
  // the public folder is listed once, when a first path is asked about
  let files: Map<string, string> | undefined;
  return (path) => reservedBecause(path, (files ??= new Map(publicFiles(publicDirectory).map((file) => [file.toLowerCase(), file]))));
}

function reservedBecause(value: string, files: Map<string, string>): string | undefined {
  const route = pagePath(value).toLowerCase();
  const reserved = reservedPrefixOf(route);
  if (reserved) return `is reserved for ${reserved.owner} (${reserved.prefix} and every path under it)`;
  const file = files.get(route);
  if (file) return `is a file of the code build (${file.slice(1)} in its public files)`;
  const own = releaseFiles.find((name) => route === `/${name.toLowerCase()}`);
  if (own) return `is a file of every release (${own})`;
  if (route === `/${notFoundName}`) return `would be written over the not-found page of every release (${notFoundFile})`;
  return undefined;
}
