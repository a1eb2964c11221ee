import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asBasis, changedPageIndexes, type ValidationBasis } from '../content/validation-basis.ts';
import { basisName, type ReleaseManifest } from '../releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import type { PageRoute } from './language-sites.ts';

/** The live release a publish builds on: its folder and manifest. */
export interface LiveRelease {
  id: string;
  dir: string;
  manifest: ReleaseManifest;
}

/** The validation basis of the release in `dir`, when it was made by this code build (its schema) and can be read. */
function basisIn(dir: string, build: string): ValidationBasis | undefined {
  try {
    const kept = JSON.parse(readFileSync(path.join(dir, basisName), 'utf8')) as { build?: unknown; basis?: unknown };
    return kept.build === build ? asBasis(kept.basis) : undefined;
  } catch {
    return undefined; // an older release: the whole text is validated, every page worked out
  }
}

export function liveBasis(dataDir: string, build: string): ValidationBasis | undefined {
  const id = liveReleaseId(dataDir);
  return id ? basisIn(releaseDir(dataDir, id), build) : undefined;
}

/**
 * The indexes of the pages of the text (its basis) that differ from the live release's, when nothing else does
 * (changedPageIndexes) and the live release has each other page in every language: those pages are carried over
 * as they are, without localizing them or working out their inputs, which would come out the same.
 */
export function pagesToWorkOut(basis: ValidationBasis | undefined, previous: LiveRelease | undefined, routes: PageRoute[], build: string): Set<number> | undefined {
  const before = basis && previous ? basisIn(previous.dir, build) : undefined;
  const differ = before && changedPageIndexes(basis, before);
  if (!differ) return undefined;
  const indexes = new Set(differ);
  return routes.every(({ index, route }) => indexes.has(index) || previous!.manifest.routes[route]) ? indexes : undefined;
}
