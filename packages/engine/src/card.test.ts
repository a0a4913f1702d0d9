import { describe, expect, it } from 'vitest';
import { cardCode, colourOf, deckOf, fullDeck, makeCard, parseCard, rankOf, suitOf } from './card.js';

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
  });
});
