import { describe, expect, it } from 'vitest';
import type { Move } from '@solitaire/engine';
import { at, card, move, rulesFor } from '@solitaire/engine/testing';
import { athena, golf, pyramid, shamrocks } from '@solitaire/variants';
import { cliText } from './cliCatalog.js';
import { formatDuration, hintValues, moveTarget, pileName } from './playWords.js';
import { webText } from './webCatalog.js';

const cardMove = (from: string, to: string): Extract<Move, { kind: 'move' }> =>
  move(from, to) as Extract<Move, { kind: 'move' }>;

describe('where a hinted move goes', () => {
  it('names the foundation, the card it lands on, or the empty pile, never a pile number', () => {
    const rules = rulesFor(athena);
    const state = at(rules, { tableau: [['8S'], ['7H'], [], ['AC']] });
    expect(moveTarget(rules, state, cardMove('t3', 'f0'))).toEqual({ kind: 'foundation' });
    expect(moveTarget(rules, state, cardMove('t1', 't0'))).toEqual({ kind: 'onto', card: card('8S') });
    expect(moveTarget(rules, state, cardMove('t1', 't2'))).toEqual({ kind: 'empty', place: 'pile' });
  });

  it('calls an empty fan a fan', () => {
    const rules = rulesFor(shamrocks);
    const state = at(rules, { tableau: [['KD'], []] });
    expect(moveTarget(rules, state, cardMove('t0', 't1'))).toEqual({ kind: 'empty', place: 'fan' });
  });

  it('gives the same sentence values in both apps but for their words', () => {
    const rules = rulesFor(athena);
    const state = at(rules, { tableau: [['8S'], ['7H'], [], ['AC']] });
    const values = hintValues(
      card('7H'),
      rules,
      state,
      cardMove('t1', 't0'),
      () => 'X',
      (k, v) => webText('en', k, v),
    );
    expect(values).toMatchObject({ target: 'onto', card: 'X', onto: 'X', ontoRank: 'eight' });
  });
});

describe('pile names', () => {
  it("number piles, fans and foundations from 1 in each app's words", () => {
    const rules = rulesFor(athena);
    const fans = rulesFor(shamrocks);
    expect(pileName((k, v) => webText('en', k, v), { zone: 'tableau', index: 4 }, rules)).toBe('Pile 5');
    expect(pileName((k, v) => webText('en', k, v), { zone: 'tableau', index: 4 }, fans)).toBe('Fan 5');
    expect(pileName((k, v) => cliText('es', k, v), { zone: 'foundation', index: 1 }, rules)).toBe(
      cliText('es', 'pile.foundation', { n: 2 }),
    );
    expect(pileName((k, v) => cliText('fr', k, v), { zone: 'stock', index: 0 }, rules)).toBe(
      cliText('fr', 'pile.stock'),
    );
  });

  it('call the one foundation of a game that removes cards the removed cards, in both apps and every language', () => {
    const removing = rulesFor(pyramid);
    const f0 = { zone: 'foundation', index: 0 } as const;
    expect(pileName((k, v) => webText('en', k, v), f0, removing)).toBe('Removed cards');
    expect(pileName((k, v) => cliText('es', k, v), f0, removing)).toBe('las cartas retiradas');
    expect(pileName((k, v) => webText('fr', k, v), f0, removing)).toBe('Cartes retirées');
    expect(pileName((k, v) => webText('en', k, v), f0, rulesFor(golf))).toBe(
      webText('en', 'pile.foundation', { n: 1 }),
    );
  });
});

describe('formatDuration', () => {
  it('says m:ss, h:mm:ss from an hour, and 999:59:59 past 999 hours', () => {
    expect([
      formatDuration(0),
      formatDuration(61_999),
      formatDuration(3_599_000),
      formatDuration(3_600_000),
      formatDuration(3_665_000),
    ]).toEqual(['0:00', '1:01', '59:59', '1:00:00', '1:01:05']);
    expect([formatDuration(-5), formatDuration(Number.NaN), formatDuration(1e300)]).toEqual([
      '0:00',
      '0:00',
      '999:59:59',
    ]);
  });
});
