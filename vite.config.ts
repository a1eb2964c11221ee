import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { siteJsonPlugin } from './scripts/lib/vite-site-plugin.ts';
import { clientDir, distDir, siteFile } from './scripts/lib/paths.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), siteJsonPlugin()],
  resolve: { alias: { '@': src, '@site-json': siteFile } },
  // Bundled into the prerender entry: their CommonJS builds lose the default export under Node's ESM loader.
  ssr: { noExternal: ['styled-components'] },
  build: {
    outDir: isSsrBuild ? `${distDir}/server` : clientDir,
    emptyOutDir: true,
    // Fonts stay files: cacheable, and allowed by the Content-Security-Policy's font-src 'self'.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
