import { defineConfig } from 'vitest/config';
import { tierTest } from '../../vitest.shared.js';

export default defineConfig({ test: tierTest('rules-doc') });
