import { describe, expect, it } from 'vitest';
import { applyMove, cardCode, type GameState, isWon, type Layout, legalMoves, type Move, newDeal, nextUint32, playUnchecked, positionFromLayout, resolveRules, type Rules, shuffle, type VariantDefinition } from '@solitaire/engine';
import { solve, solveWith } from './solver.js';
import { SolverBoard } from './solverBoard.js';
import { DeadEnds } from './solverDeadEnds.js';

// Test-local definitions: the engine knows no game, so these only exercise vocabulary combinations.
const sevenPiles: VariantDefinition = {
  id: 'seven-piles', nameKey: 'x', source: 'test', decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: { count: 4, build: { direction: 'down', suit: 'alternateColour', wrap: false }, moveUnit: 'faceUpRun', capacity: null, whenEmpty: 'kingOnly', fans: false },
  deal: { acesToFoundations: false, tableau: { kind: 'staircase' }, reserve: 0, afterDeal: [] },
  stock: { draw: 3 }, redeal: { kind: 'turnWaste', limit: 'unlimited' }, scoring: 'none', options: [], ruleIds: {},
};
const defs: Record<string, VariantDefinition> = {
  sevenPiles,
  drawOneTwoPasses: { ...sevenPiles, id: 'draw-one', stock: { draw: 1 }, redeal: { kind: 'turnWaste', limit: 1 } },
  drawTwoNoRedeal: { ...sevenPiles, id: 'draw-two', stock: { draw: 2 }, redeal: null, tableau: { ...sevenPiles.tableau, whenEmpty: 'anyCard' } },
  anySuitRuns: { ...sevenPiles, id: 'any-suit', tableau: { ...sevenPiles.tableau, build: { direction: 'down', suit: 'any', wrap: false } } },
  reserveNoPlayBack: { ...sevenPiles, id: 'reserve', foundations: { ...sevenPiles.foundations, playBack: false }, deal: { ...sevenPiles.deal, reserve: 3 } },
  fansUpOrDown: {
    ...sevenPiles, id: 'fans', tableau: { count: 5, build: { direction: 'upOrDown', suit: 'any', wrap: false }, moveUnit: 'topCard', capacity: 3, whenEmpty: 'never', fans: true },
    stock: null, redeal: null,
  },
  fansInSuitFixedBase: {
    ...sevenPiles, id: 'fans-suit', foundations: { ...sevenPiles.foundations, baseFixed: true },
    tableau: { count: 5, build: { direction: 'down', suit: 'sameSuit', wrap: false }, moveUnit: 'topCard', capacity: null, whenEmpty: 'kingOnly', fans: true },
    stock: null, redeal: null,
  },
  upWithCapacity: { ...sevenPiles, id: 'up-cap', tableau: { ...sevenPiles.tableau, build: { direction: 'up', suit: 'alternateColour', wrap: true }, capacity: 4, whenEmpty: 'anyCard' } },
};
const rulesOf = (def: VariantDefinition): Rules => {
  const r = resolveRules(def);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const layout = (rules: Rules, l: Layout): GameState => {
  const s = positionFromLayout(rules, l);
  if (!s.ok) throw new Error(`${s.error} ${s.detail ?? ''}`);
  return s.value;
};
const replaysToWin = (rules: Rules, state: GameState, moves: readonly Move[]): boolean => {
  let s = state;
  for (const m of moves) {
    const r = applyMove(rules, s, m);
    if (!r.ok) return false;
    s = r.value;
  }
  return isWon(s);
};

/** Every position reachable through the engine's own moves, searched for a win (small positions only). */
const exhaustive = (rules: Rules, start: GameState): boolean => {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const s = stack.pop()!;
    if (isWon(s)) return true;
    // The redeal counter only matters while it can still run out.
    const key = JSON.stringify([s.tableau, s.foundations, s.stock, s.waste, s.reserve, rules.redeal?.limit === 'unlimited' ? 0 : s.redeals]);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const m of legalMoves(rules, s)) stack.push(playUnchecked(rules, s, m));
  }
  return false;
};

/**
 * A random small position: the Aces to `top` of the given suits, dealt into piles (some cards face down, covered
 * face-up cards included), a stock and a reserve.
 */
const smallPosition = (rules: Rules, seed: number, top: number, suits = 'CDHS', stockMax = 7, founded = 0): GameState => {
  const rankCodes = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, top);
  const codes = rankCodes.flatMap((r) => [...suits].map((s) => r + s));
  const [cards] = shuffle(codes.map((_, i) => i), seed);
  let rng = seed;
  const rand = (n: number) => { const [u, next] = nextUint32(rng); rng = next; return u % n; };
  // Up to `founded` low cards of each suit start on its foundation (a game under way, with cards to play back).
  const foundations = [...suits].map((s) => rankCodes.slice(0, rand(founded + 1)).map((r) => r + s));
  const deck = cards.map((i) => codes[i]!).filter((c) => !foundations.flat().includes(c));
  const reserve = deck.splice(0, rules.deal.reserve);
  const stock = rules.stock ? deck.splice(0, rand(Math.min(stockMax, deck.length))) : [];
  const cap = rules.tableau.capacity ?? 99;
  const tableau: string[][] = Array.from({ length: rules.tableau.count }, () => []);
  for (const [i, code] of deck.entries()) {
    let p = i % tableau.length;
    while (tableau[p]!.length >= cap) p = (p + 1) % tableau.length;
    tableau[p]!.push(code);
  }
  // Cover some cards, never the top one; with fans everything stays face up.
  const faceDown = rules.tableau.moveUnit === 'faceUpRun';
  const piles = tableau.map((p) => p.map((c, i) => (faceDown && i < p.length - 1 && rand(3) > 0 ? `#${c}` : c)));
  return layout(rules, { tableau: piles, stock, reserve, ...(founded > 0 ? { foundations } : {}) });
};

describe('solve', () => {
  const rules = rulesOf(sevenPiles);

  it('wins a position one foundation move from the end, with a replayable line', () => {
    const run = (suit: string, upTo: number) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, upTo).map((r) => r + suit);
    const s = layout(rules, { tableau: [['KS'], [], [], []], foundations: [run('C', 13), run('D', 13), run('H', 13), run('S', 12)] });
    const r = solve(rules, s);
    expect(r.outcome).toBe('won');
    expect(r.moves).toEqual([{ kind: 'move', from: { zone: 'tableau', index: 0 }, to: { zone: 'foundation', index: 3 }, count: 1 }]);
  });

  it('wins through the stock, spelling out draws and redeals', () => {
    const s = layout(rules, { tableau: [['3D'], ['2C'], [], []], stock: ['AD', '2D', 'AC', '3C'], waste: [] });
    const r = solve(rules, s);
    expect(r.outcome).toBe('won');
    expect(r.moves!.some((m) => m.kind === 'draw')).toBe(true);
    expect(replaysToWin(rules, s, r.moves!)).toBe(true);
  });

  it('proves a loss when a card is buried under a higher card of its own suit and nothing moves', () => {
    const s = layout(rules, { tableau: [['AH', '2H'], [], [], []] });
    expect(solve(rules, s)).toMatchObject({ outcome: 'lost', moves: null });
    const withStock = layout(rules, { tableau: [['AH', '3H'], ['#2H', 'QC'], [], []], stock: ['KS', 'JD'] });
    expect(solve(rules, withStock).outcome).toBe('lost');
  });

  it('answers unknown when the node budget or the time runs out, and when cancelled', () => {
    const wide = rulesOf({ ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 } });
    const s = newDeal(wide, 1);
    expect(solve(wide, s, { maxNodes: 5000 }).nodes).toBe(5000);
    expect(solve(wide, s, { maxNodes: 1 })).toMatchObject({ outcome: 'unknown', stop: 'nodes', nodes: 1 });
    const controller = new AbortController();
    controller.abort();
    expect(solve(wide, s, { signal: controller.signal })).toMatchObject({ outcome: 'unknown', stop: 'cancelled' });
    expect(solve(wide, s, { shouldStop: () => true })).toMatchObject({ outcome: 'unknown', stop: 'cancelled' });
    expect(solve(wide, s, { timeMs: 0 })).toMatchObject({ outcome: 'unknown', stop: 'time' });
  });

  // Where no safe rule is proved (fans built up or down), the probes never play a card back and some play every
  // foundation move at once; only the main search, which keeps every move, may answer a loss. Here the Ace of
  // hearts must first take the 2 of clubs off the Ace of clubs: sent up at once, it leaves the 2 nowhere to go.
  it('wins a fan position that greedy foundation moves would lose', () => {
    const fans = rulesOf(defs.fansUpOrDown!);
    const s = layout(fans, { tableau: [['AH'], ['AC', '2C'], [], [], []] });
    const got = solve(fans, s);
    expect(got.outcome).toBe('won');
    expect(replaysToWin(fans, s, got.moves!)).toBe(true);
    expect(got.moves![0]).toMatchObject({ kind: 'move', from: { zone: 'tableau', index: 1 }, to: { zone: 'tableau', index: 0 } });
  });

  // Here an Ace must come back from its foundation onto the 2 of hearts to take the 2 of clubs.
  it('wins a fan position that needs a card played back', () => {
    const fans = rulesOf(defs.fansUpOrDown!);
    const s = layout(fans, { tableau: [['AC', '2C'], ['2H'], [], [], []], foundations: [['AS'], ['AH'], [], []] });
    const got = solve(fans, s);
    expect(got.outcome).toBe('won');
    expect(replaysToWin(fans, s, got.moves!)).toBe(true);
    expect(got.moves!.some((m) => m.kind === 'move' && m.from.zone === 'foundation')).toBe(true);
  });

  it('stays correct when the transposition table is tiny and forgets positions', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = smallPosition(rules, seed, 5);
      const full = solve(rules, s), tiny = solve(rules, s, { memoryMB: 0.0001 });
      expect(tiny.outcome).toBe(full.outcome);
    }
  });

  // How many losses DeadEnds proved on the small positions below, per definition: it must prove some to be tested.
  const deadEndProofs: Record<string, number> = {};

  // The heart of the matter: every shortcut the search takes (stock macros, safe foundation moves, floating
  // runs, interchangeable piles) must agree with a plain search over the engine's own moves.
  // Twelve cards: three ranks of four suits, and (longer runs, twin parents) four ranks of three suits; then five
  // ranks of three suits with some low cards already on the foundations (a game under way).
  it.each(Object.keys(defs))('agrees with an exhaustive search over engine moves on small positions (%s)', (name) => {
    const r = rulesOf(defs[name]!);
    let won = 0, lost = 0;
    for (const [ranks, suits, founded] of [[3, 'CDHS', 0], [4, 'CHS', 0], [5, 'CHS', 2]] as const) {
      for (let seed = 1; seed <= 10; seed++) {
        const s = smallPosition(r, seed * 7919, ranks, suits, 7, founded);
        const truth = exhaustive(r, s);
        const got = solve(r, s);
        if (new DeadEnds(new SolverBoard(r, s)).provedLost()) {
          deadEndProofs[name] = (deadEndProofs[name] ?? 0) + 1;
          expect(truth, `DeadEnds called a winnable position lost (seed ${seed})`).toBe(false);
        }
        if (got.outcome === 'won') expect(replaysToWin(r, s, got.moves!)).toBe(true);
        // The main search alone must agree too: a loss it proves must not come from a reduction that cut a win.
        const mainOnly = solveWith(r, s, {}, { floating: true, dominance: true, probes: false, deadEnds: false });
        const where = s.tableau.map((p) => p.map((c) => (c.up ? '' : '#') + cardCode(c.card)).join(' ')).join(' | ');
        expect(got.outcome, `${ranks} ranks, seed ${seed}: ${where}`).toBe(truth ? 'won' : 'lost');
        expect(mainOnly.outcome, `main search, ${ranks} ranks, seed ${seed}: ${where}`).toBe(truth ? 'won' : 'lost');
        if (truth) won++; else lost++;
      }
    }
    // The sample must contain both answers to mean anything.
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });

  it('proves some of those losses without searching', () => {
    expect(Object.values(deadEndProofs).reduce((a, b) => a + b, 0)).toBeGreaterThan(30);
  });

  // Positions too big for the exhaustive search: the floating runs and the dominance checked against the
  // solver's own plain search, which the test above checks against the engine.
  // (Seeds 14 and 21 are positions where a card in a run has to be uncovered for the foundation.)
  const seeds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  it.each([['sevenPiles', 8, seeds(1, 30)], ['anySuitRuns', 5, seeds(20, 30)]] as const)('agrees with its plain search on mid-size positions (%s)', (name, ranks, list) => {
    const r = rulesOf({ ...defs[name]!, tableau: { ...defs[name]!.tableau, count: 5 } });
    let decided = 0;
    for (const seed of list) {
      const s = smallPosition(r, seed * 7919, ranks, 'CDHS', 9);
      const fast = solve(r, s, { maxNodes: 1e6 });
      const plain = solveWith(r, s, { maxNodes: 1e6 }, { floating: false, dominance: false, probes: false, deadEnds: false });
      if (fast.outcome === 'unknown' || plain.outcome === 'unknown') continue;
      decided++;
      expect(fast.outcome, `seed ${seed}`).toBe(plain.outcome);
    }
    expect(decided).toBeGreaterThan(list.length / 2);
  });

  // Whole deals exercise what small positions cannot (long lines, many undos); `solve` replays every win it
  // returns through `applyMove` and throws on an illegal line, and the test replays it once more.
  it.each([
    ['seven piles, draw 3', { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 } }],
    ['seven piles, draw 1', { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 }, stock: { draw: 1 } }],
    ['rows with covered cards', { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 }, deal: { ...sevenPiles.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } } }],
    ['fans', { ...defs.fansUpOrDown!, tableau: { ...defs.fansUpOrDown!.tableau, count: 18 }, deal: { ...sevenPiles.deal, tableau: { kind: 'fans', size: 3 }, afterDeal: ['kingsToBottom'] } }],
  ] as [string, VariantDefinition][])('plays legal winning lines on whole deals (%s)', (_, def) => {
    const r = rulesOf(def);
    let won = 0;
    for (let deal = 1; deal <= 25; deal++) {
      const s = newDeal(r, deal);
      const got = solve(r, s, { maxNodes: 150_000 });
      if (got.outcome === 'won') { won++; expect(replaysToWin(r, s, got.moves!)).toBe(true); }
    }
    expect(won).toBeGreaterThan(5);
  });
});
