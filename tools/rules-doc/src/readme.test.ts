import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type OptionValue, resolveRules } from '@solitaire/engine';
import { type WinnabilityRecord, committedSummaries, oddsOf, variants, withRecord } from '@solitaire/variants';
import { variantName } from '@solitaire/game-text';
import { glanceRows } from './glance.js';
import { README_HEADER, README_MARKS, confidenceText, winnabilityTable, withWinnabilityTable } from './readme.js';

const readmePath = fileURLToPath(new URL('../../../README.md', import.meta.url));

describe('the README winnability table', () => {
  it('is the table the committed results files give (run `pnpm rules-doc --readme README.md` after a refresh)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(withWinnabilityTable(readme, winnabilityTable(variants))).toBe(readme);
  });

  it('changes when a results file changes', () => {
    const record: WinnabilityRecord = {
      game: 'athena',
      options: { draw: 3, redeals: 'unlimited' },
      firstDeal: 1,
      lastDeal: 1000,
      deals: 1000,
      won: 900,
      lost: 90,
      unknown: 10,
      capSeconds: null,
      maxNodes: 300000,
      date: '2026-12-01',
      solver: '9.9.9',
    };
    const table = winnabilityTable(variants, new Map([['athena', withRecord(null, record)]]));
    expect(table).toContain(
      '| Athena | draw 3, redeals unlimited | 1–1,000 (1,000) | 900 | 90 | 10 ' +
        '| **at least 90.0%, at most 91.0%** | 87.9%–92.7% | if every card were known |',
    );
    expect(table).toContain('300,000 positions | 2026-12-01, solver 9.9.9 |');
    const readme = `intro\n${README_MARKS.begin}\nold\n${README_MARKS.end}\nrest\n`;
    expect(withWinnabilityTable(readme, table)).toBe(
      `intro\n${README_MARKS.begin}\n${table}\n${README_MARKS.end}\nrest\n`,
    );
    expect(withWinnabilityTable('no marks', table)).toBeNull();
  });

  it('says what the pages say, the same way: each row’s odds and condition are its page’s', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toContain(README_HEADER[0]);
    for (const def of variants)
      for (const run of committedSummaries.get(def.id)?.runs ?? []) {
        const rules = resolveRules(def, run.options as Record<string, OptionValue>);
        if (!rules.ok) throw new Error(rules.error);
        const odds = oddsOf(run)!;
        const page = glanceRows(rules.value, 'en', run).find((r) => r.id === 'odds')!;
        const counts = `| ${run.won.toLocaleString('en-US')} | ${run.lost.toLocaleString('en-US')} |`;
        const row = readme
          .split('\n')
          .find((line) => line.startsWith(`| ${variantName(def, 'en')} |`) && line.includes(counts))!;
        const cell = row.split(' | ')[6]!.replace(/\*\*/g, '');
        // The same figures, rounded the same way, in the same words: "at least 88.8%, at most 90.1%".
        for (const figure of cell.match(/\d+\.\d+%/g)!) expect(page.value, `${def.id} ${cell}`).toContain(figure);
        expect(cell.startsWith('at least') || !page.value.includes('At least'), def.id).toBe(true);
        expect(row.split(' | ')[7], def.id).toBe(confidenceText(odds));
        // The condition the page gives, word for word: what the solver knew that a player cannot see.
        const condition = row.split(' | ')[8]!;
        expect(page.value, `${def.id} ${condition}`).toContain(condition);
        expect(page.links?.[0]?.phrase, def.id).toBe(condition);
        const range = confidenceText(odds);
        const said = range.startsWith('at least') ? range : `between ${range.replace('–', ' and ')}`;
        expect(page.detail, def.id).toContain(said);
      }
  });
});
