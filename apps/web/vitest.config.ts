import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { lazyScript } from './classic-script.js';
import { tierTest } from '../../vitest.shared.js';

// Component tests run in happy-dom; the end-to-end tests (e2e/, node environment by docblock) build the site,
// serve it and drive Debian's chromium.
export default defineConfig({
  plugins: [vue(), lazyScript(fileURLToPath(new URL('./src/loadScript.ts', import.meta.url)))],
  test: { ...tierTest('web', ['src', 'e2e']), environment: 'happy-dom' },
});
