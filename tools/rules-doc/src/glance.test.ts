import { athena, athenaAisleriot, minerva, shamrocks, trefoil } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { type GlanceOdds, glanceRows } from './glance.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

const value = (rows: ReturnType<typeof glanceRows>, id: string) => rows.find((r) => r.id === id)!.value;
const odds: GlanceOdds = { share: 10691 / 11983, low: 0.887, high: 0.898, boundLow: 0.885, boundHigh: 0.898, decided: 11983, deals: 12000 };

describe('at a glance', () => {
  it('reads its facts from the definition: deal counts from the engine, option labels from the apps', () => {
    const a = glanceRows(athena, 'en', null);
    expect(a.map((r) => r.id)).toEqual(['cards', 'deal', 'draw', 'redeals', 'foundations', 'building', 'odds']);
    expect(value(a, 'deal')).toBe('28 in 7 piles, 24 in the stock');
    expect(value(a, 'draw')).toBe('Draw 3 cards at a time');
    expect(value(a, 'redeals')).toBe('Unlimited redeals');
    expect(value(a, 'building')).toBe('Down, in alternating colours; runs move as a unit');
    expect(value(glanceRows(athenaAisleriot, 'en', null), 'redeals')).toBe('2 redeals (3 passes)');
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
    const page = (o: GlanceOdds | null) => renderHtml(athena, 'en', { odds: o });
    expect(page(odds)).toContain('89.2% with perfect play');
    const other = { ...odds, share: 0.5, low: 0.45, high: 0.55 };
    expect(page(other)).toContain('50.0% with perfect play');
    expect(page(other)).not.toContain('89.2%');
    expect(page(null)).toContain('Not measured yet');
    expect(renderMarkdown(athena, 'es', { odds })).toContain('89,2');
  });
});
