import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: reporters('game-text') as never, testTimeout: 60_000 },
});
