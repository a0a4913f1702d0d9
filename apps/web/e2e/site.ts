// The built site for the end-to-end tests: a production build in a private folder, served from a sub-folder.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { type StaticServer, serveStatic } from './staticServer.mjs';

/** The web app's folder. */
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the site (production mode) into a private folder and serves it; close() stops and removes both. */
const buildSite = async (): Promise<{ server: StaticServer; dist: string; close: () => Promise<void> }> => {
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

/** The folder the tests leave their screenshots in. */
export const artifacts = join(appDir, 'artifacts');

/**
 * The built site for one test file: built and served before its first test, stopped and removed after its last
 * (the artifacts folder made too). Its `url` and `dist` are read inside the tests.
 */
export const servedSite = (): { readonly url: string; readonly dist: string } => {
  let site: Awaited<ReturnType<typeof buildSite>> | undefined;
  beforeAll(async () => {
    site = await buildSite();
    mkdirSync(artifacts, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });
  const built = () => {
    if (!site) throw new Error('the site is built before the first test');
    return site;
  };
  return {
    get url() {
      return built().server.url;
    },
    get dist() {
      return built().dist;
    },
  };
};
