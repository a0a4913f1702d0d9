// Changing a value of a definition must change the sentence that states it, in every language: proof that the
// pages read the definition rather than carry text written for one game.
import type { EmptyPilePolicy, VariantDefinition } from '@solitaire/engine';
import { athena, shamrocks } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { locales } from './locales.js';
import { renderRules } from './render.js';

const sentence = (def: VariantDefinition, key: string, locale: (typeof locales)[number]): string => {
  const found = renderRules(def, locale)
    .sections.flatMap((s) => s.paragraphs.flatMap((p) => p.sentences))
    .filter((p) => p.key === key);
  expect(found, `${def.id} ${key} ${locale}`).toHaveLength(1);
  return found[0]!.text;
};

// Counts up to ten are spelled out in running text.
const three = { en: /\bthree\b/, es: /\btres\b/, fr: /\btrois\b/ };
const four = { en: /\bfour\b/, es: /\bcuatro\b/, fr: /\bquatre\b/ };

describe('sentences follow the definition', () => {
  it('draw 3 -> 1 changes the stock sentence in every language', () => {
    const one = { ...athena, stock: { draw: 1 } };
    for (const l of locales) {
      expect(sentence(athena, 'stock.draw', l)).toMatch(three[l]);
      expect(sentence(one, 'stock.draw', l)).not.toBe(sentence(athena, 'stock.draw', l));
      expect(sentence(one, 'stock.draw', l)).not.toMatch(three[l]);
    }
  });

  it('unlimited -> 2 redeals changes the redeal sentence and counts three passes, in every language', () => {
    const limited = { ...athena, redeal: { kind: 'turnWaste' as const, limit: 2 } };
    const passes = {
      en: /two redeals, so three passes/,
      es: /dos nuevas pasadas, es decir, tres pasadas/,
      fr: /deux redistributions, soit trois tours/,
    };
    for (const l of locales) {
      expect(sentence(limited, 'stock.redeal', l)).not.toBe(sentence(athena, 'stock.redeal', l));
      expect(sentence(limited, 'stock.redeal', l)).toMatch(passes[l]);
      const five = { ...athena, redeal: { kind: 'turnWaste' as const, limit: 5 } };
      expect(sentence(five, 'stock.redeal', l)).toMatch({ en: /five.*six/s, es: /cinco.*seis/s, fr: /cinq.*six/s }[l]);
    }
  });

  it('capacity 3 -> 4 changes the capacity sentence in every language', () => {
    const fourCards = { ...shamrocks, tableau: { ...shamrocks.tableau, capacity: 4 } };
    for (const l of locales) {
      expect(sentence(shamrocks, 'tableau.capacity', l)).toMatch(three[l]);
      expect(sentence(fourCards, 'tableau.capacity', l)).toMatch(four[l]);
      expect(sentence(fourCards, 'tableau.capacity', l)).not.toMatch(three[l]);
    }
  });

  it('empty-pile policy kingOnly -> anyCard -> never gives three different sentences in every language', () => {
    const withPolicy = (whenEmpty: EmptyPilePolicy) => ({ ...athena, tableau: { ...athena.tableau, whenEmpty } });
    for (const l of locales) {
      const texts = (['kingOnly', 'anyCard', 'never'] as const).map((p) => sentence(withPolicy(p), 'tableau.empty', l));
      expect(new Set(texts).size).toBe(3);
    }
  });

  it('the deal pattern drives the counts: five rows make 35 on the tableau and 17 in the stock', () => {
    const five = {
      ...athena,
      deal: { ...athena.deal, tableau: { kind: 'rows' as const, rows: ['down', 'up', 'down', 'up', 'up'] as const } },
    };
    for (const l of locales) {
      expect(sentence(five, 'layout.rows', l)).toMatch(/35/);
      expect(sentence(five, 'layout.stock', l)).toMatch(/17/);
      expect(sentence(athena, 'layout.stock', l)).toMatch(/24/);
    }
  });

  it('fan size and count drive the fan sentence', () => {
    const fours = {
      ...shamrocks,
      tableau: { ...shamrocks.tableau, count: 13 },
      deal: { ...shamrocks.deal, tableau: { kind: 'fans' as const, size: 4 } },
    };
    for (const l of locales) {
      expect(sentence(fours, 'layout.fans', l)).toMatch(new RegExp(`13.*${four[l].source}`, 's'));
      expect(sentence(fours, 'layout.fans', l)).not.toBe(sentence(shamrocks, 'layout.fans', l));
    }
  });
});
