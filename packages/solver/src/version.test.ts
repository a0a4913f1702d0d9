import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOLVER_VERSION } from './version.js';

describe('SOLVER_VERSION', () => {
  it('is the package version, a semantic version that results files can record', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(SOLVER_VERSION).toBe(packageJson.version);
    expect(SOLVER_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has an entry in the changelog, which says what each version changed', () => {
    const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toContain(`\n## ${SOLVER_VERSION} `);
  });
});
