import { realpathSync } from 'node:fs';
import type { RedirectChanges } from '../../shared/redirects.ts';
import { removedRedirectNote } from '../../model/redirects.ts';
import { currentHash } from '../../model/save-site.ts';
import { hashOf } from '../../model/edit-version.ts';
import { writeAtomically } from '../lib/atomic-write.ts';

/** What npm run publish says of the redirects it made and removed, a line each. */
export function redirectLines({ added, removed }: RedirectChanges, languages: boolean): string[] {
  const where = languages ? ', in every language' : '';
  return [
    ...added.map((redirect) => `Redirect made: ${redirect.from} → ${redirect.to} (${redirect.status}${where})`),
    ...removed.map((redirect) => `Redirect removed: ${removedRedirectNote(redirect)}`),
  ];
}

/**
 * Writes the text published (`published`: the file's with the redirects its publish made) back into `file`, if it
 * still holds what was read (`read`): temporary file and rename, so that git and the editor see the redirects.
 * The sentence to print, whichever happened.
 */
export function writeRedirectsBack(file: string, read: Buffer, published: Buffer, name: string): string {
  const target = realpathSync(file); // a symlinked site.json is written through, not replaced by a plain file
  const readHash = hashOf(read);
  if (writeAtomically(target, published, () => currentHash(target) === readHash)) return `${name} now lists these redirects: commit it with the pages' new paths.`;
  return `${name} changed while it was published, so the redirects were not written into it: run npm run content -- pull to bring them in.`;
}
