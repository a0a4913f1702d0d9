// The installed app and its updates: the manifest (linked only over http(s): a file:// page cannot fetch it), the
// service worker, and a new version waiting until the player chooses to reload into it.
import { type Ref, ref } from 'vue';
import { afterFirstPaint } from './firstPaint.js';

/** A new version is installed and waiting; `apply` saves the game (`save`) and reloads into it. */
export interface AppUpdate {
  readonly ready: Ref<boolean>;
  readonly apply: () => void;
}

/** Links the manifest, registers the service worker and watches for a new version. */
export const startAppUpdates = (save: () => void): AppUpdate => {
  const ready = ref(false);
  let waiting: ServiceWorker | null = null;
  const offer = (w: ServiceWorker | null) => {
    // Only a worker that will replace a running one is an update; the first one takes over by itself.
    if (!w || !navigator.serviceWorker.controller) return;
    waiting = w;
    ready.value = true;
  };
  const online = /^https?:$/.test(location.protocol);
  // Both wait for the first paint: the service worker's install downloads every file of the game.
  if (online) {
    void afterFirstPaint().then(() => {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = './manifest.webmanifest';
      document.head.append(link);
    });
  }
  if (import.meta.env.PROD && online && 'serviceWorker' in navigator) {
    void afterFirstPaint().then(() => {
      navigator.serviceWorker
        .register('./sw.js')
        .then((reg) => {
          offer(reg.waiting);
          reg.addEventListener('updatefound', () => {
            const w = reg.installing;
            w?.addEventListener('statechange', () => {
              if (w.state === 'installed') offer(w);
            });
          });
        })
        .catch(() => undefined);
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading || !waiting) return;
      reloading = true;
      location.reload();
    });
  }
  return {
    ready,
    apply: () => {
      save();
      waiting?.postMessage('skipWaiting');
    },
  };
};
