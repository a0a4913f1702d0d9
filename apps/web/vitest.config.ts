import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import { reporters } from '../../vitest.shared.js';

// Component tests run in happy-dom; the end-to-end tests (e2e/, node environment by docblock) build the site,
// serve it and drive Debian's chromium, so `pnpm test` covers both.
export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'happy-dom',
    reporters: reporters('web') as never,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
