import {
  athena,
  athenaAisleriot,
  bakersDozen,
  fortyThieves,
  limited,
  minerva,
  portugueseSolitaire,
  shamrocks,
  trefoil,
} from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { oddsText } from '@solitaire/game-text/rules';
import { type WinnabilityRecord, oddsOf, resultsFor } from '@solitaire/variants';
import { glanceRows } from './glance.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

const value = (rows: ReturnType<typeof glanceRows>, id: string) => rows.find((r) => r.id === id)!.value;
// A record as `solitaire solve --summary` writes one (the README's Athena row), injected: committed files stay
// untouched.
const record: WinnabilityRecord = {
  game: 'athena',
  options: { draw: 3, redeals: 'unlimited' },
  firstDeal: 1,
  lastDeal: 12000,
  deals: 12000,
  won: 10691,
  lost: 1292,
  unknown: 17,
  capSeconds: 10,
  maxNodes: null,
  date: '2026-11-29',
  solver: '2.0.0',
};

describe('at a glance', () => {
  it('reads its facts from the definition: deal counts from the engine, option labels from the apps', () => {
    const a = glanceRows(athena, 'en', null);
    expect(a.map((r) => r.id)).toEqual([
      'cards',
      'deal',
      'draw',
      'redeals',
      'foundations',
      'building',
      'empty',
      'odds',
    ]);
    expect(value(a, 'empty')).toBe('A King only, with what lies on it');
    expect(value(a, 'deal')).toBe('28 in 7 piles, 24 in the stock');
    expect(value(a, 'draw')).toBe('Three cards at a time');
    expect(value(a, 'redeals')).toBe('Unlimited');
    expect(value(a, 'building')).toBe('Down, in alternating colours; runs move together');
    expect(value(glanceRows(athenaAisleriot, 'en', null), 'redeals')).toBe('Two (three passes)');
    const s = glanceRows(shamrocks, 'en', null);
    expect(value(s, 'draw')).toMatch(/^No stock/);
    expect(value(s, 'building')).toBe('Up or down, whatever the suit; one card at a time');
    expect(value(s, 'deal')).toBe('52 in 18 fans, Kings slid to the bottom');
    expect(value(s, 'empty')).toBe('Nothing: an emptied fan stays empty');
    expect(value(glanceRows(minerva, 'en', null), 'deal')).toMatch(/, 11 in the reserve,/);
    expect(value(glanceRows(trefoil, 'en', null), 'deal')).toMatch(/4 Aces on the foundations/);
  });

  it('tells the games waiting to be registered apart: two decks, Kings under, what fills an empty pile', () => {
    const f = glanceRows(fortyThieves, 'en', null);
    expect(value(f, 'cards')).toBe('104, two decks shuffled together');
    expect(value(f, 'deal')).toBe('40 in 10 piles, 64 in the stock');
    expect(value(f, 'building')).toBe('Down, in suit; one card at a time');
    expect(value(f, 'empty')).toBe('Any card');
    expect(value(glanceRows(limited, 'en', null), 'deal')).toBe('36 in 12 piles, 68 in the stock');
    const b = glanceRows(bakersDozen, 'en', null);
    expect(value(b, 'deal')).toBe('52 in 13 piles, Kings slid to the bottom');
    expect(value(b, 'building')).toBe('Down, whatever the suit; one card at a time');
    expect(value(b, 'empty')).toBe('Nothing: an emptied pile stays empty');
    const p = glanceRows(portugueseSolitaire, 'en', null);
    expect(value(p, 'deal')).toBe('52 in 13 piles');
    expect(value(p, 'empty')).toBe('A King only');
    expect(value(glanceRows(bakersDozen, 'fr', null), 'empty')).toBe('Rien\u00a0: elles restent vides');
  });

  it('changes when the definition changes', () => {
    const oneDraw = { ...athena, stock: { draw: 1 } };
    expect(value(glanceRows(oneDraw, 'en', null), 'draw')).toBe('One card at a time');
    expect(value(glanceRows({ ...athena, tableau: { ...athena.tableau, count: 8 } }, 'en', null), 'deal')).toMatch(
      /in 8 piles/,
    );
  });

  it('shows the odds of the injected record: what was won at least and at most, then how it was measured', () => {
    const row = glanceRows(athena, 'en', record).find((r) => r.id === 'odds')!;
    expect(row.value).toBe(
      'At least 89.0% of deals could be won, and at most 89.3% (counting the undecided deals as ' +
        'won), if every card were known.',
    );
    expect(row.detail).toBe(
      'Of 12,000 deals tried, the solver won 10,691, proved 1,292 lost and left 17 undecided. ' +
        'With 95% confidence, between 88.5% and 89.8% of all deals could be won if every card were known.',
    );
    const fan = glanceRows(shamrocks, 'en', record).find((r) => r.id === 'odds')!;
    expect(fan.value).toBe(
      'At least 89.0% of deals could be won with perfect play, and at most 89.3% (counting the ' +
        'undecided deals as won). Nothing is hidden in this game: every card is dealt face up.',
    );
    expect(glanceRows(trefoil, 'en', record).find((r) => r.id === 'odds')!.value).toMatch(
      /at most 89\.3% \(counting the undecided deals as won\), if the order each redeal’s shuffle would give /,
    );
    const fr = glanceRows(athena, 'fr', record).find((r) => r.id === 'odds')!;
    expect(fr.value).toMatch(/^Au moins 89,0\u00a0% des donnes/);
  });

  it('puts the odds on the pages, so another record gives another page', () => {
    const page = (r: WinnabilityRecord | null) => renderHtml(athena, 'en', { results: r });
    expect(page(record)).toContain('At least 89.0% of deals could be won');
    expect(page(record)).toContain('Of 12,000 deals tried');
    const other = { ...record, won: 600, lost: 400, unknown: 0, deals: 1000, lastDeal: 1000 };
    expect(page(other)).toContain('Of all deals, 60.0% could be won');
    expect(page(other)).toContain('and decided them all');
    expect(page(other)).not.toContain('89.0%');
    expect(page(null)).toContain('Not measured yet');
    expect(renderMarkdown(athena, 'es', { results: record })).toContain('89,0');
  });

  it('links the condition and the undecided deals of every odds line to their definitions', () => {
    const html = renderHtml(athena, 'en', { results: record });
    expect(html).toContain('<a class="term" href="glossary.html#term-winnable">if every card were known</a>');
    expect(html).toContain('<a class="term" href="glossary.html#term-decided">undecided</a>');
    expect(renderMarkdown(athena, 'fr', { results: record })).toContain('](glossary.md#term-winnable)');
  });

  it('reads the committed results file when no record is given', () => {
    const committed = resultsFor(athena);
    expect(committed).not.toBeNull();
    const range = oddsText(oddsOf(committed!)!, 'en', 'hidden').range;
    expect(renderHtml(athena, 'en')).toContain(range.replace('at least', 'At least').split(',')[0]);
  });
});
