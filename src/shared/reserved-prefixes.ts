import { assetsFolder, editorPath, fontsFolder, healthPath } from './server-paths.ts';
import { pageDataBase } from './page-data-url.ts';
import { contactPath } from './contact-endpoint.ts';
import { mediaBase } from './media.ts';

/** The paths the server answers itself, each with every path under it: never a page's, never a redirect's. */
export const reservedPrefixes: readonly { prefix: string; owner: string }[] = [
  { prefix: editorPath, owner: 'the editor' },
  { prefix: pageDataBase, owner: "the pages' data" },
  { prefix: `/${fontsFolder}`, owner: "the releases' font subsets" },
  { prefix: `/${assetsFolder}`, owner: "the code build's scripts, styles and fonts" },
  { prefix: healthPath, owner: 'the health check of load balancers' },
  { prefix: contactPath, owner: 'the contact form' },
  { prefix: mediaBase.slice(0, -1), owner: 'the uploaded images' },
];

/** The reserved prefix `route` (lowercase, no trailing slash) is or is under, if any. */
export const reservedPrefixOf = (route: string) => reservedPrefixes.find(({ prefix }) => route === prefix || route.startsWith(`${prefix}/`));
