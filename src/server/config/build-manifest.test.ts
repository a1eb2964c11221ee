// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInfoFile, ManifestError, readCodeBuild, writeCodeBuild } from './build-manifest';

const tempDist = () => mkdtempSync(path.join(tmpdir(), 'build-'));

describe('code build', () => {
  it('reads back what it wrote, with the paths of its parts', () => {
    const distDir = tempDist();
    writeCodeBuild(distDir, { id: 'abc', built: '2026-11-25T10:00:00.000Z' });
    expect(readCodeBuild(distDir)).toEqual({
      id: 'abc',
      built: '2026-11-25T10:00:00.000Z',
      distDir,
      clientDir: path.join(distDir, 'client'),
      templateFile: path.join(distDir, 'server/template.html'),
      rendererFile: path.join(distDir, 'server/entry-server.js'),
      schemaDir: path.join(distDir, 'schema'),
    });
  });

  it('says to run the build when there is none', () => {
    const distDir = tempDist();
    expect(() => readCodeBuild(distDir)).toThrow(ManifestError);
    expect(() => readCodeBuild(distDir)).toThrow(`${buildInfoFile(distDir)} is missing or unreadable: run npm run build.`);
  });

  it('says to run the build when build.json is malformed, such as an older build manifest', () => {
    const distDir = tempDist();
    writeFileSync(buildInfoFile(distDir), JSON.stringify({ routes: ['/'] }));
    expect(() => readCodeBuild(distDir)).toThrow(`${buildInfoFile(distDir)} is malformed: run npm run build.`);
  });
});
