import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The code build (`npm run build`): the client's files, the server renderer, the page template and the schema
 * it was built with. It holds no content: releases (src/server/engine/releases) do. Its id is part of every page's
 * inputs, so a new build renders every page again at the next publish.
 */
export interface CodeBuild {
  /** a hash of the template, the renderer and the schema */
  id: string;
  /** ISO time of the build */
  built: string;
}

export interface CodeBuildFiles extends CodeBuild {
  distDir: string;
  /** assets/ and the public files, served as they are */
  clientDir: string;
  /** index.html as built, with the places the publish fills: <!--app-head-->, <!--app-html-->, <!--app-data--> */
  templateFile: string;
  /** src/entry-server.tsx as built: render(pageData, url) */
  rendererFile: string;
  /** schema/ as it was built: the publish validates content with it */
  schemaDir: string;
}

export const buildInfoFile = (distDir: string) => path.join(distDir, 'build.json');

/** The built client (assets, public files) inside a build folder. */
export const clientDirIn = (distDir: string) => path.join(distDir, 'client');

export function buildFilesIn(distDir: string, build: CodeBuild): CodeBuildFiles {
  return {
    ...build,
    distDir,
    clientDir: clientDirIn(distDir),
    templateFile: path.join(distDir, 'server', 'template.html'),
    rendererFile: path.join(distDir, 'server', 'entry-server.js'),
    schemaDir: path.join(distDir, 'schema'),
  };
}

export class ManifestError extends Error {}

/** The code build in `distDir`; throws a ManifestError when it is missing or unreadable. */
export function readCodeBuild(distDir: string): CodeBuildFiles {
  const file = buildInfoFile(distDir);
  let data: Partial<CodeBuild>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Partial<CodeBuild>;
  } catch {
    throw new ManifestError(`${file} is missing or unreadable: run npm run build.`);
  }
  if (typeof data.id !== 'string' || typeof data.built !== 'string') throw new ManifestError(`${file} is malformed: run npm run build.`);
  return buildFilesIn(distDir, { id: data.id, built: data.built });
}

export function writeCodeBuild(distDir: string, build: CodeBuild): void {
  writeFileSync(buildInfoFile(distDir), `${JSON.stringify(build, null, 2)}\n`);
}

/**
 * The Node code the build bundles into dist/publish/ (scripts/finish-build.ts), each built file by its source: the
 * publish command and the server's worker threads. The server starts a worker from the built file, never the source.
 */
export const publishBundle = {
  cli: 'src/server/cli/publish.ts',
  worker: 'src/server/engine/publish/publish-worker.ts',
  'render-worker': 'src/server/engine/publish/render-worker.ts',
  'draft-worker': 'src/server/engine/versions/draft-worker.ts',
  'store-worker': 'src/server/db/sqlite/sqlite-store-worker.ts',
} as const;

/** The built file of one entry of publishBundle. */
export const publishBundleFile = (distDir: string, name: keyof typeof publishBundle): string => path.join(distDir, 'publish', `${name}.js`);
