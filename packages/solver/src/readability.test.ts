import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The package as a new maintainer meets it: a short README, the tuning in one place, comments that give reasons.
const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const sources = (readdirSync(new URL('.', import.meta.url), { recursive: true }) as string[]).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

describe('the package as a reader meets it', () => {
  it('keeps its README short: what it answers, how, why it is sound, the files, how to measure', () => {
    expect(read('../README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('says in one line what each tuning constant tunes and why', () => {
    const lines = read('tuning.ts').split('\n');
    const constants = lines.flatMap((line, i) => (line.startsWith('export const ') ? [i] : []));
    expect(constants.length).toBeGreaterThan(40);
    for (const i of constants) expect(lines[i - 1], lines[i]).toMatch(/^\/\*\* .+ \*\/$/);
  });

  it('cites no tracker issue, research script or README section in its code comments: figures live in the changelog', () => {
    for (const file of sources) {
      const comments = read(file).match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? [];
      for (const comment of comments)
        expect(comment, file).not.toMatch(/issue \d|\/work\/runs|package README|README, "/);
    }
  });
});
