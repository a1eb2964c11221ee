// The first setup file of every project. Test files share a worker process one after another (isolate: false in
// vite.config.ts: a new process, jsdom and React for each of 250 files cost about a CPU-second each), so each file
// starts here from what a process of its own would give it: its own copies of the project's modules (their state:
// caches, counters, registered hooks), real timers, and no global or environment variable a file before it stubbed.
// Packages from node_modules stay loaded; the jsdom document is reset in src/test/setup.ts.
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
