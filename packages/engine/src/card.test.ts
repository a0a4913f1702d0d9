import { describe, expect, it } from 'vitest';
import { CARD_ID_LIMIT, cardCode, colourOf, deckOf, fullDeck, makeCard, parseCard, rankOf, suitOf } from './card.js';

describe('cards', () => {
  it('numbers cards by deck, suit and rank', () => {
    expect(makeCard('clubs', 1)).toBe(0);
    expect(makeCard('spades', 13)).toBe(51);
    expect(makeCard('hearts', 7, 1)).toBe(52 + 26 + 6);
    const c = makeCard('diamonds', 12, 1);
    expect([suitOf(c), rankOf(c), deckOf(c), colourOf(c)]).toEqual(['diamonds', 12, 1, 'red']);
    expect(colourOf(makeCard('clubs', 5))).toBe('black');
  });

  it('reads and writes codes, 10 and T alike', () => {
    for (const c of fullDeck(1)) expect(parseCard(cardCode(c))).toEqual({ ok: true, value: c });
    expect(parseCard('10h')).toEqual(parseCard('TH'));
    expect(parseCard('7H', 1)).toEqual({ ok: true, value: makeCard('hearts', 7, 1) });
    for (const bad of ['', '1H', '7X', 'HH', '11S', 'K']) expect(parseCard(bad).ok).toBe(false);
  });

  it('counts decks', () => {
    expect(fullDeck(2)).toHaveLength(104);
    expect(fullDeck(2, 4)).toEqual(fullDeck(2));
  });

  it('makes decks of fewer suits by copying suits, every card read as before', () => {
    const two = fullDeck(2, 2);
    expect(two).toHaveLength(104);
    expect(new Set(two.map(suitOf))).toEqual(new Set(['hearts', 'spades']));
    expect(two.filter((c) => suitOf(c) === 'hearts' && rankOf(c) === 7).map(deckOf)).toEqual([0, 1, 2, 3]);
    const one = fullDeck(2, 1);
    expect(one.every((c) => suitOf(c) === 'spades')).toBe(true);
    expect(one.filter((c) => rankOf(c) === 13).map(deckOf)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...one)).toBeLessThan(CARD_ID_LIMIT);
    expect(new Set(one).size).toBe(104);
    const spades = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => `${r}S`);
    expect(fullDeck(1, 1).map(cardCode)).toEqual([...spades, ...spades, ...spades, ...spades]);
  });
});
