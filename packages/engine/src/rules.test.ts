import { describe, expect, it } from 'vitest';
import { equalOptions, hasWaste, optionValue, resolveRules, sameOptions, validateDefinition } from './rules.js';
import { baseDef } from './testing.js';

describe('definitions', () => {
  it('accepts a consistent definition', () => {
    expect(validateDefinition(baseDef).ok).toBe(true);
  });

  it.each([
    ['three decks', { ...baseDef, decks: 3 }, 'ERR_DEF_DECKS'],
    [
      'foundations not four a deck',
      { ...baseDef, foundations: { ...baseDef.foundations, count: 5 } },
      'ERR_DEF_FOUNDATIONS',
    ],
    [
      'unknown build word',
      { ...baseDef, tableau: { ...baseDef.tableau, build: { ...baseDef.tableau.build, suit: 'sameColour' } } },
      'ERR_DEF_VOCABULARY',
    ],
    ['zero capacity', { ...baseDef, tableau: { ...baseDef.tableau, capacity: 0 } }, 'ERR_DEF_TABLEAU'],
    ['empty rows', { ...baseDef, deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: [] } } }, 'ERR_DEF_DEAL'],
    ['draw zero', { ...baseDef, stock: { draw: 0 } }, 'ERR_DEF_STOCK'],
    ['negative redeals', { ...baseDef, redeal: { kind: 'turnWaste', limit: -1 } }, 'ERR_DEF_REDEAL'],
    ['waste redeal without stock', { ...baseDef, stock: null }, 'ERR_DEF_REDEAL'],
    // Two rows on the piles hold a fraction of the deck: a shuffle dealt that way would drop the rest.
    [
      'a shuffle the deal pattern cannot hold',
      { ...baseDef, stock: null, redeal: { kind: 'shuffleTableau', limit: 2 } },
      'ERR_DEF_REDEAL',
    ],
    ['default not among the choices', { ...baseDef, options: [{ key: 'draw', choices: [3] }] }, 'ERR_OPTION_VALUE'],
    [
      'an option that does not apply',
      { ...baseDef, options: [{ key: 'kingsToBottom', choices: [true] }] },
      'ERR_OPTION_VALUE',
    ],
  ])('refuses %s', (_what, def, code) => {
    const r = validateDefinition(def as never);
    expect(r.ok ? 'ok' : r.error).toBe(code);
  });

  it('applies offered options and refuses others', () => {
    const r = resolveRules(baseDef, { draw: 3 });
    expect(r.ok && r.value.stock?.draw).toBe(3);
    expect(r.ok && r.value.chosen).toEqual({ draw: 3 });
    const same = resolveRules(baseDef, { draw: 1 });
    expect(same.ok && same.value.chosen).toEqual({});
    expect(resolveRules(baseDef, { draw: 2 })).toMatchObject({ ok: false, error: 'ERR_OPTION_VALUE' });
    expect(resolveRules(baseDef, { redeals: 2 })).toMatchObject({ ok: false, error: 'ERR_OPTION_UNKNOWN' });
  });

  it('reads option values from the definition', () => {
    expect(optionValue(baseDef, 'draw')).toBe(1);
    expect(optionValue(baseDef, 'redeals')).toBe(1);
    expect(optionValue(baseDef, 'playBack')).toBe(true);
    expect(optionValue(baseDef, 'kingsToBottom')).toBe(false);
    expect(optionValue({ ...baseDef, stock: null, redeal: null }, 'draw')).toBeUndefined();
  });
});

describe('sameOptions', () => {
  it('fills in defaults and ignores key order; refused options are never the same', () => {
    expect(sameOptions(baseDef, { draw: 1 }, {})).toBe(true);
    expect(sameOptions(baseDef, { draw: 3 }, {})).toBe(false);
    expect(sameOptions(baseDef, { draw: 3 }, { draw: 3 })).toBe(true);
    expect(sameOptions(baseDef, { draw: 7 }, { draw: 7 })).toBe(false);
  });
  it('compares option sets as written with equalOptions: same values, any key order, absent equals absent', () => {
    expect(equalOptions({ draw: 3, redeals: 2 }, { redeals: 2, draw: 3 })).toBe(true);
    expect(equalOptions({ draw: 3 }, { draw: 3, redeals: 2 })).toBe(false);
    expect(equalOptions({}, {})).toBe(true);
    expect(equalOptions({ draw: 1 }, {})).toBe(false);
  });
});

describe('hasWaste', () => {
  it('is true only for a stock that turns cards onto a waste', () => {
    expect(hasWaste(baseDef)).toBe(baseDef.stock !== null);
    expect(hasWaste({ ...baseDef, stock: { draw: 1, dealsTo: 'waste' } })).toBe(true);
    expect(hasWaste({ ...baseDef, stock: { draw: 1, dealsTo: 'tableau' } })).toBe(false);
    expect(hasWaste({ ...baseDef, stock: { draw: 1, dealsTo: 'foundation' } })).toBe(false);
    expect(hasWaste({ stock: null })).toBe(false);
  });
});
