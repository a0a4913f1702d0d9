// Sums the JSON reports that vitest wrote under VITEST_REPORT_DIR into one closing line for CI.
// A non-zero status of the test command (lint, typecheck or build failing) counts as one failure at least.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, statusArg = '0'] = process.argv.slice(2);
let passed = 0,
  failed = 0;
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const r = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  const broken = r.numFailedTests > 0 ? 0 : (r.numFailedTestSuites ?? 0); // suites that failed before any test ran
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + broken;
  console.log(`${f.replace(/\.json$/, '')}: ${r.numPassedTests} passed, ${r.numFailedTests + broken} failed`);
}
if (statusArg !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
