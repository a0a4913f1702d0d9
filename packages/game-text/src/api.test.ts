import { type OptionKey, fullDeck, makeCard, moveErrors } from '@solitaire/engine';
import { families, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { cardLabel, rankLetter } from './cards.js';
import { formatMessage, hasMessage } from './format.js';
import { locales } from './locales.js';
import { familyAbout, familyName } from './familyText.js';
import { variantName } from './names.js';
import { optionLabel, optionName } from './optionLabel.js';
import { refusalText } from './refusal.js';
import { renderRules } from './render.js';

describe('rankLetter', () => {
  it('prints the court cards as each language reads them', () => {
    const courts = (l: 'en' | 'es' | 'fr') =>
      ([11, 12, 13, 1, 10] as const).map((r) => rankLetter(makeCard('spades', r), l)).join(' ');
    expect(courts('en')).toBe('J Q K A 10');
    expect(courts('fr')).toBe('V D R A 10');
    expect(courts('es')).toBe('J Q K A 10');
  });
  it('gives 13 different letters per language, each at most two columns wide', () => {
    for (const l of locales) {
      const letters = fullDeck(1)
        .filter((c) => c < 13)
        .map((c) => rankLetter(c, l));
      expect(new Set(letters).size).toBe(13);
      expect(Math.max(...letters.map((x) => x.length))).toBeLessThanOrEqual(2);
    }
  });
});

describe('cardLabel', () => {
  it('names cards in each language', () => {
    const seven = makeCard('hearts', 7);
    expect([cardLabel(seven, 'en'), cardLabel(seven, 'es'), cardLabel(seven, 'fr')]).toEqual([
      'seven of hearts',
      'siete de corazones',
      'sept de cœur',
    ]);
    expect(cardLabel(makeCard('spades', 12), 'fr')).toBe('dame de pique');
    expect(cardLabel(makeCard('clubs', 1), 'es')).toBe('as de tréboles');
  });
  it('gives 52 different labels per language, the same for a second deck’s copy', () => {
    for (const l of locales) {
      expect(new Set(fullDeck(1).map((c) => cardLabel(c, l))).size).toBe(52);
      expect(cardLabel(52 + 5, l)).toBe(cardLabel(5, l));
    }
  });
  it('keeps a face-down card anonymous', () => {
    expect(locales.map((l) => cardLabel(makeCard('hearts', 7), l, false))).toEqual([
      'face-down card',
      'carta boca abajo',
      'carte face cachée',
    ]);
  });
});

describe('refusalText', () => {
  it('has a full, distinct sentence for every engine refusal code in every language', () => {
    for (const l of locales) {
      const texts = moveErrors.map((code) => refusalText(code, l));
      for (const t of texts) expect(t).toMatch(/^[A-ZÀ-ÝÉ¿¡].+\.$/u);
      expect(new Set(texts).size).toBe(moveErrors.length);
    }
    for (const code of moveErrors) expect(refusalText(code, 'es')).not.toBe(refusalText(code, 'en'));
  });
});

describe('variantName', () => {
  it('names every registered game in every language', () => {
    for (const def of variants)
      for (const l of locales) expect(hasMessage(l, `variant.${def.nameKey}`), `${l} ${def.id}`).toBe(true);
    expect(
      variantName(
        variants.find((d) => d.id === 'athena-aisleriot')!,
        'es',
      ),
    ).toBe('Athena (Aisleriot)');
    expect(variantName({ nameKey: 'unknownGame' }, 'fr')).toBe('unknownGame');
  });
});

describe('familyName', () => {
  it('names each family and says what its games share, in every language', () => {
    for (const family of families)
      for (const l of locales) {
        expect(familyName(family, l).length, `${family} ${l}`).toBeGreaterThan(5);
        expect(familyAbout(family, l)).toMatch(/^\p{Lu}.*\.$/u);
      }
    expect(familyName('klondike', 'fr')).toBe('La famille Klondike');
  });

  it('gives each family its own sentences where a page names it, in every language', () => {
    for (const l of locales)
      for (const key of ['related.family', 'overview.intro'])
        for (const head of [true, false]) {
          const said = families.map((family) => formatMessage(l, key, { family, head, name: 'X', items: 'Y' }));
          expect(new Set(said).size, `${l} ${key} head ${head}`).toBe(families.length);
        }
  });
});

describe('the families of overlapping tables and single foundations: Golf, Pyramid', () => {
  it('are worded, each name, sentence, intro and family line its own', () => {
    const all = families;
    for (const l of locales) {
      for (const family of ['golf', 'pyramid']) {
        expect(formatMessage(l, `family.${family}`).length, l).toBeGreaterThan(5);
        expect(formatMessage(l, `family.${family}.about`)).toMatch(/^\p{Lu}.*\.$/u);
      }
      for (const key of ['related.family', 'overview.intro'])
        for (const head of [true, false]) {
          const said = all.map((family) => formatMessage(l, key, { family, head, name: 'X', items: 'Y' }));
          expect(new Set(said).size, `${l} ${key}`).toBe(all.length);
        }
    }
  });
});

describe('optionLabel', () => {
  it('labels every value each game offers, all values of one option differently', () => {
    for (const def of variants)
      for (const spec of def.options)
        for (const l of locales) {
          const labels = spec.choices.map((v) => optionLabel(spec.key, v, l, def));
          expect(new Set(labels).size).toBe(spec.choices.length);
          expect(optionName(spec.key as OptionKey, l)).not.toBe('');
        }
  });
  it('counts passes for a waste redeal but not for a shuffle', () => {
    expect(optionLabel('redeals', 2, 'en')).toBe('Two redeals (three passes)');
    expect(optionLabel('redeals', 1, 'fr')).toBe('Une redistribution (deux tours)');
    const lucie = { ...variants[0]!, redeal: { kind: 'shuffleTableau' as const, limit: 2 } };
    expect(optionLabel('redeals', 2, 'es', lucie)).toBe('Dos nuevas pasadas');
    expect(optionLabel('draw', 3, 'es')).toBe('Robar de tres en tres');
  });
});

describe('renderRules', () => {
  it('gives a title and sections with text and rule ids, without markup', () => {
    const doc = renderRules(variants[0]!, 'fr');
    expect(doc.title).toBe('Comment jouer à Athena');
    expect(doc.sections.length).toBeGreaterThan(5);
    for (const s of doc.sections) for (const p of s.paragraphs) expect(p.text).not.toMatch(/[<>]/);
  });
});
