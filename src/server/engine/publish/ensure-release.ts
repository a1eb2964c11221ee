import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCodeBuild } from '../../config/build-manifest.ts';
import { readReleaseManifest } from '../releases/release-manifest.ts';
import { liveReleaseId, releaseContent, releaseDir } from '../releases/release-store.ts';
import { publish } from './publish.ts';

/**
 * What `npm start` needs before it serves: a live release rendered by this code build. With none, `siteFile` is
 * published; with one of an older build (whose scripts the new build replaced), its own content is rendered again,
 * so what editors published is kept. Returns a line saying what was done, or undefined when nothing was needed.
 */
export async function ensureRelease(dataDir: string, distDir: string, siteFile: string): Promise<string | undefined> {
  const build = readCodeBuild(distDir);
  const live = liveReleaseId(dataDir);
  let text: string;
  let source: string;
  let file: string;
  if (live && existsSync(releaseDir(dataDir, live))) {
    if (readReleaseManifest(releaseDir(dataDir, live)).build === build.id) return undefined;
    text = releaseContent(dataDir, live);
    source = `release ${live}, rendered again for code build ${build.id}`;
    file = `release ${live}`;
  } else {
    text = readFileSync(siteFile, 'utf8');
    file = path.relative(process.cwd(), siteFile) || siteFile;
    source = file;
  }
  const result = await publish({ dataDir, distDir, text, file, source });
  if (!result.ok) throw new Error(`${result.problems.join('\n')}\n\n${file} is invalid, so there is nothing to serve yet: fix it and run npm start again.`);
  return `Published release ${result.release.id} from ${source} (${result.rendered} pages rendered).`;
}
