// Writes the service worker at build time, once the names of the hashed files are known, so that the list of
// files to keep offline never goes stale. Paths stay relative: the worker's scope is the folder it is served from.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The worker's source for a cache name and the files to keep (relative to the worker's folder). */
const serviceWorkerSource = (cacheName: string, files: readonly string[]): string => `// Generated at build time.
const CACHE = ${JSON.stringify(cacheName)};
const FILES = ${JSON.stringify(['./', ...files])};
const scoped = (f) => new URL(f, self.registration.scope).href;

// The first version takes over at once. A later one waits until the page says the player chose to update
// ('skipWaiting'): the page keeps running on the files it started with until then, and saves its game first.
self.addEventListener('install', (event) => {
  const first = !self.registration.active;
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map(scoped))).then(() => (first ? self.skipWaiting() : undefined)));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('solitaire-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Pages: network first so a new version shows when online, the cached page when not.
// Hashed files never change under one name: cache first.
self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    event.respondWith(fetch(req).catch(() =>
      caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true }).then((hit) => hit || c.match(scoped('./'))))));
    return;
  }
  event.respondWith(caches.open(CACHE).then((c) => c.match(req).then((hit) => hit || fetch(req).then((res) => {
    if (res.ok) c.put(req, res.clone());
    return res;
  }))));
});
`;

/**
 * Emits sw.js listing every file of the bundle and of the public folder (manifest, icons) under a cache name
 * derived from the bundle's (hashed) names and the public files' contents.
 */
export const serviceWorker = (): Plugin => {
  let publicDir = '';
  return {
    name: 'solitaire-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const extra = publicDir && existsSync(publicDir) ? readdirSync(publicDir).filter((f) => !f.startsWith('.')) : [];
      const files = [...Object.keys(bundle).filter((f) => !f.endsWith('.map')), ...extra].sort();
      const hash = createHash('sha256').update(files.join('\n'));
      for (const f of extra) hash.update(readFileSync(join(publicDir, f)));
      const version = hash.digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(`solitaire-${version}`, files) });
    },
  };
};
