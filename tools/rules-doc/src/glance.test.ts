import { athena, athenaAisleriot, minerva, shamrocks, trefoil } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { siteText } from '@solitaire/game-text/rules';
import { type WinnabilityRecord, oddsOf, resultsFor } from '@solitaire/variants';
import { glanceRows } from './glance.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

const value = (rows: ReturnType<typeof glanceRows>, id: string) => rows.find((r) => r.id === id)!.value;
// A record as `solitaire solve --summary` writes one (the README's Athena row), injected: committed files stay untouched.
const record: WinnabilityRecord = {
  game: 'athena', options: { draw: 3, redeals: 'unlimited' }, firstDeal: 1, lastDeal: 12000, deals: 12000, won: 10691, lost: 1292,
  unknown: 17, capSeconds: 10, maxNodes: null, date: '2026-11-29', solver: '2.0.0',
};
const odds = oddsOf(record)!;

describe('at a glance', () => {
  it('reads its facts from the definition: deal counts from the engine, option labels from the apps', () => {
    const a = glanceRows(athena, 'en', null);
    expect(a.map((r) => r.id)).toEqual(['cards', 'deal', 'draw', 'redeals', 'foundations', 'building', 'odds']);
    expect(value(a, 'deal')).toBe('28 in 7 piles, 24 in the stock');
    expect(value(a, 'draw')).toBe('Draw three cards at a time');
    expect(value(a, 'redeals')).toBe('Unlimited redeals');
    expect(value(a, 'building')).toBe('Down, in alternating colours; runs move as a unit');
    expect(value(glanceRows(athenaAisleriot, 'en', null), 'redeals')).toBe('Two redeals (three passes)');
    const s = glanceRows(shamrocks, 'en', null);
    expect(value(s, 'deal')).toBe('52 in 18 fans');
    expect(value(s, 'draw')).toMatch(/^No stock/);
    expect(value(s, 'building')).toBe('Up or down, regardless of suit; one card at a time');
    expect(value(glanceRows(minerva, 'en', null), 'deal')).toMatch(/, 11 in the reserve,/);
    expect(value(glanceRows(trefoil, 'en', null), 'deal')).toMatch(/4 Aces on the foundations/);
  });

  it('changes when the definition changes', () => {
    const oneDraw = { ...athena, stock: { draw: 1 } };
    expect(value(glanceRows(oneDraw, 'en', null), 'draw')).toBe('Draw one card at a time');
    expect(value(glanceRows({ ...athena, tableau: { ...athena.tableau, count: 8 } }, 'en', null), 'deal')).toMatch(/in 8 piles/);
  });

  it('shows the odds of the injected record, with their interval and the number of deals behind them', () => {
    const row = glanceRows(athena, 'en', odds).find((r) => r.id === 'odds')!;
    expect(row.value).toBe('89.2% with perfect play');
    expect(row.detail).toBe('95% interval 88.7%–89.8%, from 11,983 deals decided by the solver of 12,000 tried; counting the 17 undecided as lost, then as won: 88.5%–89.8%');
    expect(glanceRows(athena, 'fr', odds).find((r) => r.id === 'odds')!.value).toMatch(/^89,2\s%/);
  });

  it('puts the odds on the pages, so another record gives another page', () => {
    const page = (r: WinnabilityRecord | null) => renderHtml(athena, 'en', { results: r });
    expect(page(record)).toContain('89.2% with perfect play');
    expect(page(record)).toContain('from 11,983 deals decided');
    const other = { ...record, won: 600, lost: 400, unknown: 0, deals: 1000, lastDeal: 1000 };
    expect(page(other)).toContain('60.0% with perfect play');
    expect(page(other)).toContain('(all 1,000 tried)');
    expect(page(other)).not.toContain('89.2%');
    expect(page(null)).toContain('Not measured yet');
    expect(renderMarkdown(athena, 'es', { results: record })).toContain('89,2');
  });

  it('reads the committed results file when no record is given', () => {
    const committed = resultsFor(athena);
    expect(committed).not.toBeNull();
    expect(renderHtml(athena, 'en')).toContain(siteText('en', 'site.glance.oddsValue', { ...oddsOf(committed!)! }));
  });
});
