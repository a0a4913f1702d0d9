// Test support, not part of the package (lint treats `testing.ts` as tests): the checks that the fast tier
// (`*.test.ts`) runs on a sample and the slow tier (`*.slow.test.ts`) in full, written once so both tiers check
// the same things: the solver against an exhaustive search over engine moves, against its own plain search, on
// whole deals, and against the native solvers' results on the benchmark deals of bench/data.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  applyMove,
  cardCode,
  cellCount,
  dealFromDeck,
  type GameState,
  isWon,
  legalMoves,
  type Move,
  newDeal,
  nextUint32,
  parseCard,
  playUnchecked,
  type Rules,
  shuffle,
  type VariantDefinition,
} from '@solitaire/engine';
import { at, baseDef, rulesFor } from '@solitaire/engine/testing';
import { athena, canfield, klondike, scorpion, simpleSimon, spider, yukon } from '@solitaire/variants';
import { solve, solveWith } from './solve.js';
import { SolverBoard } from './board/solverBoard.js';
import { DeadEnds } from './proofs/deadEnds.js';
import { DealtOrderProof } from './proofs/dealtOrderProof.js';
import type { SliceEnd } from './searches/searcher.js';

/** Test-local definitions: the engine knows no game, so these only exercise vocabulary combinations. */
export const sevenPiles: VariantDefinition = {
  id: 'seven-piles',
  nameKey: 'x',
  source: 'test',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 4,
    build: { direction: 'down', suit: 'alternateColour', wrap: false },
    moveUnit: 'faceUpRun',
    capacity: null,
    whenEmpty: 'kingOnly',
    fans: false,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'staircase' }, reserve: 0, afterDeal: [] },
  stock: { draw: 3 },
  redeal: { kind: 'turnWaste', limit: 'unlimited' },
  scoring: 'none',
  options: [],
  ruleIds: {},
};

/** Four fans built up or down in any suit, three cards at most, no stock: no safe foundation rule is proved. */
export const fansOfThree: VariantDefinition = {
  ...baseDef,
  tableau: {
    count: 4,
    build: { direction: 'upOrDown', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: 3,
    whenEmpty: 'never',
    fans: true,
  },
  deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 3 } },
  stock: null,
  redeal: null,
  options: [],
};

/**
 * FreeCell's kind of rules in small: three piles built down in alternating colours, runs carried through two free
 * cells and the empty piles, no stock (with a fourth pile, nearly every small position is won).
 */
export const cellsAltColour: VariantDefinition = {
  ...sevenPiles,
  id: 'cells-alt-colour',
  foundations: { ...sevenPiles.foundations, playBack: false },
  tableau: {
    count: 3,
    build: { direction: 'down', suit: 'alternateColour', wrap: false },
    moveUnit: 'carriedRun',
    capacity: null,
    whenEmpty: 'anyCard',
    fans: false,
  },
  deal: { ...sevenPiles.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up'] } },
  cells: { count: 2, dealt: 0 },
  stock: null,
  redeal: null,
};

/** Rule combinations the solver's shortcuts must all get right, by name. */
export const defs: Record<string, VariantDefinition> = {
  sevenPiles,
  drawOneTwoPasses: { ...sevenPiles, id: 'draw-one', stock: { draw: 1 }, redeal: { kind: 'turnWaste', limit: 1 } },
  drawTwoNoRedeal: {
    ...sevenPiles,
    id: 'draw-two',
    stock: { draw: 2 },
    redeal: null,
    tableau: { ...sevenPiles.tableau, whenEmpty: 'anyCard' },
  },
  anySuitRuns: {
    ...sevenPiles,
    id: 'any-suit',
    tableau: { ...sevenPiles.tableau, build: { direction: 'down', suit: 'any', wrap: false } },
  },
  reserveNoPlayBack: {
    ...sevenPiles,
    id: 'reserve',
    foundations: { ...sevenPiles.foundations, playBack: false },
    deal: { ...sevenPiles.deal, reserve: 3 },
  },
  fansUpOrDown: {
    ...sevenPiles,
    id: 'fans',
    tableau: {
      count: 5,
      build: { direction: 'upOrDown', suit: 'any', wrap: false },
      moveUnit: 'topCard',
      capacity: 3,
      whenEmpty: 'never',
      fans: true,
    },
    stock: null,
    redeal: null,
  },
  fansInSuitFixedBase: {
    ...sevenPiles,
    id: 'fans-suit',
    foundations: { ...sevenPiles.foundations, baseFixed: true },
    tableau: {
      count: 5,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      moveUnit: 'topCard',
      capacity: null,
      whenEmpty: 'kingOnly',
      fans: true,
    },
    stock: null,
    redeal: null,
  },
  // La Belle Lucie's kind: a redeal shuffles the cards left in the piles with the position's random state.
  fansShuffled: {
    ...sevenPiles,
    id: 'fans-shuffled',
    deal: { ...sevenPiles.deal, tableau: { kind: 'fans', size: 13 } },
    tableau: {
      count: 4,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      moveUnit: 'topCard',
      capacity: null,
      whenEmpty: 'never',
      fans: true,
    },
    stock: null,
    redeal: { kind: 'shuffleTableau', limit: 2 },
  },
  cellsAltColour,
  // Eight Off's kind: built in suit, an empty pile takes only a King, so empty piles carry nothing.
  cellsSameSuitKings: {
    ...cellsAltColour,
    id: 'cells-suit-kings',
    tableau: {
      ...cellsAltColour.tableau,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      whenEmpty: 'kingOnly',
    },
  },
  // One cell, and foundation cards played back (the safe rule must still hold).
  cellPlayBack: {
    ...cellsAltColour,
    id: 'cell-play-back',
    foundations: { ...cellsAltColour.foundations, playBack: true },
    cells: { count: 1, dealt: 0 },
  },
  // Yukon's kind: any face-up card moves with every card on it, in sequence or not; Kings only to empty piles.
  groupsAltColour: {
    ...sevenPiles,
    id: 'groups-alt-colour',
    tableau: { ...sevenPiles.tableau, moveUnit: 'faceUpGroup' },
    stock: null,
    redeal: null,
  },
  // Russian Solitaire's kind, in suit, with any card to an empty pile and no play-back.
  groupsSuitAnyCard: {
    ...sevenPiles,
    id: 'groups-suit-any',
    foundations: { ...sevenPiles.foundations, playBack: false },
    tableau: {
      ...sevenPiles.tableau,
      count: 3,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      moveUnit: 'faceUpGroup',
      whenEmpty: 'anyCard',
    },
    stock: null,
    redeal: null,
  },
  // Canfield's unit without its wrap: the top card or the whole pile, onto foundations from the Ace.
  wholePiles: {
    ...sevenPiles,
    id: 'whole-piles',
    foundations: { ...sevenPiles.foundations, playBack: false },
    tableau: { ...sevenPiles.tableau, count: 3, moveUnit: 'cardOrPile', whenEmpty: 'anyCard' },
  },
  // A reserve that refills emptied piles, with runs, Kings only once it is used up, and play-back.
  reserveRefills: {
    ...sevenPiles,
    id: 'reserve-refills',
    tableau: { ...sevenPiles.tableau, refillFromReserve: true },
    deal: { ...sevenPiles.deal, reserve: 3 },
  },
  upWithCapacity: {
    ...sevenPiles,
    id: 'up-cap',
    tableau: {
      ...sevenPiles.tableau,
      build: { direction: 'up', suit: 'alternateColour', wrap: true },
      capacity: 4,
      whenEmpty: 'anyCard',
    },
  },
};

/** Draws from a fixed seed: each call, a number below `n`. */
const randomBelow = (seed: number): ((n: number) => number) => {
  let rng = seed;
  return (n) => {
    const [u, next] = nextUint32(rng);
    rng = next;
    return u % n;
  };
};

/**
 * Canfield's rules in small (three piles, a reserve of three): foundations from a dealt base rank that go on from
 * King to Ace, builds down in alternating colours that wrap (a King on an Ace), the top card or the whole pile moved,
 * and a reserve that refills an emptied pile at once (any card once it is used up).
 */
const canfieldLike: VariantDefinition = {
  ...canfield,
  id: 'canfield-like',
  tableau: { ...canfield.tableau, count: 3 },
  deal: { ...canfield.deal, reserve: 3 },
  options: [],
};

/** Rule combinations of a dealt base, wrapping builds, whole piles and the reserve's refills, by name. */
export const wrapDefs: Record<string, VariantDefinition> = {
  canfieldLike,
  canfieldDrawOneOnePass: {
    ...canfieldLike,
    id: 'canfield-draw-one',
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  // Runs in suit with the refills, Kings only once the reserve is used up, and foundation cards played back.
  refilledRunsPlayBack: {
    ...canfieldLike,
    id: 'refilled-runs',
    foundations: { ...canfieldLike.foundations, playBack: true },
    tableau: {
      ...canfieldLike.tableau,
      build: { direction: 'down', suit: 'sameSuit', wrap: true },
      moveUnit: 'faceUpRun',
      whenEmpty: 'kingOnly',
    },
    stock: null,
    redeal: null,
  },
};

/**
 * The shapes of the wrapped checks: a window of ranks running past the King (its first rank the base, on the
 * foundation of the first suit), suits, and up to how many more cards of each suit start on the foundations.
 */
export const wrapShapes: readonly Shape[] = [
  ['JQKA', 'CDHS', 0],
  ['QKA2', 'CHS', 0],
  ['TJQKA', 'CHS', 2],
];

/**
 * A random small position under wrapping foundations: the cards of `window` (rank codes, the first one the base
 * rank) in `suits`, the base card of the first suit on its foundation (with up to `founded` more of each suit),
 * then a reserve, a stock and face-up piles dealt as `smallPosition` deals them.
 */
const wrappedPosition = (rules: Rules, seed: number, window: string, suits: string, founded: number): GameState => {
  const codes = [...window].flatMap((r) => [...suits].map((s) => r + s));
  const rand = randomBelow(seed);
  const foundations = [...suits].map((s, i) =>
    [...window].slice(0, (i === 0 ? 1 : 0) + rand(founded + 1)).map((r) => r + s),
  );
  const [order] = shuffle(
    codes.map((_, i) => i),
    seed,
  );
  const deck = order.map((i) => codes[i]!).filter((c) => !foundations.flat().includes(c));
  const reserve = deck.splice(0, rules.deal.reserve);
  const stock = rules.stock ? deck.splice(0, rand(Math.min(7, deck.length))) : [];
  const tableau: string[][] = Array.from({ length: rules.tableau.count }, () => []);
  for (const [i, code] of deck.entries()) tableau[i % tableau.length]!.push(code);
  return at(rules, { tableau, stock, reserve, foundations });
};

/**
 * Two decks, whose copies of a card are twins (see `twinClasses`), on shapes of their own (`twinShapes`): their
 * foundations are built in alternating colours, so the one-deck shapes' suit foundations do not fit them.
 */
export const twinDefs: Record<string, VariantDefinition> = {
  twoDecksColourFoundations: {
    ...sevenPiles,
    id: 'two-decks',
    decks: 2,
    foundations: { count: 8, build: 'alternateColour', playBack: true, baseFixed: false },
  },
  twoDecksNeverRefilled: {
    ...sevenPiles,
    id: 'two-decks-never',
    decks: 2,
    foundations: { count: 8, build: 'alternateColour', playBack: true, baseFixed: false },
    tableau: { ...sevenPiles.tableau, count: 5, whenEmpty: 'never' },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  twoDecksSuitFoundations: {
    ...sevenPiles,
    id: 'two-decks-suit',
    decks: 2,
    foundations: { count: 8, build: 'sameSuit', playBack: false, baseFixed: false },
  },
};

/**
 * Small two-deck positions: a suit named twice is dealt from both decks, and two suits of one colour are twins
 * where only colour counts. As many red cards as black, or colour foundations could never all be built.
 */
export const twinShapes: readonly Shape[] = [
  [3, 'HSHS', 0],
  [3, 'DSHC', 0],
  [5, 'HS', 0],
];

const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** The Ace to `upTo` of one suit, as card codes. */
export const suitRun = (suit: string, upTo: number): string[] => RANK_CODES.slice(0, upTo).map((r) => r + suit);

/** The engine moves of the line a solver board holds (a search's board after a win), from `state`. */
export const boardLine = (board: SolverBoard, rules: Rules, state: GameState): Move[] => {
  const fresh = new SolverBoard(rules, state);
  return Array.from(board.moveAtPly.subarray(0, board.plies)).flatMap((m) => {
    const out = fresh.engineMoves(m);
    fresh.apply(m);
    return out;
  });
};

/** Whether `moves` replay from `state` through `applyMove` and end in a win. */
export const replaysToWin = (rules: Rules, state: GameState, moves: readonly Move[]): boolean => {
  let s = state;
  for (const m of moves) {
    const r = applyMove(rules, s, m);
    if (!r.ok) return false;
    s = r.value;
  }
  return isWon(rules, s);
};

/**
 * Every position reachable through the engine's own moves, searched for a win: true or false, or null when it
 * finds more than `maxStates` distinct positions before deciding (the position is then too big for a test tier).
 * `allowed` leaves out the moves it refuses (to show that a win needs some kind of move).
 */
export const exhaustive = (
  rules: Rules,
  start: GameState,
  maxStates = Number.POSITIVE_INFINITY,
  allowed: (m: Move) => boolean = () => true,
): boolean | null => {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const s = stack.pop()!;
    if (isWon(rules, s)) return true;
    // The redeal counter only matters while it can still run out; the random state, only to a redeal that shuffles.
    const key = JSON.stringify([
      s.tableau,
      s.foundations,
      s.stock,
      s.waste,
      s.reserve,
      s.cells,
      rules.redeal?.limit === 'unlimited' ? 0 : s.redeals,
      rules.redeal?.kind === 'shuffleTableau' ? s.rng : 0,
    ]);
    if (seen.has(key)) continue;
    if (seen.size >= maxStates) return null;
    seen.add(key);
    for (const m of legalMoves(rules, s)) if (allowed(m)) stack.push(playUnchecked(rules, s, m));
  }
  return false;
};

/**
 * A random small position: the Aces to `top` of the given suits, dealt into piles (some cards face down, covered
 * face-up cards included), a stock, a reserve and some of the free cells.
 */
export const smallPosition = (
  rules: Rules,
  seed: number,
  top: number,
  suits = 'CDHS',
  stockMax = 7,
  founded = 0,
): GameState => {
  const rankCodes = RANK_CODES.slice(0, top);
  const codes = rankCodes.flatMap((r) => [...suits].map((s) => r + s));
  const [cards] = shuffle(
    codes.map((_, i) => i),
    seed,
  );
  const rand = randomBelow(seed);
  // Up to `founded` low cards of each suit start on its foundation (a game under way, with cards to play back).
  const foundations = [...suits].map((s) => rankCodes.slice(0, rand(founded + 1)).map((r) => r + s));
  const deck = cards.map((i) => codes[i]!).filter((c) => !foundations.flat().includes(c));
  const reserve = deck.splice(0, rules.deal.reserve);
  const stock = rules.stock ? deck.splice(0, rand(Math.min(stockMax, deck.length))) : [];
  const cells = cellCount(rules) > 0 ? deck.splice(0, rand(cellCount(rules) + 1)) : [];
  const cap = rules.tableau.capacity ?? 99;
  const tableau: string[][] = Array.from({ length: rules.tableau.count }, () => []);
  for (const [i, code] of deck.entries()) {
    let p = i % tableau.length;
    while (tableau[p]!.length >= cap) p = (p + 1) % tableau.length;
    tableau[p]!.push(code);
  }
  // Cover some cards, never the top one; with fans everything stays face up.
  const faceDown = rules.tableau.moveUnit === 'faceUpRun' || rules.tableau.moveUnit === 'faceUpGroup';
  const piles = tableau.map((p) => p.map((c, i) => (faceDown && i < p.length - 1 && rand(3) > 0 ? `#${c}` : c)));
  return at(rules, {
    tableau: piles,
    stock,
    reserve,
    ...(founded > 0 ? { foundations } : {}),
    ...(cells.length > 0 ? { cells } : {}),
  });
};

/**
 * A shape of small position: ranks (the Ace to this rank, or a window of rank codes for `wrappedPosition`), suits,
 * and up to how many low cards of each suit start on its foundation.
 */
type Shape = readonly [ranks: number | string, suits: string, founded: number];

/**
 * The shapes of the agreement checks: twelve cards (three ranks of four suits; four ranks of three suits, for
 * longer runs and twin parents), then five ranks of three suits with some low cards already on the foundations
 * (a game under way).
 */
export const smallShapes: readonly Shape[] = [
  [3, 'CDHS', 0],
  [4, 'CHS', 0],
  [5, 'CHS', 2],
];

/** Seeds 1 to n. */
export const seedsTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** The small positions of the agreement checks: each of `seeds` in each shape. */
export const smallPositions = (
  rules: Rules,
  seeds: readonly number[],
  shapes = smallShapes,
): { readonly label: string; readonly state: GameState }[] =>
  shapes.flatMap(([ranks, suits, founded]) =>
    seeds.map((seed) => ({
      label: `${ranks} ranks, seed ${seed}`,
      state:
        typeof ranks === 'string'
          ? wrappedPosition(rules, seed * 7919, ranks, suits, founded)
          : smallPosition(rules, seed * 7919, ranks, suits, 7, founded),
    })),
  );

/** The tableau of a position in card codes (`#` marks a face-down card), for failure messages. */
const tableauText = (s: GameState): string =>
  s.tableau.map((p) => p.map((c) => (c.up ? '' : '#') + cardCode(c.card)).join(' ')).join(' | ');

/**
 * The heart of the matter: every shortcut the search takes (stock macros, safe foundation moves, floating runs,
 * interchangeable piles, `DeadEnds`) must agree with a plain search over the engine's own moves. Checks `solve`,
 * its main search alone (a loss it proves must not come from a reduction that cut a win) and `DeadEnds` on the
 * small positions of `name` (`seeds` of `shapes`) whose exhaustive search needs at most `maxStates` positions;
 * returns how many of them were won and lost.
 */
export const checkSmallPositions = (
  name: string,
  seeds: readonly number[],
  maxStates = Number.POSITIVE_INFINITY,
  shapes = smallShapes,
): { won: number; lost: number } => {
  const r = rulesFor(defs[name] ?? twinDefs[name] ?? wrapDefs[name]!);
  return checkPositions(
    smallPositions(r, seeds, shapes).map((p) => ({ ...p, rules: r })),
    maxStates,
  );
};

/**
 * `checkSmallPositions` on positions that each bring their own rules: `solve`, its main search alone and
 * `DeadEnds` held to the exhaustive search on those it settles within `maxStates`; returns how many were won and lost.
 */
export const checkPositions = (
  positions: readonly { readonly label: string; readonly rules: Rules; readonly state: GameState }[],
  maxStates: number,
): { won: number; lost: number } => {
  let won = 0,
    lost = 0;
  for (const { label, rules: r, state: s } of positions) {
    const truth = exhaustive(r, s, maxStates);
    if (truth === null) continue;
    const where = `${label}: ${tableauText(s)}`;
    if (new DeadEnds(new SolverBoard(r, s)).provedLost())
      expect(truth, `DeadEnds called a winnable position lost (${where})`).toBe(false);
    const got = solve(r, s);
    if (got.outcome === 'won') expect(replaysToWin(r, s, got.moves!)).toBe(true);
    const mainOnly = solveWith(
      r,
      s,
      {},
      { floating: true, dominance: true, probes: false, deadEnds: false, beams: false },
    );
    expect(got.outcome, where).toBe(truth ? 'won' : 'lost');
    expect(mainOnly.outcome, `main search, ${where}`).toBe(truth ? 'won' : 'lost');
    if (truth) won++;
    else lost++;
  }
  return { won, lost };
};

/**
 * Random small positions under Shamrocks' kind of rules (fans of three built up or down in any suit, never
 * refilled, top cards only, foundation cards played back), drawn from a fixed seed: each with its own ranks
 * (3 to 6), suits (2 to 4), low cards already on the foundations (0 to 2 a suit) and fans (just enough for its
 * cards, or one more, so that room is short as in a deal). The fixed shapes of `smallShapes` leave room to spare
 * and are nearly all won; these lose often enough to catch a reduction that cuts a win.
 */
export const randomFanPositions = (
  seed: number,
  count: number,
): { label: string; rules: Rules; state: GameState }[] => {
  const rand = randomBelow(seed);
  const fans = defs.fansUpOrDown!;
  return Array.from({ length: count }, (_, i) => {
    const ranks = 3 + rand(4),
      suits = 'CDHS'.slice(0, 2 + rand(3));
    const piles = Math.ceil((ranks * suits.length) / 3) + rand(2);
    const rules = rulesFor({ ...fans, tableau: { ...fans.tableau, count: piles } });
    const dealSeed = rand(1e9);
    return {
      label: `random fans #${i} (${ranks} ranks, ${suits}, ${piles} fans, seed ${dealSeed})`,
      rules,
      state: smallPosition(rules, dealSeed, ranks, suits, 0, rand(3)),
    };
  });
};

/** Spider's rules in small: one deck on a few piles, a row dealt from the stock onto every pile while none is empty. */
const spiderLike: VariantDefinition = {
  ...spider,
  id: 'spider-like',
  decks: 1,
  foundations: { ...spider.foundations, count: 4 },
  options: [],
};

/**
 * The Spider family's rule combinations in small, by name: one-suit runs of any-suit builds and complete runs
 * going up whole, with no stock (Simple Simon), with rows dealt (refused while a pile is empty, or not), in one suit
 * (four copies of each card: twins), and Scorpion's groups built in suit with Kings to empty piles and a short stock.
 */
const runDefs: Record<string, VariantDefinition> = {
  simpleSimonLike: { ...simpleSimon, id: 'simple-simon-like', options: [] },
  spiderLike,
  spiderOneSuit: { ...spiderLike, id: 'spider-one-suit', suits: 1 },
  rowsOnEmptyPiles: { ...spiderLike, id: 'rows-on-empty', stock: { draw: 1, dealsTo: 'tableau' } },
  scorpionLike: { ...scorpion, id: 'scorpion-like', options: [] },
};

/**
 * Random small positions of the Spider family (`runDefs` in turn), drawn from a fixed seed: three or four piles and
 * one or two suits (in one suit, two copies of it), each suit's high cards from the King down already in one run or
 * two, its low cards (`lowest` to three more) and the stock's cards alone, all laid at random, the lowest cards of
 * some piles face down where the rules deal any. Complete runs need every rank, so the runs already built keep the
 * positions small enough for the exhaustive search.
 */
export const runPositions = (
  seed: number,
  count: number,
  lowest = 3,
): { label: string; rules: Rules; state: GameState }[] => {
  const rand = randomBelow(seed);
  const names = Object.keys(runDefs);
  return Array.from({ length: count }, (_, i) => {
    const name = names[i % names.length]!,
      def = runDefs[name]!;
    const piles = 3 + rand(2);
    // The deal pattern is the full game's; these positions are laid out by hand.
    const deal = { ...def.deal, tableau: { kind: 'rows', rows: ['up'] } } as const;
    const rules = rulesFor({ ...def, tableau: { ...def.tableau, count: piles }, deal });
    const suits = def.suits === 1 ? ['S', 'SS'][rand(2)]! : ['S', 'SH', 'HC'][rand(3)]!;
    const blocks: string[][] = [];
    for (const suit of suits) {
      const low = lowest + rand(4),
        high = RANK_CODES.slice(low)
          .reverse()
          .map((r) => r + suit),
        split = rand(2) === 0 ? high.length : 1 + rand(high.length - 1);
      blocks.push(high.slice(0, split));
      if (split < high.length) blocks.push(high.slice(split));
      for (const r of RANK_CODES.slice(0, low)) blocks.push([r + suit]);
    }
    const [order] = shuffle(
      blocks.map((_, j) => j),
      rand(1e9),
    );
    const shuffled = order.map((j) => blocks[j]!);
    const stock: string[] = [];
    if (rules.stock)
      for (let k = rand(2 * piles + 1), j = shuffled.length - 1; k > 0 && j >= 0; j--)
        if (shuffled[j]!.length === 1) {
          stock.push(...shuffled.splice(j, 1)[0]!);
          k--;
        }
    const tableau: string[][] = Array.from({ length: piles }, () => []);
    for (const block of shuffled) tableau[rand(piles)]!.push(...block);
    const covers = def.deal.tableau.kind !== 'piles' || def.deal.tableau.faceDown.some((n) => n > 0);
    const laid = tableau.map((p) => {
      const down = covers && p.length > 1 ? rand(p.length) : 0;
      return p.map((c, k) => (k < down ? `#${c}` : c));
    });
    return { label: `${name} #${i} (${suits}, ${piles} piles)`, rules, state: at(rules, { tableau: laid, stock }) };
  });
};

/** `DealtOrderProof` run to its end on a position: `lost`, or `done` when it can never settle it. */
export const dealtOrderVerdict = (rules: Rules, state: GameState): SliceEnd => {
  const proof = new DealtOrderProof(new SolverBoard(rules, state), 16 * 2 ** 20);
  const r = proof.run(Number.POSITIVE_INFINITY, () => false);
  proof.release();
  return r;
};

/**
 * `DealtOrderProof` on `randomFanPositions`: every loss it proves must be one for the exhaustive search (positions
 * the exhaustive search cannot decide within `maxStates` are left out). Returns the losses it proved, those of
 * them `DeadEnds` does not prove, and the losses the exhaustive search found.
 */
export const checkFanPositions = (
  seeds: readonly number[],
  count: number,
  maxStates: number,
): { proofs: number; beyondDeadEnds: number; losses: number } => {
  let proofs = 0,
    beyondDeadEnds = 0,
    losses = 0;
  for (const seed of seeds) {
    for (const { label, rules, state } of randomFanPositions(seed, count)) {
      const truth = exhaustive(rules, state, maxStates);
      if (truth === null) continue;
      if (!truth) losses++;
      if (dealtOrderVerdict(rules, state) !== 'lost') continue;
      proofs++;
      expect(truth, label).toBe(false);
      if (!new DeadEnds(new SolverBoard(rules, state)).provedLost()) beyondDeadEnds++;
    }
  }
  return { proofs, beyondDeadEnds, losses };
};

/**
 * Positions too big for the exhaustive search: the floating runs and the dominance checked against the solver's
 * own plain search (which `checkSmallPositions` checks against the engine) on five piles of `ranks` ranks;
 * returns how many positions both searches decided within `maxNodes`.
 */
export const checkMidSize = (name: string, ranks: number, seeds: readonly number[], maxNodes = 1e6): number => {
  const r = rulesFor({ ...defs[name]!, tableau: { ...defs[name]!.tableau, count: 5 } });
  let decided = 0;
  for (const seed of seeds) {
    const s = smallPosition(r, seed * 7919, ranks, 'CDHS', 9);
    const fast = solve(r, s, { maxNodes });
    const plain = solveWith(
      r,
      s,
      { maxNodes },
      { floating: false, dominance: false, probes: false, deadEnds: false, fillsNext: false },
    );
    if (fast.outcome === 'unknown' || plain.outcome === 'unknown') continue;
    decided++;
    expect(fast.outcome, `seed ${seed}`).toBe(plain.outcome);
  }
  return decided;
};

/** Whole deals of rule combinations that small positions cannot exercise (long lines, many undos), by name. */
export const wholeDealDefs: [string, VariantDefinition][] = [
  ['seven piles, draw 3', { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 } }],
  ['seven piles, draw 1', { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 }, stock: { draw: 1 } }],
  [
    'rows with covered cards',
    {
      ...sevenPiles,
      tableau: { ...sevenPiles.tableau, count: 7 },
      deal: { ...sevenPiles.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } },
    },
  ],
  [
    'fans',
    {
      ...defs.fansUpOrDown!,
      tableau: { ...defs.fansUpOrDown!.tableau, count: 18 },
      deal: { ...sevenPiles.deal, tableau: { kind: 'fans', size: 3 }, afterDeal: ['kingsToBottom'] },
    },
  ],
  // Groups out of sequence: long lines of many-card moves, each undone exactly.
  ['yukon', yukon],
  // A dealt base, wrapping foundations and builds, whole piles and the reserve's refills.
  ['canfield', canfield],
];

/**
 * Solves deals 1 to `deals` of `def` within `maxNodes` each and replays every win once more (`solve` already
 * throws on a line that does not replay); returns how many were won.
 */
export const checkWholeDeals = (def: VariantDefinition, deals: number, maxNodes: number): number => {
  const r = rulesFor(def);
  let won = 0;
  for (let deal = 1; deal <= deals; deal++) {
    const s = newDeal(r, deal);
    const got = solve(r, s, { maxNodes });
    if (got.outcome === 'won') {
      won++;
      expect(replaysToWin(r, s, got.moves!), `deal ${deal}`).toBe(true);
    }
  }
  return won;
};

const bench = (name: string) => resolve(dirname(fileURLToPath(import.meta.url)), '../bench/data', name);

interface Deal {
  readonly id: number;
  readonly deck: readonly string[];
}
/** The benchmark deal sets (A: deals 1-50, B: 1001-1500), each deal a deck in dealing order. */
export const dealSets = (JSON.parse(readFileSync(bench('deals.json'), 'utf8')) as { sets: Record<string, Deal[]> })
  .sets;
/** The native solvers' results on those deals (columns deal,game,solver,result,solver_ms,cap_s). */
export const reference = readFileSync(bench('reference-results.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map(([deal, game, solver, result]) => ({ deal: Number(deal), game: game!, solver: solver!, result: result! }));

/** A benchmark deal laid out under `rules`. */
export const dealt = (rules: Rules, deal: Deal): GameState => {
  const cards = deal.deck.map((code) => {
    const c = parseCard(code);
    if (!c.ok) throw new Error(code);
    return c.value;
  });
  const s = dealFromDeck(rules, cards);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};

/**
 * The games the reference covers. Klondike rows are trusted both ways; Athena's reference cannot move a covered
 * face-up card with the card above it, so only its wins bind us (bench/data/README.md).
 */
export const benchGames = [
  { game: 'klondike-draw3', rules: rulesFor(klondike, { draw: 3 }), binding: ['won', 'lost'] },
  { game: 'klondike-draw1', rules: rulesFor(klondike, { draw: 1 }), binding: ['won', 'lost'] },
  { game: 'athena-draw3-unlimited', rules: rulesFor(athena), binding: ['won'] },
] as const;

/**
 * Solves the set-A deals of one game (all, or those numbered `from` to `to`) within `maxNodes` each (a node
 * budget keeps the answer the same on every machine), checks each decided deal against the binding reference
 * rows and replays each win; returns how many deals were decided.
 */
export const checkSetA = (
  { game, rules, binding }: (typeof benchGames)[number],
  maxNodes: number,
  from = 1,
  to = 50,
): number => {
  let decided = 0;
  for (const deal of dealSets.A!.filter((d) => d.id >= from && d.id <= to)) {
    const state = dealt(rules, deal);
    const r = solve(rules, state, { maxNodes });
    const rows = reference.filter(
      (x) => x.game === game && x.deal === deal.id && (binding as readonly string[]).includes(x.result),
    );
    if (r.outcome !== 'unknown') {
      decided++;
      for (const row of rows) expect(r.outcome, `deal ${deal.id}: ${row.solver} says ${row.result}`).toBe(row.result);
    }
    if (r.outcome === 'won') expect(replaysToWin(rules, state, r.moves!), `deal ${deal.id}`).toBe(true);
  }
  return decided;
};
