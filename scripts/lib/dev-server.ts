import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildEnv } from './ensure-build.ts';
import { root } from './paths.ts';

export interface DevServer {
  url: string;
  /** what vite has printed so far, for failure messages and log checks */
  output: () => string;
  stop: () => void;
}

export interface DevServerOptions {
  /**
   * Vite's cache of optimized dependencies (default node_modules/.vite). Test files that run at the same time
   * give each server its own: two servers optimizing into one folder replace each other's files.
   */
  cacheDir?: string;
  /** more of the server's environment (EDITOR_DEV=1 …) */
  env?: Record<string, string>;
}

/** `vite` (the dev server) on a free loopback port, reading `siteFile` instead of the repo's site.json. */
export async function startDevServer(siteFile: string, { cacheDir, env = {} }: DevServerOptions = {}): Promise<DevServer> {
  let output = '';
  const vite = spawn(path.join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', '0', '--strictPort', 'false'], {
    cwd: root,
    env: buildEnv({ ...env, SITE_JSON: siteFile, ...(cacheDir ? { VITE_CACHE_DIR: cacheDir } : {}) }),
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), 60_000);
    vite.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex
      const match = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    vite.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return { url, output: () => output, stop: () => void vite.kill('SIGTERM') };
}
