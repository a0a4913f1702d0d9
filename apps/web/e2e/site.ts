// The built site for the end-to-end tests: a production build in a private folder, served from a sub-folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type StaticServer, serveStatic } from './staticServer.mjs';

/** The web app's folder. */
export const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the site (production mode) into a private folder and serves it; close() stops and removes both. */
export const buildSite = async (): Promise<{ server: StaticServer; dist: string; close: () => Promise<void> }> => {
  // A private output folder: a build task running beside the tests never sees a half-written dist/.
  const dist = mkdtempSync(join(tmpdir(), 'solitaire-web-dist-'));
  // Vitest runs with NODE_ENV=test, which would give a development build: the real thing is wanted here.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: dist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  const server = await serveStatic(dist, '/games/solitaire/');
  return {
    server,
    dist,
    close: async () => {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
};
