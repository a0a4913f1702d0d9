// Settings every package's vitest config starts from: the test tiers, and under CI a JSON report per package and
// tier so that .ci/run can print one "N passed, N failed" line for the whole monorepo.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** The test tiers: `fast` (the loop run after every change), `slow` (exhaustive checks), `e2e` (real browser, tmux). */
export const testTiers = ['fast', 'slow', 'e2e'] as const;
/** A test tier. */
export type TestTier = (typeof testTiers)[number];

/** The tier this run is for, from TEST_TIER (the package scripts `test`, `test:slow`, `test:e2e` set it). */
export const currentTier = (): TestTier => {
  const t = process.env.TEST_TIER ?? 'fast';
  if (!(testTiers as readonly string[]).includes(t))
    throw new Error(`TEST_TIER must be one of ${testTiers.join(', ')}, not ${t}`);
  return t as TestTier;
};

/** Reporters for a package named `name`: the default one, plus a JSON file when VITEST_REPORT_DIR is set. */
export const reporters = (name: string) => {
  const dir = process.env.VITEST_REPORT_DIR;
  return dir ? ['default', ['json', { outputFile: resolve(dir, `${name}-${currentTier()}.json`) }]] : ['default'];
};

// A tier is chosen by file name, so a test's tier is visible where it lives: foo.test.ts, foo.slow.test.ts,
// foo.e2e.test.ts.
const patterns: Readonly<Record<TestTier, string>> = {
  fast: '**/*.test.{ts,tsx}',
  slow: '**/*.slow.test.{ts,tsx}',
  e2e: '**/*.e2e.test.{ts,tsx}',
};

/**
 * The `test` block of a package's vitest config for the current tier. Timeouts are a net for a hung test, never a
 * budget: on a loaded 2-core machine a 1-second test can take ten, and such a run must still pass. Fast tests are
 * kept fast by moving what takes seconds to the slow tier.
 */
export const tierTest = (name: string, dirs: readonly string[] = ['src']) => {
  const tier = currentTier();
  return {
    include: dirs.map((d) => `${d}/${patterns[tier]}`),
    exclude:
      tier === 'fast'
        ? ['**/node_modules/**', '**/dist/**', '**/*.slow.test.*', '**/*.e2e.test.*']
        : ['**/node_modules/**', '**/dist/**'],
    // The fast tier's files share one module graph per worker: re-importing the catalogs, definitions and Vue for
    // every file cost 25-70% of the tier's CPU time. A file that needs a fresh module (one that mocks what App
    // imports, or code with module-level state such as firstPaint.ts) calls vi.resetModules() and imports it again.
    isolate: tier !== 'fast',
    // The fast and slow tiers run several packages at once, so one worker each already fills the cores (two each,
    // measured on 2 cores: fast 161 s against 151 s, slow 177 s against 172 s, 8-14% more CPU); the fast tier also
    // runs only two turbo tasks at a time (the default ten: 132 s, 255 s of CPU; two: 105 s, 204 s). The e2e tier
    // waits on browsers and terminals: two files at a time there.
    maxWorkers: tier !== 'e2e' ? 1 : availableParallelism(),
    passWithNoTests: true,
    reporters: reporters(name) as never,
    testTimeout: tier === 'fast' ? 60_000 : 300_000,
    hookTimeout: 300_000,
  };
};
