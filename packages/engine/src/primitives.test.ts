import { describe, expect, it } from 'vitest';
import { cardCode, fullDeck, rankOf } from './card.js';
import { dealFromDeck, newDeal } from './deal.js';
import { applyMove, legalMoves, moveRefusal } from './moves.js';
import { type VariantDefinition } from './rules.js';
import { cardsInPlay } from './state.js';
import { at, baseDef, codes, move, rulesFor } from './testing.js';

const withTableau = (
  t: Partial<VariantDefinition['tableau']>,
  b: Partial<VariantDefinition['tableau']['build']> = {},
) => rulesFor({ ...baseDef, tableau: { ...baseDef.tableau, ...t, build: { ...baseDef.tableau.build, ...b } } });

describe('tableau vocabulary', () => {
  it('builds up when the direction is up', () => {
    const r = withTableau({}, { direction: 'up' });
    const s = at(r, { tableau: [['8S'], ['9H'], ['7H']] });
    expect(moveRefusal(r, s, move('t1', 't0'))).toBeNull();
    expect(moveRefusal(r, s, move('t2', 't0'))).toBe('ERR_TABLEAU_RANK');
  });

  it('same suit and any suit', () => {
    const same = withTableau({}, { suit: 'sameSuit' });
    const s = at(same, { tableau: [['8S'], ['7S'], ['7C']] });
    expect(moveRefusal(same, s, move('t1', 't0'))).toBeNull();
    expect(moveRefusal(same, s, move('t2', 't0'))).toBe('ERR_TABLEAU_SUIT');
    const any = withTableau({}, { suit: 'any' });
    expect(moveRefusal(any, s, move('t2', 't0'))).toBeNull();
  });

  it('wraps King and Ace only when asked', () => {
    const plain = withTableau({}, { suit: 'any' });
    const wrap = withTableau({}, { suit: 'any', wrap: true });
    const s = at(plain, { tableau: [['AS'], ['KH']] });
    expect(moveRefusal(plain, s, move('t1', 't0'))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(wrap, s, move('t1', 't0'))).toBeNull();
  });

  it('an empty pile takes any card under anyCard, none under never', () => {
    const any = withTableau({ whenEmpty: 'anyCard' });
    const never = withTableau({ whenEmpty: 'never' });
    const s = at(any, { tableau: [[], ['5H']] });
    expect(moveRefusal(any, s, move('t1', 't0'))).toBeNull();
    expect(moveRefusal(never, s, move('t1', 't0'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it('top-card-only piles never move runs', () => {
    const r = withTableau({ moveUnit: 'topCard' });
    const s = at(r, { tableau: [['9H', '8S'], ['TC']] });
    expect(moveRefusal(r, s, move('t0', 't1', 2))).toBe('ERR_TOP_CARD_ONLY');
  });
});

describe('foundation vocabulary', () => {
  it('builds by alternating colour when asked', () => {
    const r = rulesFor({ ...baseDef, foundations: { ...baseDef.foundations, build: 'alternateColour' } });
    const s = at(r, { tableau: [['2H'], ['2S']], foundations: [['AC']] });
    expect(moveRefusal(r, s, move('t0', 'f0'))).toBeNull();
    expect(moveRefusal(r, s, move('t1', 'f0'))).toBe('ERR_FOUNDATION_COLOUR');
  });

  it('refuses play-back when the definition forbids it', () => {
    const r = rulesFor({ ...baseDef, foundations: { ...baseDef.foundations, playBack: false } });
    const s = at(r, { tableau: [['3S']], foundations: [['AH', '2H']] });
    expect(moveRefusal(r, s, move('f0', 't0'))).toBe('ERR_NO_PLAY_BACK');
    expect(legalMoves(r, s).some((m) => m.kind === 'move' && m.from.zone === 'foundation')).toBe(false);
  });
});

describe('deal vocabulary', () => {
  it('deals Aces to the foundations first when asked', () => {
    const r = rulesFor({ ...baseDef, deal: { ...baseDef.deal, acesToFoundations: true } });
    const s = newDeal(r, 3);
    expect(s.foundations.map((f) => f.map((c) => cardCode(c.card)))).toEqual([['AC'], ['AD'], ['AH'], ['AS']]);
    expect(cardsInPlay(s)).toHaveLength(52);
  });

  it('deals a reserve with only its top card up; its top card plays and the next turns up', () => {
    const r = rulesFor({ ...baseDef, deal: { ...baseDef.deal, reserve: 5 } });
    const d = dealFromDeck(r, fullDeck(1));
    if (!d.ok) throw new Error(d.error);
    expect(d.value.reserve.map((c) => c.up)).toEqual([false, false, false, false, true]);
    expect(d.value.reserve.map((c) => c.card)).toEqual([8, 9, 10, 11, 12]);
    const s = at(r, { tableau: [['8S']], reserve: ['2C', '7H'] });
    const after = applyMove(r, s, move('r', 't0'));
    expect(after.ok && after.value.reserve).toEqual([{ card: 1, up: true }]);
    expect(moveRefusal(r, s, move('t0', 'r'))).toBe('ERR_NOT_A_TARGET');
  });

  it('fans deal the remaining cards a few to a pile, the last taking what is left', () => {
    const r = rulesFor({
      ...baseDef,
      tableau: { ...baseDef.tableau, count: 18 },
      stock: null,
      redeal: null,
      options: [],
      deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 3 } },
    });
    expect(newDeal(r, 1).tableau.map((p) => p.length)).toEqual([...Array(17).fill(3), 1]);
  });

  it("gathers, shuffles with the game's random state and deals again on a shuffling redeal", () => {
    const r = rulesFor({
      ...baseDef,
      tableau: { ...baseDef.tableau, count: 18, whenEmpty: 'never', moveUnit: 'topCard' },
      stock: null,
      redeal: { kind: 'shuffleTableau', limit: 2 },
      options: [],
      deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 3 } },
    });
    const s = at(r, { tableau: [['5S', 'KH'], [], ['2D'], ['9C', '4H', 'QS']], foundations: [['AC']], rng: 99 });
    const once = applyMove(r, s, { kind: 'redeal' });
    const again = applyMove(r, s, { kind: 'redeal' });
    if (!once.ok || !again.ok) throw new Error('redeal refused');
    expect(once.value).toEqual(again.value);
    expect(once.value.tableau.map((p) => p.length).slice(0, 3)).toEqual([3, 3, 0]);
    expect(once.value.redeals).toBe(1);
    expect(once.value.rng).not.toBe(99);
    expect(once.value.foundations).toEqual(s.foundations);
    expect(cardsInPlay(once.value).sort()).toEqual(cardsInPlay(s).sort());
    const twice = applyMove(r, { ...once.value, redeals: 2 }, { kind: 'redeal' });
    expect(twice.ok ? 'ok' : twice.error).toBe('ERR_NO_REDEALS_LEFT');
    expect(rankOf(0)).toBe(1);
  });
});

describe('Yukon primitives', () => {
  const yukonLike = rulesFor({
    ...baseDef,
    tableau: { ...baseDef.tableau, count: 7, moveUnit: 'faceUpGroup' },
    deal: { ...baseDef.deal, tableau: { kind: 'staircase', extraUp: 4 } },
    stock: null,
    redeal: null,
    options: [],
  });

  it('deals the staircase, then four face-up rows on every pile but the first', () => {
    const s = newDeal(yukonLike, 9);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
    expect(s.tableau.map((p) => p.filter((c) => !c.up).length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(cardsInPlay(s)).toHaveLength(52);
    const d = dealFromDeck(yukonLike, fullDeck(1));
    if (!d.ok) throw new Error(d.error);
    // Row by row: the staircase takes cards 0-27, then 28-33 go to piles 2-7, 34-39 on them, and so on.
    expect(d.value.tableau[1]!.map((c) => c.card)).toEqual([1, 7, 28, 34, 40, 46]);
  });

  it('moves any face-up card with every card on it, in sequence or not', () => {
    const s = at(yukonLike, { tableau: [['#2C', '9H', '3S', 'KD'], ['TS']] });
    expect(moveRefusal(yukonLike, s, move('t0', 't1', 3))).toBeNull();
    expect(moveRefusal(yukonLike, s, move('t0', 't1', 4))).toBe('ERR_FACE_DOWN');
    expect(moveRefusal(yukonLike, s, move('t0', 't1', 2))).toBe('ERR_TABLEAU_RANK');
    const moved = applyMove(yukonLike, s, move('t0', 't1', 3));
    expect(moved.ok && moved.value.tableau[1]!.map((c) => cardCode(c.card))).toEqual(['TS', '9H', '3S', 'KD']);
  });
});

describe('Canfield primitives', () => {
  const canfieldLike = rulesFor({
    ...baseDef,
    foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: true, base: 'dealt', wrap: true },
    tableau: {
      ...baseDef.tableau,
      build: { direction: 'down', suit: 'alternateColour', wrap: true },
      moveUnit: 'cardOrPile',
      whenEmpty: 'anyCard',
      refillFromReserve: true,
    },
    deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: ['up'] }, reserve: 13 },
    stock: { draw: 3 },
    redeal: { kind: 'turnWaste', limit: 'unlimited' },
    options: [],
  });

  it('deals one card to the foundation of its suit first; its rank starts every foundation', () => {
    const d = dealFromDeck(canfieldLike, fullDeck(1));
    if (!d.ok) throw new Error(d.error);
    expect(d.value.foundations.map((f) => f.map((c) => cardCode(c.card)))).toEqual([['AC'], [], [], []]);
    const s = newDeal(canfieldLike, 3);
    const base = s.foundations.flat();
    expect(base).toHaveLength(1);
    expect(s.reserve).toHaveLength(13);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(cardsInPlay(s)).toHaveLength(52);
  });

  it('starts the other foundations at the base rank and wraps from King to Ace until full', () => {
    const s = at(canfieldLike, {
      tableau: [['7H'], ['6D'], ['AS'], ['KC']],
      foundations: [['7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS']],
      reserve: ['2C'],
    });
    expect(moveRefusal(canfieldLike, s, move('t0', 'f1'))).toBeNull();
    expect(moveRefusal(canfieldLike, s, move('t1', 'f1'))).toBe('ERR_FOUNDATION_BASE_RANK');
    expect(moveRefusal(canfieldLike, s, move('t2', 'f0'))).toBeNull();
    const thirteen = at(canfieldLike, {
      tableau: [['6S']],
      foundations: [['7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AS', '2S', '3S', '4S', '5S']],
    });
    expect(moveRefusal(canfieldLike, thirteen, move('t0', 'f0'))).toBeNull();
    const done = applyMove(canfieldLike, thirteen, move('t0', 'f0'));
    if (!done.ok) throw new Error(done.error);
    // Thirteen cards: the next would be the base rank again, which no foundation takes twice.
    const again = at(canfieldLike, {
      tableau: [['7D']],
      foundations: [done.value.foundations[0]!.map((c) => cardCode(c.card))],
    });
    expect(moveRefusal(canfieldLike, again, move('t0', 'f0'))).toBe('ERR_FOUNDATION_RANK');
  });

  it('fills a pile that empties from the reserve at once, turning up the next reserve card', () => {
    const s = at(canfieldLike, {
      tableau: [['7H'], ['8S'], ['2D'], ['3D']],
      foundations: [['4C']],
      reserve: ['9D', 'QC'],
    });
    const after = applyMove(canfieldLike, s, move('t0', 't1'));
    if (!after.ok) throw new Error(after.error);
    expect(codes(after.value.tableau[0]!)).toEqual(['QC']);
    expect(codes(after.value.reserve)).toEqual(['9D']);
    // Once the reserve is empty, a pile that empties stays empty for any card.
    const last = applyMove(canfieldLike, after.value, move('t0', 't1'));
    expect(last.ok).toBe(false);
  });

  it('moves the top card alone or the whole pile, never part of it', () => {
    const s = at(canfieldLike, {
      tableau: [['9D', '8S', '7H'], ['TC'], ['8C']],
      foundations: [['4C']],
      reserve: ['2D'],
    });
    expect(moveRefusal(canfieldLike, s, move('t0', 't1', 3))).toBeNull();
    expect(moveRefusal(canfieldLike, s, move('t0', 't2', 2))).toBe('ERR_WHOLE_PILE_ONLY');
    const counts = legalMoves(canfieldLike, s).flatMap((m) =>
      m.kind === 'move' && m.from.zone === 'tableau' && m.from.index === 0 ? [m.count] : [],
    );
    expect(counts).toContain(3);
    expect(counts).toContain(1);
    expect(counts).not.toContain(2);
  });
});
