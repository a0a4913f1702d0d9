import { describe, expect, it } from 'vitest';
import {
  cardCode,
  cardCount,
  cardsInPlay,
  newDeal,
  optionValue,
  resolveRules,
  validateDefinition,
} from '@solitaire/engine';
import { defaultVariantId, findVariant, variants } from './registry.js';

const show = (piles: readonly (readonly { card: number; up: boolean }[])[]) =>
  piles.map((p) => p.map((c) => (c.up ? '' : '#') + cardCode(c.card)).join(' ')).join(' | ');

describe('registry', () => {
  it('has unique ids, the default variant, and finds each by id', () => {
    expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
    expect(findVariant(defaultVariantId)?.id).toBe(defaultVariantId);
    expect(findVariant('no-such-game')).toBeUndefined();
  });

  describe.each(variants.map((v) => [v.id, v] as const))('%s', (_id, def) => {
    it('is a valid definition, with every option choice accepted', () => {
      expect(validateDefinition(def)).toEqual({ ok: true, value: def });
      for (const o of def.options) {
        expect(o.choices).toContain(optionValue(def, o.key));
        for (const c of o.choices) expect(resolveRules(def, { [o.key]: c }).ok).toBe(true);
      }
      expect(resolveRules(def, { draw: 7 }).ok).toBe(false);
    });

    it('deals every card exactly once (tableau, stock, reserve, foundations)', () => {
      const rules = resolveRules(def);
      if (!rules.ok) throw new Error(rules.error);
      for (const deal of [0, 1, 99, 123456, 4294967295]) {
        const all = cardsInPlay(newDeal(rules.value, deal));
        expect(all).toHaveLength(cardCount(def));
        expect(new Set(all).size).toBe(cardCount(def));
      }
    });

    it('names the RULES.md statements it follows', () => {
      expect(Object.values(def.ruleIds).flat().length).toBeGreaterThan(5);
      expect(def.source.length).toBeGreaterThan(0);
    });
  });
});

// Deal numbers are shared between players and front ends: these must never change.
const pinned: [string, number, string, string][] = [
  [
    'athena',
    1,
    '#6S AH #5D 4C | #5C 2C #KD 2D | #4H TC #AD 7S | #JS TS #3S AC | #8H 3C #9H JC | #KC 5H #JD 9D | #QD KS #JH AS',
    '2H 8S 5S 7D QS 9C 8D 3H 6C 7C QC QH 6D TD 3D 6H 8C 7H 2S KH TH 4D 9S 4S',
  ],
  [
    'athena',
    2,
    '#9H 5S #TC AC | #4C 5H #KC AH | #9S 6H #TS 4S | #QS KD #TD 9C | #TH 4D #JS 6D | #JD JH #2D 6C | #AD 7H #7C 3C',
    '4H 3D 5C 2C KH 9D 3S 5D 8H QD JC QH 2H AS 7D 6S 7S 2S 8D 8S KS 3H 8C QC',
  ],
  [
    'athena',
    4294967295,
    '#6C 5S #QD KH | #QH 2D #2C QS | #9C 3C #7D 3S | #AD 5D #KD TH | #AH 6S #5C AS | #8C 3H #8H QC | #TS 3D #8S 4S',
    '2H 2S 4H TC 8D TD 6D JC 7C 7H 9D JS KC 4C 4D JH 9H 5H 7S 6H JD 9S KS AC',
  ],
  [
    'athena-aisleriot',
    1,
    '#6S AH #5D 4C | #5C 2C #KD 2D | #4H TC #AD 7S | #JS TS #3S AC | #8H 3C #9H JC | #KC 5H #JD 9D | #QD KS #JH AS',
    '2H 8S 5S 7D QS 9C 8D 3H 6C 7C QC QH 6D TD 3D 6H 8C 7H 2S KH TH 4D 9S 4S',
  ],
  [
    'athena-aisleriot',
    2,
    '#9H 5S #TC AC | #4C 5H #KC AH | #9S 6H #TS 4S | #QS KD #TD 9C | #TH 4D #JS 6D | #JD JH #2D 6C | #AD 7H #7C 3C',
    '4H 3D 5C 2C KH 9D 3S 5D 8H QD JC QH 2H AS 7D 6S 7S 2S 8D 8S KS 3H 8C QC',
  ],
  [
    'athena-aisleriot',
    4294967295,
    '#6C 5S #QD KH | #QH 2D #2C QS | #9C 3C #7D 3S | #AD 5D #KD TH | #AH 6S #5C AS | #8C 3H #8H QC | #TS 3D #8S 4S',
    '2H 2S 4H TC 8D TD 6D JC 7C 7H 9D JS KC 4C 4D JH 9H 5H 7S 6H JD 9S KS AC',
  ],
  [
    'shamrocks',
    1,
    '6S 5C 4H | KC JS 8H | QD AH 2C | TC TS 3C | KS 5H 5D | KD AD 3S | 9H JD JH | 4C 2D 7S | AC JC 9D | AS 4S 9S | KH 4D TH | 2S 7H 8C | 6H 3D TD | 6D QH QC | 7C 6C 3H | 8D 9C QS | 7D 5S 8S | 2H',
    '',
  ],
  [
    'shamrocks',
    2,
    '9H 4C 9S | QS TH JD | AD 5S 5H | KD 6H 4D | JH 7H TC | KC TS TD | JS 2D 7C | AC AH 4S | 9C 6D 6C | 3C QC 8C | KS 3H 8S | 8D 2S 7S | 6S 7D AS | 2H QH JC | QD 8H 5D | KH 3S 9D | 2C 5C 3D | 4H',
    '',
  ],
  [
    'shamrocks',
    4294967295,
    '6C QH 9C | AD AH 8C | TS 5S 2D | 3C 5D 6S | 3H 3D QD | KD 2C 7D | 5C 8H 8S | KH QS 3S | TH AS QC | KS 4S AC | 9S JD 6H | 7S 5H 9H | JH 4D 4C | KC JS 9D | 7H 7C JC | 6D TD 8D | TC 4H 2S | 2H',
    '',
  ],
  [
    'klondike',
    1,
    '6S | #5C AH | #4H #2C KS | #JS #TC #5D 9H | #8H #TS #KD #JD 2D | #KC #3C #AD #JH #7S JC | #QD #5H #3S #4C #AC #9D AS',
    '2H 8S 5S 7D QS 9C 8D 3H 6C 7C QC QH 6D TD 3D 6H 8C 7H 2S KH TH 4D 9S 4S',
  ],
  [
    'klondike',
    2,
    '9H | #4C 5S | #9S #5H 7H | #QS #6H #TC JS | #TH #KD #KC #2D AH | #JD #4D #TS #7C #4S 6D | #AD #JH #TD #AC #9C #6C 3C',
    '4H 3D 5C 2C KH 9D 3S 5D 8H QD JC QH 2H AS 7D 6S 7S 2S 8D 8S KS 3H 8C QC',
  ],
  [
    'klondike',
    4294967295,
    '6C | #QH 5S | #9C #2D 3D | #AD #3C #QD 5C | #AH #5D #2C #8H QS | #8C #6S #7D #8S #3S AS | #TS #3H #KD #KH #TH #QC 4S',
    '2H 2S 4H TC 8D TD 6D JC 7C 7H 9D JS KC 4C 4D JH 9H 5H 7S 6H JD 9S KS AC',
  ],
  [
    'minerva',
    1,
    '#6S AH #5D 4C | #5C 2C #KD 2D | #4H TC #AD 7S | #JS TS #3S AC | #8H 3C #9H JC | #KC 5H #JD 9D | #QD KS #JH AS',
    '2H 8S 5S 7D QS 9C 8D 3H 6C 7C QC QH 6D 4S 9S 4D TH KH 2S 7H 8C 6H 3D TD',
  ],
  [
    'minerva',
    2,
    '#9H 5S #TC AC | #4C 5H #KC AH | #9S 6H #TS 4S | #QS KD #TD 9C | #TH 4D #JS 6D | #JD JH #2D 6C | #AD 7H #7C 3C',
    '4H 3D 5C 2C KH 9D 3S 5D 8H QD JC QH 2H QC 8C 3H KS 8S 8D 2S 7S 6S 7D AS',
  ],
  [
    'minerva',
    4294967295,
    '#6C 5S #QD KH | #QH 2D #2C QS | #9C 3C #7D 3S | #AD 5D #KD TH | #AH 6S #5C AS | #8C 3H #8H QC | #TS 3D #8S 4S',
    '2H 2S 4H TC 8D TD 6D JC 7C 7H 9D JS KC AC KS 9S JD 6H 7S 5H 9H JH 4D 4C',
  ],
  [
    'bureau',
    1,
    '#2C 7S #3S 7D | #QS JC #9C JH | #9D QS #5S KH | #3C 2D #7D 2S | #4C 9H #9D 4C | #TD 6S #TH 4D | #3D 9H #6C 6C | #QD QH #7C 4H | #QC 6H #7H 4D | #5C 2D #JD 9C | #7C 5D #AH JS | #TC 9S #TH AS | #3H 8H #TD 9S',
    '3C 3S QH 2S 6S 6D 4S JC KC 3D KD 6H 5S KS JH QD 5D 4H KH 8C 8D AS JD 8S AC KC 7H AC AD TS AD 2H 8D 2H 8S KS 5H 2C 6D 5C 4S 7S TC QC 3H 8C AH TS JS 5H KD 8H',
  ],
  [
    'bureau',
    2,
    '#7C 7C #9H 7S | #2S AD #KH 6C | #5H 3H #5S 4C | #7D QC #TH AD | #2C 4H #4D JH | #AS 5H #8D JD | #TD KH #TS 8H | #4C 3H #6D JS | #JS 5D #7H 2D | #JC 5C #5S 9D | #2C 6C #AH KC | #6S 2D #3S 9S | #7S TC #AH TC',
    '8C 6H JC 3C 2H 6S TH QH 9D 3C JD 9H QC AS 8S 4S KD 9S AC 4S QD KD 7D QS 9C 3D 7H 2H 6H 5D AC 3S KS 6D 8D 8C 8H 2S TS 4H 4D TD 8S KC QH 5C 9C KS QD JH 3D QS',
  ],
  [
    'bureau',
    4294967295,
    '#5C QC #JH AH | #JS 3C #8H 7S | #KH KD #TH 3H | #8D 6C #6S AS | #8H 9S #5C JS | #8D 3H #JH 7D | #TS 9H #AD 5H | #5S 8S #AH KS | #9C QS #5D 7H | #JC 2H #3C 2S | #AC QC #3S JC | #9C 7C #7S KC | #KS QH #2S 6H',
    '4C 4H 8C 6D 4S 8S AS TD 2D 6D TS 3D 4H TC KH TH 7H QD 9S QS TC 2C TD AC 4D 9H QH 6H 2H JD KC 9D AD 3D 3S 7D 6C 4S 7C 2C 5H 4C 4D 6S 5D 9D JD 8C 2D QD KD 5S',
  ],
  [
    'fan',
    1,
    '6S 5C 4H | JS 8H KC | QD AH 2C | TC TS 3C | 5H KS 5D | KD AD 3S | 9H JD JH | 4C 2D 7S | AC JC 9D | AS 4S 9S | 4D TH KH | 2S 7H 8C | 6H 3D TD | 6D QH QC | 7C 6C 3H | 8D 9C QS | 7D 5S 8S | 2H',
    '',
  ],
  [
    'fan',
    2,
    '9H 4C 9S | QS TH JD | AD 5S 5H | 6H KD 4D | JH 7H TC | KC TS TD | JS 2D 7C | AC AH 4S | 9C 6D 6C | 3C QC 8C | 3H KS 8S | 8D 2S 7S | 6S 7D AS | 2H QH JC | QD 8H 5D | 3S 9D KH | 2C 5C 3D | 4H',
    '',
  ],
  [
    'fan',
    4294967295,
    '6C QH 9C | AD AH 8C | TS 5S 2D | 3C 5D 6S | 3H 3D QD | 2C 7D KD | 5C 8H 8S | KH QS 3S | TH AS QC | 4S AC KS | 9S JD 6H | 7S 5H 9H | JH 4D 4C | KC JS 9D | 7H 7C JC | 6D TD 8D | TC 4H 2S | 2H',
    '',
  ],
  [
    'la-belle-lucie',
    1,
    '6S 5C 4H | JS 8H KC | QD AH 2C | TC TS 3C | 5H KS 5D | KD AD 3S | 9H JD JH | 4C 2D 7S | AC JC 9D | AS 4S 9S | 4D TH KH | 2S 7H 8C | 6H 3D TD | 6D QH QC | 7C 6C 3H | 8D 9C QS | 7D 5S 8S | 2H',
    '',
  ],
  [
    'la-belle-lucie',
    2,
    '9H 4C 9S | QS TH JD | AD 5S 5H | 6H KD 4D | JH 7H TC | KC TS TD | JS 2D 7C | AC AH 4S | 9C 6D 6C | 3C QC 8C | 3H KS 8S | 8D 2S 7S | 6S 7D AS | 2H QH JC | QD 8H 5D | 3S 9D KH | 2C 5C 3D | 4H',
    '',
  ],
  [
    'la-belle-lucie',
    4294967295,
    '6C QH 9C | AD AH 8C | TS 5S 2D | 3C 5D 6S | 3H 3D QD | 2C 7D KD | 5C 8H 8S | KH QS 3S | TH AS QC | 4S AC KS | 9S JD 6H | 7S 5H 9H | JH 4D 4C | KC JS 9D | 7H 7C JC | 6D TD 8D | TC 4H 2S | 2H',
    '',
  ],
  [
    'trefoil',
    1,
    '6S 5C 4H | JS 8H KC | QD 2C TC | TS 3C 5H | KS 5D KD | 3S 9H JD | JH 4C 2D | 7S JC 9D | 4S 9S 4D | TH KH 2S | 7H 8C 6H | 3D TD 6D | QH QC 7C | 6C 3H 8D | 9C QS 7D | 5S 8S 2H',
    '',
  ],
  [
    'trefoil',
    2,
    '9H 4C 9S | QS TH JD | 5S 5H 6H | KD 4D JH | 7H TC KC | TS TD JS | 2D 7C 4S | 9C 6D 6C | 3C QC 8C | 3H KS 8S | 8D 2S 7S | 6S 7D 2H | QH JC QD | 8H 5D 3S | 9D KH 2C | 5C 3D 4H',
    '',
  ],
  [
    'trefoil',
    4294967295,
    '6C QH 9C | 8C TS 5S | 2D 3C 5D | 6S 3H 3D | QD 2C 7D | KD 5C 8H | 8S KH QS | 3S TH QC | 4S KS 9S | JD 6H 7S | 5H 9H JH | 4D 4C KC | JS 9D 7H | 7C JC 6D | TD 8D TC | 4H 2S 2H',
    '',
  ],
];

describe('pinned deals', () => {
  it.each(pinned)('%s deal %i is the same forever', (id, deal, tableau, stock) => {
    const def = findVariant(id)!;
    const rules = resolveRules(def);
    if (!rules.ok) throw new Error(rules.error);
    const s = newDeal(rules.value, deal);
    expect(show(s.tableau)).toBe(tableau);
    expect([...s.stock, ...s.reserve].map((c) => cardCode(c.card)).join(' ')).toBe(stock);
  });
});
