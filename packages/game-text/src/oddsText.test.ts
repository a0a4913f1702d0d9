import { describe, expect, it } from 'vitest';
import { oddsOf } from '@solitaire/variants';
import { formatCount, formatShare } from './numbers.js';
import { oddsText } from './oddsText.js';

const NB = '\u00a0',
  NNB = '\u202f';
// Athena's committed run, and Bureau's, where no deal was proven lost but 1,742 stayed undecided.
const athena = oddsOf({ won: 8885, lost: 992, unknown: 123 })!;
const bureau = oddsOf({ won: 8258, lost: 0, unknown: 1742 })!;

describe('numbers', () => {
  it('group thousands the way each language does: 10,000; 10 000; RAE 9877 and 10 000', () => {
    expect([formatCount(9877, 'en'), formatCount(10000, 'en')]).toEqual(['9,877', '10,000']);
    expect([formatCount(9877, 'fr'), formatCount(10000, 'fr')]).toEqual([`9${NNB}877`, `10${NNB}000`]);
    expect([formatCount(9877, 'es'), formatCount(10000, 'es'), formatCount(1234567, 'es')]).toEqual([
      '9877',
      `10${NNB}000`,
      `1${NNB}234${NNB}567`,
    ]);
  });

  it('round down for "at least", up for "at most", never to 0.0% or 100.0% for a share that is neither', () => {
    expect(formatShare(8885, 10000, 'en', 'down')).toBe('88.8%');
    expect(formatShare(9008, 10000, 'en', 'up')).toBe('90.1%');
    expect(formatShare(8885, 10000, 'es', 'down')).toBe(`88,8${NB}%`);
    expect(formatShare(9999, 10000, 'en', 'up')).toBe('99.99%');
    expect(formatShare(1, 10000, 'en', 'down')).toBe('0.01%');
    expect(formatShare(10000, 10000, 'en', 'up')).toBe('100.0%');
  });
});

describe('odds in words', () => {
  it('state the counted range as the headline, at least and at most, with the solver’s condition', () => {
    const en = oddsText(athena, 'en', false);
    expect(en.range).toBe('at least 88.8%, at most 90.1%');
    expect(en.headline).toBe('At least 88.8% of deals could be won, and at most 90.1%, if every card were known.');
    expect(oddsText(athena, 'es', false).range).toBe(`al menos el 88,8${NB}%, como mucho el 90,1${NB}%`);
    expect(oddsText(athena, 'fr', false).range).toBe(`au moins 88,8${NB}%, au plus 90,1${NB}%`);
  });

  it('give the counts and the 95% range for all deals as detail, each said for what it is', () => {
    const en = oddsText(athena, 'en', false);
    expect(en.detail).toBe(
      'Of 10,000 deals tried, the solver won 8,885, proved 992 lost and left 123 undecided. ' +
        'With 95% confidence, between 88.2% and 90.7% of all deals can be won.',
    );
    expect(oddsText(athena, 'es', false).detail).toContain(
      `De 10${NNB}000 repartos probados, el solucionador ganó 8885,`,
    );
    expect(oddsText(athena, 'fr', false).detail).toContain(
      `Sur 10${NNB}000 donnes essayées, le solveur en a gagné 8${NNB}885,`,
    );
  });

  it('never print 100.0% where deals are undecided, and say none was proven lost', () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const t = oddsText(bureau, locale, false);
      expect(`${t.range} ${t.headline} ${t.detail}`, locale).not.toMatch(/100[.,]0/);
      expect(t.range, locale).toMatch(/82[.,]5/);
    }
    expect(oddsText(bureau, 'en', false).headline).toBe(
      'At least 82.5% of deals could be won if every card were known.',
    );
    expect(oddsText(bureau, 'en', false).range).toBe('at least 82.5%, none proven lost');
    expect(oddsText(bureau, 'en', false).detail).toContain(
      'proved none lost and left 1,742 undecided. With 95% confidence, at least 81.8% of all deals',
    );
  });

  it('say, for games whose redeals shuffle, that the solver knew each shuffle', () => {
    expect(oddsText(athena, 'en', true).known).toMatch(/shuffle/);
    expect(oddsText(athena, 'es', true).known).toMatch(/barajada/);
    expect(oddsText(athena, 'fr', true).known).toMatch(/mélange/);
  });
});
