import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  type PileRef,
  currentState,
  legalMoves,
  makeCard,
  newDeal,
  startGame,
} from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { acesUp, golf, pyramid } from '@solitaire/variants';
import { newPlaySession, updatePlay } from './playSession.js';
import { removalMove, removalTap, removalTargets } from './removal.js';
import { quietPlaySettings } from './settings.js';

const rules = rulesFor(pyramid);
const deal = newDeal(rules, 1);
const at = (index: number): PileRef => ({ zone: 'tableau', index });
const waste: PileRef = { zone: 'waste', index: 0 };
const foundation: PileRef = { zone: 'foundation', index: 0 };

/** Deal 1 with chosen cards on some places of the pyramid (the bottom row is places 21 to 27). */
const withCards = (cards: Record<number, number>, wasteCard?: number): GameState => ({
  ...deal,
  tableau: deal.tableau.map((p, i) => (cards[i] === undefined ? p : [{ card: cards[i], up: true }])),
  waste: wasteCard === undefined ? [] : [{ card: wasteCard, up: true }],
});

describe('pairs chosen by taps (Pyramid)', () => {
  const position = withCards({
    21: makeCard('spades', 13),
    22: makeCard('hearts', 6),
    23: makeCard('clubs', 7),
    24: makeCard('diamonds', 9),
  });

  it('Q2: a King leaves on one tap', () => {
    expect(removalTap(rules, position, null, at(21))).toEqual({
      kind: 'play',
      move: { kind: 'discard', from: at(21) },
    });
  });

  it('Q2: a free card is held for its partner, a covered one is refused', () => {
    expect(removalTap(rules, position, null, at(22))).toEqual({ kind: 'select' });
    expect(removalTap(rules, position, null, at(0))).toEqual({ kind: 'refuse', code: 'ERR_CARD_COVERED' });
  });

  it('Q2: a second free card totalling 13 plays the pair, another total is refused', () => {
    expect(removalTap(rules, position, at(22), at(23))).toEqual({
      kind: 'play',
      move: { kind: 'pair', first: at(22), second: at(23) },
    });
    expect(removalTap(rules, position, at(22), at(24))).toEqual({ kind: 'refuse', code: 'ERR_PAIR_TOTAL' });
    expect(removalTap(rules, position, at(22), at(15))).toEqual({ kind: 'refuse', code: 'ERR_CARD_COVERED' });
  });

  it('Q3: the waste top pairs with a card of the pyramid', () => {
    const withWaste = withCards({ 22: makeCard('hearts', 6) }, makeCard('clubs', 7));
    expect(removalTap(rules, withWaste, waste, at(22))).toEqual({
      kind: 'play',
      move: { kind: 'pair', first: waste, second: at(22) },
    });
  });

  it('Q2: the partners of a held card are the free cards totalling 13 with it', () => {
    const two = withCards({
      21: makeCard('spades', 13),
      22: makeCard('hearts', 6),
      23: makeCard('clubs', 7),
      24: makeCard('diamonds', 7),
    });
    expect(removalTargets(rules, two, at(22))).toEqual([at(23), at(24)]);
    // A King has no partner: it goes alone, to the removed pile.
    expect(removalTargets(rules, two, at(21))).toEqual([foundation]);
    expect(removalTargets(rulesFor(golf), two, at(22))).toEqual([]);
  });

  it("Q3: the stock's next card, shown, pairs with a held card: a tap on the stock plays the pair", () => {
    const stock: PileRef = { zone: 'stock', index: 0 };
    const next = deal.stock.at(-1)!;
    expect(next.up).toBe(true);
    // A free card of the pyramid made the stock card's partner: 13 less its rank.
    const partner = makeCard('hearts', (13 - (next.card % 13) - 1) as Parameters<typeof makeCard>[1]);
    const paired = withCards({ 22: partner });
    const play: Move = { kind: 'pair', first: at(22), second: stock };
    expect(removalMove(rules, at(22), stock)).toEqual(play);
    if ((next.card % 13) + 1 === 13) return; // a King pairs with nothing
    expect(removalTap(rules, paired, at(22), stock)).toEqual({ kind: 'play', move: play });
    expect(removalTargets(rules, paired, at(22))).toContainEqual(stock);
    // Where the rule is off, the stock is only the stock.
    const closed = rulesFor({ ...pyramid, discard: { by: 'rankSum', total: 13 } });
    expect(removalMove(closed, at(22), stock)).toBeNull();
    expect(removalTargets(closed, paired, at(22))).not.toContainEqual(stock);
  });

  it('tapping the held card again, or the stock, is left to the ordinary behaviour', () => {
    expect(removalTap(rules, position, at(22), at(22))).toBeNull();
    expect(removalTap(rules, position, null, { zone: 'stock', index: 0 })).toBeNull();
  });
});

describe('drops that remove cards', () => {
  it('Q2: one card dropped on another is a pair, on the removed pile a discard', () => {
    expect(removalMove(rules, at(22), at(23))).toEqual({ kind: 'pair', first: at(22), second: at(23) });
    expect(removalMove(rules, at(21), foundation)).toEqual({ kind: 'discard', from: at(21) });
  });

  it('O7, O8: an Aces Up card dropped on the discard pile is discarded, on a pile it moves', () => {
    const aces = rulesFor(acesUp);
    expect(removalMove(aces, at(0), foundation)).toEqual({ kind: 'discard', from: at(0) });
    expect(removalMove(aces, at(0), at(1))).toBeNull();
    expect(removalTap(aces, newDeal(aces, 1), null, at(0))).toBeNull();
  });

  it('games without discards keep their moves', () => {
    expect(removalMove(rulesFor(golf), at(0), foundation)).toBeNull();
  });
});

describe('sending a card to the discard pile', () => {
  // The first Aces Up deal that opens with a discard, and the pile of the card that may not go.
  const opening = Array.from({ length: 50 }, (_, i) => i + 1)
    .map((n) => {
      const g = startGame(acesUp, n);
      if (!g.ok) throw new Error(g.error);
      const state = currentState(g.value);
      const discards = legalMoves(g.value.rules, state).filter((m) => m.kind === 'discard');
      return { game: g.value, discards };
    })
    .find((d) => d.discards.length > 0 && d.discards.length < 4)!;

  it('O7: the double tap ("to foundation") discards an Aces Up card, or says why not', () => {
    const s = newPlaySession(acesUp, opening.game, quietPlaySettings);
    const from = (opening.discards[0] as Move & { kind: 'discard' }).from;
    const done = updatePlay(s, { type: 'toFoundation', from, count: 1 }, 0).session;
    expect(currentState(done.game).foundations[0]).toHaveLength(1);
    const kept = [0, 1, 2, 3].find((i) => !opening.discards.some((m) => m.kind === 'discard' && m.from.index === i))!;
    const refused = updatePlay(s, { type: 'toFoundation', from: at(kept), count: 1 }, 0).session;
    expect(refused.notice).toEqual({ kind: 'refusal', code: 'ERR_NO_HIGHER_CARD' });
  });
});
