import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type WinnabilityRecord, variants, withRecord } from '@solitaire/variants';
import { README_MARKS, winnabilityTable, withWinnabilityTable } from './readme.js';

const readmePath = fileURLToPath(new URL('../../../README.md', import.meta.url));

describe('the README winnability table', () => {
  it('is the table the committed results files give (run `pnpm rules-doc --readme README.md` after a refresh)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(withWinnabilityTable(readme, winnabilityTable(variants))).toBe(readme);
  });

  it('changes when a results file changes', () => {
    const record: WinnabilityRecord = {
      game: 'athena', options: { draw: 3, redeals: 'unlimited' }, firstDeal: 1, lastDeal: 1000, deals: 1000, won: 900, lost: 90, unknown: 10,
      capSeconds: null, maxNodes: 300000, date: '2026-12-01', solver: '9.9.9',
    };
    const table = winnabilityTable(variants, new Map([['athena', withRecord(null, record)]]));
    expect(table).toContain('| Athena | draw 3, redeals unlimited | 1–1,000 (1,000) | 900 | 90 | 10 | **90.9%**');
    expect(table).toContain('300,000 positions | 2026-12-01, solver 9.9.9 |');
    const readme = `intro\n${README_MARKS.begin}\nold\n${README_MARKS.end}\nrest\n`;
    expect(withWinnabilityTable(readme, table)).toBe(`intro\n${README_MARKS.begin}\n${table}\n${README_MARKS.end}\nrest\n`);
    expect(withWinnabilityTable('no marks', table)).toBeNull();
  });
});
