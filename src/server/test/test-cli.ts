import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../model/paths.ts';

/** `npm run publish -- …args` as a person runs it (the code build's command, with DATA_DIR): its exit code and output. */
export function publishCli(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/publish.mjs'), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
