import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: reporters('cli') as never,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
