import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import { classicScript, lazyScript, selfLoadingWorker } from './classic-script.js';
import { contentSecurityPolicyMeta } from './csp-plugin.js';
import { serviceWorker } from './sw-plugin.js';
import { workerSourceGlobal } from './src/workerSource.js';

// base './': every URL in the build is relative, so the site works from any folder of any static host.
// Workers are classic scripts too (format iife), loaded only when the solver is first asked.
export default defineConfig({
  base: './',
  plugins: [
    vue(),
    classicScript(),
    lazyScript(fileURLToPath(new URL('./src/loadScript.ts', import.meta.url))),
    serviceWorker(),
    contentSecurityPolicyMeta(),
  ],
  worker: { format: 'iife', plugins: () => [selfLoadingWorker(workerSourceGlobal)] },
  // No component is written with the Options API: Vue then leaves that part of itself out of the bundle.
  define: { __VUE_OPTIONS_API__: 'false' },
  build: { target: 'es2022', modulePreload: false, sourcemap: false, reportCompressedSize: false },
});
