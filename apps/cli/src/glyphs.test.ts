import { describe, expect, it } from 'vitest';
import { makeCard } from '@solitaire/engine';
import { asciiGlyphs, cardFace, cardName, unicodeGlyphs } from './glyphs.js';

describe('cardFace', () => {
  it('is three columns wide with suit symbols or letters', () => {
    expect(cardFace(makeCard('hearts', 7), unicodeGlyphs)).toBe(' 7♥');
    expect(cardFace(makeCard('spades', 10), unicodeGlyphs)).toBe('10♠');
    expect(cardFace(makeCard('clubs', 13), asciiGlyphs)).toBe(' KC');
    expect(cardName(makeCard('diamonds', 1), asciiGlyphs)).toBe('AD');
  });
  it('draws backs and empty piles as wide as faces', () => {
    for (const g of [unicodeGlyphs, asciiGlyphs]) {
      expect(g.back).toHaveLength(3);
      expect(g.empty).toHaveLength(3);
    }
  });
});
