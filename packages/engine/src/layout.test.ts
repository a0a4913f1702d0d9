import { describe, expect, it } from 'vitest';
import { positionFromLayout, validateState } from './layout.js';
import { at, baseDef, rulesFor } from './testing.js';

const rules = rulesFor(baseDef);
const empty = { tableau: [[], [], [], []] };

describe('layouts', () => {
  it('builds a small position: listed cards in play, the rest out', () => {
    const s = at(rules, { tableau: [['#KS', 'QH']], stock: ['2C', '3C'], waste: ['4D'] });
    expect(s.tableau[0]).toEqual([
      { card: 51, up: false },
      { card: 37, up: true },
    ]);
    expect(s.stock.every((c) => !c.up)).toBe(true);
    expect(s.waste[0]!.up).toBe(true);
  });

  it.each([
    ['an unreadable card', { ...empty, tableau: [['ZZ'], [], [], []] }, 'ERR_LAYOUT_CARD'],
    ['a card twice', { ...empty, tableau: [['7H'], ['7H'], [], []] }, 'ERR_LAYOUT_DUPLICATE'],
    ['too many piles', { tableau: [[], [], [], [], []] }, 'ERR_LAYOUT_PILE_COUNT'],
    ['a face-down top card', { tableau: [['#7H'], [], [], []] }, 'ERR_LAYOUT_FACE_DOWN_TOP'],
    ['a foundation out of order', { ...empty, foundations: [['AS', '3S'], [], [], []] }, 'ERR_LAYOUT_FOUNDATION'],
    ['a foundation not starting at the Ace', { ...empty, foundations: [['2S'], [], [], []] }, 'ERR_LAYOUT_FOUNDATION'],
    ['a reserve the game lacks', { ...empty, reserve: ['2S'] }, 'ERR_LAYOUT_NO_RESERVE'],
    ['more redeals than allowed', { ...empty, redeals: 2 }, 'ERR_LAYOUT_REDEALS'],
    ['not an object', null, 'ERR_LAYOUT_SHAPE'],
  ])('refuses %s', (_what, layout, code) => {
    const r = positionFromLayout(rules, layout as never);
    expect(r.ok ? 'ok' : r.error).toBe(code);
  });

  it('checks capacity and the stock of stockless games', () => {
    const capped = rulesFor({ ...baseDef, tableau: { ...baseDef.tableau, capacity: 2 } });
    expect(positionFromLayout(capped, { tableau: [['KS', 'QH', 'JS'], [], [], []] })).toMatchObject({
      error: 'ERR_LAYOUT_CAPACITY',
    });
    const stockless = rulesFor({ ...baseDef, stock: null, redeal: null, options: [] });
    expect(positionFromLayout(stockless, { ...empty, stock: ['2S'] })).toMatchObject({ error: 'ERR_LAYOUT_NO_STOCK' });
  });

  it('validates stored states field by field', () => {
    const s = at(rules, { tableau: [['KS']] });
    expect(validateState(rules, s).ok).toBe(true);
    expect(validateState(rules, { ...s, rng: 'x' }).ok).toBe(false);
    expect(validateState(rules, { ...s, tableau: [[{ card: 60, up: true }], [], [], []] })).toMatchObject({
      error: 'ERR_LAYOUT_CARD',
    });
  });

  it('tells copies apart in two-deck games', () => {
    const two = rulesFor({ ...baseDef, decks: 2, foundations: { ...baseDef.foundations, count: 8 } });
    const s = positionFromLayout(two, { tableau: [['7H'], ['7H'], [], []] });
    expect(s.ok && s.value.tableau.slice(0, 2).map((p) => p[0]!.card)).toEqual([32, 84]);
    expect(positionFromLayout(two, { tableau: [['7H'], ['7H'], ['7H'], []] })).toMatchObject({
      error: 'ERR_LAYOUT_DUPLICATE',
    });
  });
});
