// The single-foundation search against a plain depth-first search over the engine's own moves, on positions the
// plain search can decide: the exhaustive checks of its reductions, too long for the fast tier.
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Rules,
  applyMove,
  isWon,
  legalMoves,
  newDeal,
  nextUint32,
  positionKey,
} from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { SingleFoundationBoard } from '../board/singleFoundationBoard.js';
import { freeTalonSearch } from '../proofs/freeTalonProof.js';
import { solve } from '../solve.js';
import { lastDealsStuck } from '../proofs/lastDealsProof.js';
import { searchLicensedDiscards } from './licensedDiscardSearch.js';
import { searchSingleFoundation } from './singleFoundationSearch.js';

/** Positions the plain search may visit before the test picks a later position of the deal. */
const REFERENCE_CAP = 400;
/** The same, for positions with a few deals or stock cards to come (Aces Up's layouts, Golf's and TriPeaks' steps). */
const AMPLE_REFERENCE_CAP = 20_000;

/**
 * The plain search: depth first over the engine's own legal moves, every position's exact key remembered. Null when
 * it would visit more than `cap` positions.
 */
const plainSearch = (rules: Rules, start: GameState, cap: number): boolean | null => {
  const seen = new Set<string>();
  const go = (s: GameState): boolean => {
    if (isWon(rules, s)) return true;
    const key = positionKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > cap) throw new RangeError('cap');
    for (const m of legalMoves(rules, s)) {
      const next = applyMove(rules, s, m);
      if (next.ok && go(next.value)) return true;
    }
    return false;
  };
  try {
    return go(start);
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
};

/**
 * Deal `deal` after `steps` legal moves (fewer if none is left) picked at random, the generator seeded by the deal;
 * `greedy`: a card leaving play (to the foundation, discarded, paired) whenever one can.
 */
const playedInto = (rules: Rules, deal: number, steps: number, greedy: boolean): GameState => {
  let s = newDeal(rules, deal);
  let random = deal;
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(rules, s);
    const leaving = moves.filter(
      (m) => m.kind === 'discard' || m.kind === 'pair' || (m.kind === 'move' && m.to.zone === 'foundation'),
    );
    const pool = greedy && leaving.length > 0 ? leaving : moves;
    if (pool.length === 0) break;
    const [value, after] = nextUint32(random);
    random = after;
    s = played(rules)(s, pool[value % pool.length]!);
  }
  return s;
};

/**
 * The positions of a random line of deal `deal` (up to 200 moves, the generator seeded by the deal) with the number of
 * moves before each, less one: a pair or a discard where one is legal, but one time in `oneIn`, any move.
 */
function* pairingMostly(rules: Rules, deal: number, oneIn: number): Generator<[GameState, number]> {
  let s = newDeal(rules, deal);
  let random = deal;
  for (let step = 0; step < 200; step++) {
    const moves = legalMoves(rules, s);
    const pairs = moves.filter((m) => m.kind === 'pair' || m.kind === 'discard');
    const [value, after] = nextUint32(random);
    random = after;
    const pool = pairs.length > 0 && value % oneIn !== 0 ? pairs : moves;
    if (pool.length === 0) return;
    s = played(rules)(s, pool[(value >>> 2) % pool.length]!);
    yield [s, step];
  }
}

describe('the single-foundation search against the plain search', () => {
  // Lone cards are laid out only at a deal or when a card fills the last empty pile, and keyed by which cards lie
  // alone rather than where: positions with an empty pile and deals still to come test that no layout is missed.
  it('aces-up: decides as the plain search does where lone cards can be laid out, on 30 positions', () => {
    const def = canonPart3.find((d) => d.id === 'aces-up')!;
    const rules = rulesFor(def);
    const outcomes = { won: 0, lost: 0 };
    for (let deal = 1; outcomes.won + outcomes.lost < 30 && deal <= 500; deal++) {
      for (let steps = 20; steps < 120; steps += 4) {
        const s = playedInto(rules, deal, steps, deal % 2 === 0);
        if (s.stock.length === 0 || s.stock.length > 12 || !s.tableau.some((p) => p.length === 0)) continue;
        const plain = plainSearch(rules, s, AMPLE_REFERENCE_CAP);
        if (plain === null) continue;
        expect(solve(rules, s, { maxNodes: 1_000_000 }).outcome, `deal ${deal}, ${steps} moves`).toBe(
          plain ? 'won' : 'lost',
        );
        const restarting = searchSingleFoundation(rules, s, 1_000_000, 2 ** 24, () => false, 1);
        expect(restarting.outcome, `deal ${deal}, ${steps} moves, restarting`).toBe(plain ? 'won' : 'lost');
        // The licensed game alone, its wins turned back into real moves.
        const licensed = searchLicensedDiscards(rules, s, 1_000_000, 2 ** 24, () => false);
        expect(licensed.outcome, `deal ${deal}, ${steps} moves, licensed`).toBe(plain ? 'won' : 'lost');
        if (plain) expect(isWon(rules, licensed.moves!.reduce(played(rules), s))).toBe(true);
        outcomes[plain ? 'won' : 'lost']++;
        break;
      }
    }
    expect(outcomes.won).toBeGreaterThan(3);
    expect(outcomes.lost).toBeGreaterThan(3);
  });

  // The licensed game's tests of a useless licence: stock cards licensed as they arrive, and after the last deal the
  // cards below the highest unlicensed top card of their suit. Positions near the end, any piles.
  it('aces-up: the licensed game decides as the plain search does near the end of a deal, on 30 positions', () => {
    const def = canonPart3.find((d) => d.id === 'aces-up')!;
    const rules = rulesFor(def);
    const outcomes = { won: 0, lost: 0 };
    for (let deal = 1; outcomes.won + outcomes.lost < 30 && deal <= 500; deal++) {
      // Even deals: along the solver's winning line, when it finds one; odd deals: after random moves.
      const line = deal % 2 === 0 ? solve(rules, newDeal(rules, deal), { maxNodes: 200_000 }).moves : null;
      for (let steps = 30; steps < 140; steps += 5) {
        const s = line
          ? line.slice(0, Math.min(steps, line.length)).reduce(played(rules), newDeal(rules, deal))
          : playedInto(rules, deal, steps, false);
        if (s.stock.length > 8) continue;
        const plain = plainSearch(rules, s, AMPLE_REFERENCE_CAP);
        if (plain === null) continue;
        const licensed = searchLicensedDiscards(rules, s, 1_000_000, 2 ** 24, () => false);
        expect(licensed.outcome, `deal ${deal}, ${steps} moves`).toBe(plain ? 'won' : 'lost');
        if (plain) expect(isWon(rules, licensed.moves!.reduce(played(rules), s))).toBe(true);
        outcomes[plain ? 'won' : 'lost']++;
        break;
      }
    }
    expect(outcomes.won).toBeGreaterThan(3);
    expect(outcomes.lost).toBeGreaterThan(3);
  });

  it('aces-up: the last deals prove no position of a winning line lost, deals 1-800', () => {
    const def = canonPart3.find((d) => d.id === 'aces-up')!;
    const rules = rulesFor(def);
    let won = 0,
      checked = 0;
    for (let deal = 1; deal <= 800; deal++) {
      const start = newDeal(rules, deal);
      const r = searchLicensedDiscards(rules, start, 20_000, 2 ** 24, () => false);
      if (r.outcome !== 'won') continue;
      won++;
      let s = start;
      for (const [i, m] of r.moves!.entries()) {
        if (i % 8 === 0) {
          checked++;
          expect(lastDealsStuck(s, 20_000).lost, `deal ${deal}, move ${i}`).toBe(false);
        }
        s = played(rules)(s, m);
      }
    }
    expect(won).toBeGreaterThan(300);
    expect(checked).toBeGreaterThan(1_500);
  });

  // With stock cards still to come, the steps between ranks (`stepsImpossible`) cut Golf's and TriPeaks' searches:
  // positions with a few stock cards left, on the solver's winning line (even deals, when it finds one) or after
  // random moves (odd deals), so both outcomes come up.
  // Dead King Golf (nothing on a King) too: its line of ranks has no step down from a King.
  it.each([
    ['golf', 'golf', {}],
    ['dead king golf', 'golf', { onKing: 'nothing' }],
    ['tripeaks', 'tripeaks', {}],
  ] as const)('%s: decides as the plain search does with stock cards to come, on 30 positions', (_, id, options) => {
    const rules = rulesFor(
      canonPart3.find((d) => d.id === id)!,
      options,
    );
    const fewLeft = (s: GameState) => s.stock.length > 0 && s.stock.length <= 4;
    const outcomes = { won: 0, lost: 0 };
    for (let deal = 1; outcomes.won + outcomes.lost < 30 && deal <= 500; deal++) {
      const start = newDeal(rules, deal);
      const line = deal % 2 === 0 ? solve(rules, start, { maxNodes: 50_000 }).moves : null;
      let s: GameState | undefined;
      for (let k = 0, at = start; line && k < line.length && !s; at = played(rules)(at, line[k++]!))
        if (fewLeft(at)) s = at;
      for (let steps = 10; !line && steps < 60 && !s; steps += 3) {
        const after = playedInto(rules, deal, steps, false);
        if (fewLeft(after)) s = after;
      }
      const plain = s ? plainSearch(rules, s, AMPLE_REFERENCE_CAP) : null;
      if (!s || plain === null) continue;
      expect(solve(rules, s, { maxNodes: 1_000_000 }).outcome, `${id} deal ${deal}`).toBe(plain ? 'won' : 'lost');
      outcomes[plain ? 'won' : 'lost']++;
    }
    expect(outcomes.won).toBeGreaterThan(3);
    expect(outcomes.lost).toBeGreaterThan(3);
  });

  // Where the stock turns onto the foundation once, a position is lost when the same one with fewer stock cards turned
  // was (`pointerWord`). Against the same search without that, on positions with many stock cards to come, too many
  // for the plain search: on the solver's winning line (even deals, when it finds one) and after random moves.
  it.each([
    ['golf', 'golf', {}],
    ['dead king golf', 'golf', { onKing: 'nothing' }],
    ['tripeaks', 'tripeaks', {}],
  ] as const)(
    '%s: decides as without the earlier pointers, and in fewer positions, on 120 positions',
    (_, id, options) => {
      const rules = rulesFor(
        canonPart3.find((d) => d.id === id)!,
        options,
      );
      const outcomes = { won: 0, lost: 0 };
      let nodesWith = 0,
        nodesWithout = 0;
      for (let deal = 1; deal <= 40; deal++) {
        const start = newDeal(rules, deal);
        const line = deal % 2 === 0 ? solve(rules, start, { maxNodes: 50_000 }).moves : null;
        const positions = line
          ? [1, 2, 3].map((q) => line.slice(0, (line.length * q) >> 3).reduce(played(rules), start))
          : [2, 6, 10].map((steps) => playedInto(rules, deal, steps, false));
        for (const s of positions) {
          const withIt = searchSingleFoundation(rules, s, 1_000_000, 2 ** 24, () => false);
          const without = searchSingleFoundation(rules, s, 1_000_000, 2 ** 24, () => false, undefined, false);
          expect(without.outcome, `${id} deal ${deal}`).not.toBe('unknown');
          expect(withIt.outcome, `${id} deal ${deal}`).toBe(without.outcome);
          outcomes[without.outcome === 'won' ? 'won' : 'lost']++;
          nodesWith += withIt.nodes;
          nodesWithout += without.nodes;
        }
      }
      expect(outcomes.won).toBeGreaterThan(5);
      expect(outcomes.lost).toBeGreaterThan(5);
      expect(nodesWith).toBeLessThan(nodesWithout);
    },
  );

  // Both searches are asked about the same mid-game positions (a waste, passes used, cards gone), late enough in a
  // deal for the plain search to decide within its cap: on even deals, a position on the solver's winning line
  // (when it finds one) or one reached by greedy moves, on odd deals, one reached by random moves; so both outcomes
  // come up.
  it.each(canonPart3.map((d) => [d.id, d] as const))(
    '%s: decides as the plain search does, on 24 deals, both outcomes among them',
    (_, def) => {
      const rules = rulesFor(def);
      const outcomes = { won: 0, lost: 0 };
      for (let deal = 1; deal <= 24; deal++) {
        const start = newDeal(rules, deal);
        const line = deal % 2 === 0 ? solve(rules, start, { maxNodes: 50_000 }).moves : null;
        let s = start,
          plain = plainSearch(rules, s, REFERENCE_CAP);
        for (let back = 24; plain === null && line && back >= 0; back -= 8) {
          s = line.slice(0, Math.max(0, line.length - back)).reduce(played(rules), start);
          plain = plainSearch(rules, s, REFERENCE_CAP);
        }
        for (let steps = 12; plain === null; steps += 8) {
          s = playedInto(rules, deal, steps, deal % 2 === 0);
          plain = plainSearch(rules, s, REFERENCE_CAP);
        }
        const r = solve(rules, s, { maxNodes: 1_000_000 });
        expect(r.outcome, `${def.id} deal ${deal}`).toBe(plain ? 'won' : 'lost');
        // Restarts after every few positions: runs that end early, sets kept across runs, orders of moves drawn.
        const restarting = searchSingleFoundation(rules, s, 1_000_000, 2 ** 24, () => false, 1);
        expect(restarting.outcome, `${def.id} deal ${deal}, restarting`).toBe(plain ? 'won' : 'lost');
        outcomes[plain ? 'won' : 'lost']++;
      }
      expect(outcomes.won).toBeGreaterThan(0);
      expect(outcomes.lost).toBeGreaterThan(0);
    },
  );

  // Late in a deal the stock is spent, and the foundation's walk through the ranks left (`walkImpossible`) and their
  // reach (`ranksCutOff`) decide many positions: on even deals, positions of the solver's winning line (when it finds
  // one) and a move off it; on odd deals, greedy play; from deals 1-40, late enough for the plain search. Where the
  // stock deals to the foundation (Golf), each position also with its stock laid under the foundation's top, the
  // stock spent (Golf's lines draw to their last moves: those positions are lost, and its won ones are the ring's).
  // Pyramid's late positions, stock or not, try its partners matched across ranks (`partnersUnmatched`).
  it.each(canonPart3.filter((d) => d.id !== 'aces-up').map((d) => [d.id, d] as const))(
    '%s: decides as the plain search does late in a deal, on 40 deals',
    (_, def) => {
      const rules = rulesFor(def);
      const outcomes = { won: 0, lost: 0 };
      for (let deal = 1; deal <= 40; deal++) {
        const start = newDeal(rules, deal);
        const line = deal % 2 === 0 ? solve(rules, start, { maxNodes: 50_000 }).moves : null;
        const late: GameState[] = [];
        for (let back = 20; line && back >= 8; back -= 4) {
          const s = line.slice(0, Math.max(0, line.length - back)).reduce(played(rules), start);
          const moves = legalMoves(rules, s);
          late.push(s, ...moves.slice(0, 2).map((m) => played(rules)(s, m)));
        }
        for (let steps = 30; !line && steps <= 60; steps += 6) late.push(playedInto(rules, deal, steps, true));
        const spent = (s: GameState): GameState => ({
          ...s,
          stock: [],
          foundations: [[...s.stock.map((c) => ({ ...c, up: true })), ...s.foundations[0]!]],
        });
        if (rules.stock?.dealsTo === 'foundation') late.push(...late.map(spent));
        for (const s of late) {
          const spentOrPairs = s.stock.length === 0 || rules.discard?.by === 'rankSum';
          const plain = spentOrPairs ? plainSearch(rules, s, REFERENCE_CAP) : null;
          if (plain === null) continue;
          expect(solve(rules, s, { maxNodes: 1_000_000 }).outcome, `${def.id} deal ${deal}`).toBe(
            plain ? 'won' : 'lost',
          );
          outcomes[plain ? 'won' : 'lost']++;
        }
      }
      if (rules.stock?.dealsTo !== 'foundation') expect(outcomes.won).toBeGreaterThan(0);
      expect(outcomes.lost).toBeGreaterThan(10);
    },
  );

  // In the last pass the waste's top is its only free card: a waste card with no partner left in the pyramid or the
  // stock seals the cards under it (`wasteSealed`), and a pyramid card whose partners lie there is lost.
  it('pyramid: every position of the last pass found sealed is lost for the plain search too, 20 of them', () => {
    const def = canonPart3.find((d) => d.id === 'pyramid')!;
    const rules = rulesFor(def);
    let sealed = 0;
    for (let deal = 1; deal <= 400 && sealed < 20; deal++) {
      // Pairs most of the time, so that the last pass comes with cards still in the pyramid.
      for (const [s, step] of pairingMostly(rules, deal, 4)) {
        if (s.redeals < 2 || !new SingleFoundationBoard(rules, s).wasteSealed()) continue;
        const plain = plainSearch(rules, s, AMPLE_REFERENCE_CAP);
        if (plain === null) continue;
        expect(plain, `pyramid deal ${deal} after ${step + 1} moves`).toBe(false);
        expect(solve(rules, s, { maxNodes: 100_000 }).outcome).toBe('lost');
        sealed++;
        break;
      }
    }
    expect(sealed).toBe(20);
  });

  // The free-talon search plays a looser game (every talon card free at every moment): what it finds lost must be lost
  // in the real game, with its stock order and its passes. Late positions of both goals (ten pyramid cards left or
  // fewer), reached by pairing most of the time, where the plain search can decide.
  it.each(['tableauCleared', 'allCards'] as const)(
    'pyramid (%s): every position the free-talon search finds lost is lost for the plain search too, 20 of them',
    (goal) => {
      const rules = rulesFor(
        canonPart3.find((d) => d.id === 'pyramid')!,
        { goal },
      );
      let proved = 0,
        open = 0;
      for (let deal = 1; deal <= 400 && proved < 20; deal++) {
        for (const [s, step] of pairingMostly(rules, deal, 3)) {
          // Few pyramid cards left, so that the plain search can decide.
          if (s.tableau.reduce((n, p) => n + p.length, 0) > 10) continue;
          if (freeTalonSearch(rules, s, 100_000, 2 ** 24, () => false).outcome === 'open') {
            open++;
            continue;
          }
          const plain = plainSearch(rules, s, AMPLE_REFERENCE_CAP);
          if (plain === null) continue;
          expect(plain, `pyramid deal ${deal} after ${step + 1} moves`).toBe(false);
          proved++;
          break;
        }
      }
      expect(proved).toBe(20);
      expect(open).toBeGreaterThan(0);
    },
  );
});
