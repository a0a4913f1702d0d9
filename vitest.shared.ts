// Settings every package's vitest config starts from. Under CI, each run also writes a JSON report so that
// .ci/run can print one "N passed, N failed" line for the whole monorepo.
import { resolve } from 'node:path';

/** Reporters for a package named `name`: the default one, plus a JSON file when VITEST_REPORT_DIR is set. */
export const reporters = (name: string) => {
  const dir = process.env.VITEST_REPORT_DIR;
  return dir ? ['default', ['json', { outputFile: resolve(dir, `${name}.json`) }]] : ['default'];
};
