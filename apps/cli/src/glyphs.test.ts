import { describe, expect, it } from 'vitest';
import { makeCard, moveErrors, resolveRules } from '@solitaire/engine';
import { autonyms } from '@solitaire/game-text';
import { variants } from '@solitaire/variants';
import { asciiGlyphs, asciiText, cardFace, cardName, glyphsFor, unicodeGlyphs } from './glyphs.js';
import { catalogs } from './messages.js';
import { locales, refusalText, renderRules, variantName } from './texts.js';

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

describe('asciiText', () => {
  const isAscii = (text: string) => /^[\n\x20-\x7e]*$/.test(text);
  const questionMarks = (text: string) => [...text].filter((c) => c === '?' || c === '¿').length;
  /** Every text the terminal can show, raw: its catalogs, the games' names and rules, the engine's refusals. */
  const everyText = (): string[] =>
    locales.flatMap((locale) => [
      ...Object.values(catalogs[locale]),
      ...variants.flatMap((def) => {
        const rules = resolveRules(def, {});
        if (!rules.ok) throw new Error(rules.error);
        const doc = renderRules(rules.value, locale);
        const sections = doc.sections.flatMap((s) => [s.heading, ...s.paragraphs.map((p) => p.text)]);
        return [variantName(def, locale), doc.title, ...sections];
      }),
      ...moveErrors.map((code) => refusalText(code, locale)),
      autonyms[locale],
    ]);

  it('gives every character of every text an ASCII stand-in, none of them a question mark', () => {
    for (const text of everyText()) {
      const plain = asciiText(text);
      expect(isAscii(plain), plain).toBe(true);
      expect(questionMarks(plain), `${text}\n${plain}`).toBe(questionMarks(text));
    }
  });

  it('keeps the words readable: accents dropped, symbols spelled out', () => {
    expect(asciiText('Athena · donne 1 · redistributions illimitées · temps 0:00 · réfléchit…')).toBe(
      'Athena - donne 1 - redistributions illimitees - temps 0:00 - reflechit...',
    );
    expect(asciiText('←/→ elegir destino · ¡Ganada! · n.º 3 · «\u00a07♥\u00a0» · 46×13 · cœur')).toBe(
      '<-/-> elegir destino - !Ganada! - n.o 3 - " 7H " - 46x13 - coeur',
    );
    expect(asciiGlyphs.text('░░░')).toBe('###');
    expect(unicodeGlyphs.text('░░░ · ←')).toBe('░░░ · ←');
  });
});

describe('glyphsFor', () => {
  it('is ASCII everywhere outside UTF-8, ASCII cards only when asked for in UTF-8', () => {
    expect(glyphsFor(false, false).text('a · b')).toBe('a - b');
    expect(glyphsFor(true, false)).toBe(asciiGlyphs);
    expect(glyphsFor(true, true).suits).toEqual(asciiGlyphs.suits);
    expect(glyphsFor(true, true).text('a · b')).toBe('a · b');
    expect(glyphsFor(false, true)).toBe(unicodeGlyphs);
  });
});
