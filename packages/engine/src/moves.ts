import { type Card, KING, isRed, parseCard, rankOf, suitIndexOf } from './card.js';
import { dealTableau, kingsToBottom } from './deal.js';
import { playRemoval, removalRefusal, stockTopFree, withStockTopShown } from './discards.js';
import { shuffle } from './random.js';
import { type Result, err, ok } from './result.js';
import { type Rules, UNLIMITED } from './rules.js';
import {
  type GameState,
  type Pile,
  type PileCard,
  type PileRef,
  type Zone,
  pileAt,
  samePile,
  topOf,
  withPile,
  withTopUp,
  zones,
} from './state.js';
import { isUncovered, turnUpUncovered } from './table.js';

/**
 * A player's action: move cards between piles, deal from the stock, redeal, discard the top card of a pile, or remove
 * the top cards of two piles as a pair (both to the discard pile, under the rules' `discard`). Plain JSON.
 */
export type Move =
  | { readonly kind: 'move'; readonly from: PileRef; readonly to: PileRef; readonly count: number }
  | { readonly kind: 'draw' }
  | { readonly kind: 'redeal' }
  | { readonly kind: 'discard'; readonly from: PileRef }
  | { readonly kind: 'pair'; readonly first: PileRef; readonly second: PileRef };

/** Stable codes for every refusal; front ends translate them, the engine never speaks English. */
export const moveErrors = [
  'ERR_MALFORMED_MOVE',
  'ERR_NO_SUCH_PILE',
  'ERR_SAME_PILE',
  'ERR_BAD_COUNT',
  'ERR_EMPTY_SOURCE',
  'ERR_NOT_A_SOURCE',
  'ERR_FACE_DOWN',
  'ERR_TOP_CARD_ONLY',
  'ERR_NOT_A_RUN',
  'ERR_NOT_ONE_SUIT',
  'ERR_RUN_TOO_LONG',
  'ERR_CELL_FULL',
  'ERR_CELL_ONE_CARD',
  'ERR_NO_PLAY_BACK',
  'ERR_FOUNDATION_BASE_FIXED',
  'ERR_FOUNDATION_TO_FOUNDATION',
  'ERR_NOT_A_TARGET',
  'ERR_ONE_CARD_AT_A_TIME',
  'ERR_FOUNDATION_NEEDS_ACE',
  'ERR_FOUNDATION_BASE_RANK',
  'ERR_WHOLE_PILE_ONLY',
  'ERR_FOUNDATION_RUNS_ONLY',
  'ERR_FOUNDATION_SUIT',
  'ERR_FOUNDATION_COLOUR',
  'ERR_FOUNDATION_RANK',
  'ERR_TABLEAU_RANK',
  'ERR_TABLEAU_SUIT',
  'ERR_TABLEAU_COLOUR',
  'ERR_PILE_FULL',
  'ERR_EMPTY_NEEDS_KING',
  'ERR_EMPTY_PILE_CLOSED',
  'ERR_NO_STOCK',
  'ERR_STOCK_EMPTY',
  'ERR_DEAL_NEEDS_EVERY_PILE',
  'ERR_STOCK_NOT_EMPTY',
  'ERR_NO_REDEAL',
  'ERR_NO_REDEALS_LEFT',
  'ERR_NOTHING_TO_REDEAL',
  'ERR_CARD_COVERED',
  'ERR_NO_BUILDING',
  'ERR_NOTHING_ON_KING',
  'ERR_DISCARDS_ONLY',
  'ERR_NO_DISCARD',
  'ERR_NO_PAIRS',
  'ERR_NO_HIGHER_CARD',
  'ERR_PAIR_TOTAL',
  'ERR_FOUNDATION_STEP',
] as const;
/** A refusal code. */
export type MoveError = (typeof moveErrors)[number];

const stepUp = (low: Card, high: Card, wrap: boolean): boolean => {
  const a = rankOf(low),
    b = rankOf(high);
  return b === a + 1 || (wrap && a === KING && b === 1);
};

/** Why `card` may not be placed on `below` in the tableau, or null if it may (rank and suit only). */
export const tableauRefusal = (rules: Rules, below: Card, card: Card): MoveError | null => {
  const { direction, suit, wrap } = rules.tableau.build;
  if (direction === 'none') return 'ERR_NO_BUILDING';
  const rankOk =
    direction === 'down'
      ? stepUp(card, below, wrap)
      : direction === 'up'
        ? stepUp(below, card, wrap)
        : stepUp(card, below, wrap) || stepUp(below, card, wrap);
  if (!rankOk) return 'ERR_TABLEAU_RANK';
  if (suit === 'sameSuit' && suitIndexOf(card) !== suitIndexOf(below)) return 'ERR_TABLEAU_SUIT';
  if (suit === 'alternateColour' && isRed(card) === isRed(below)) return 'ERR_TABLEAU_COLOUR';
  return null;
};

/**
 * The rank every foundation of this position starts from: the Ace, or under a dealt base the rank of the card at
 * the bottom of the foundations (the deal placed it and it never leaves).
 */
export const foundationBase = (rules: Rules, state: GameState): number => {
  if (rules.foundations.base !== 'dealt') return 1;
  const based = state.foundations.find((f) => f.length > 0);
  return based ? rankOf(based[0]!.card) : 1;
};

/**
 * Why `card` may not go on a foundation whose top is `top` (undefined when empty), or null if it may; `base` is the
 * rank foundations start from (`foundationBase`). A wrapping foundation goes on from King to Ace and is full when
 * it would come back to its base.
 */
export const foundationRefusal = (rules: Rules, top: Card | undefined, card: Card, base = 1): MoveError | null => {
  if (rules.foundations.build === 'discard') return 'ERR_DISCARDS_ONLY';
  if (rules.foundations.build === 'rankStep') return rankStepRefusal(rules, top, card, base);
  if (top === undefined)
    return rankOf(card) === base ? null : base === 1 ? 'ERR_FOUNDATION_NEEDS_ACE' : 'ERR_FOUNDATION_BASE_RANK';
  const next = rules.foundations.wrap ? (rankOf(top) % KING) + 1 : rankOf(top) + 1;
  if (rankOf(card) !== next || (rules.foundations.wrap && next === base)) return 'ERR_FOUNDATION_RANK';
  if (rules.foundations.build === 'sameSuit' && suitIndexOf(card) !== suitIndexOf(top)) return 'ERR_FOUNDATION_SUIT';
  if (rules.foundations.build === 'alternateColour' && isRed(card) === isRed(top)) return 'ERR_FOUNDATION_COLOUR';
  return null;
};

/**
 * Why `card` may not go on a single foundation built one rank up or down whatever the suit (`rankStep`): empty, it
 * takes its start card, else the base rank; a King takes nothing under `kingStops`; a wrapping one goes round.
 */
const rankStepRefusal = (rules: Rules, top: Card | undefined, card: Card, base: number): MoveError | null => {
  const { startCard, kingStops, wrap = false } = rules.foundations;
  if (top === undefined) {
    const start = startCard === undefined ? null : parseCard(startCard);
    if (start?.ok) return start.value === card ? null : 'ERR_FOUNDATION_BASE_RANK';
    return rankOf(card) === base ? null : base === 1 ? 'ERR_FOUNDATION_NEEDS_ACE' : 'ERR_FOUNDATION_BASE_RANK';
  }
  if (kingStops && rankOf(top) === KING) return 'ERR_NOTHING_ON_KING';
  return stepUp(top, card, wrap) || stepUp(card, top, wrap) ? null : 'ERR_FOUNDATION_STEP';
};

/** Why the top `count` cards of a tableau pile cannot move as one unit, or null if they can. */
export const unitRefusal = (rules: Rules, pile: Pile, count: number): MoveError | null => {
  if (count > 1 && rules.tableau.moveUnit === 'topCard') return 'ERR_TOP_CARD_ONLY';
  if (count > 1 && count !== pile.length && rules.tableau.moveUnit === 'cardOrPile') return 'ERR_WHOLE_PILE_ONLY';
  const start = pile.length - count;
  for (let i = start; i < pile.length; i++) if (!pile[i]!.up) return 'ERR_FACE_DOWN';
  // Yukon's unit: any face-up card takes along whatever lies on it.
  if (rules.tableau.moveUnit === 'faceUpGroup') return null;
  for (let i = start + 1; i < pile.length; i++)
    if (tableauRefusal(rules, pile[i - 1]!.card, pile[i]!.card) !== null) return 'ERR_NOT_A_RUN';
  // Spider's unit: a run moves together only in one suit, though any suit may be built.
  if (rules.tableau.moveUnit === 'suitedRun')
    for (let i = start + 1; i < pile.length; i++)
      if (suitIndexOf(pile[i]!.card) !== suitIndexOf(pile[start]!.card)) return 'ERR_NOT_ONE_SUIT';
  return null;
};

/** Cards in a complete run: King to Ace. */
const RUN_LENGTH = 13;

/** Whether the `RUN_LENGTH` cards of `pile` from `start` are face up and run from King down to Ace in one suit. */
const completeRunAt = (pile: Pile, start: number): boolean => {
  if (start < 0 || pile.length - start < RUN_LENGTH) return false;
  const suit = suitIndexOf(pile[start]!.card);
  for (let k = 0; k < RUN_LENGTH; k++) {
    const c = pile[start + k]!;
    if (!c.up || rankOf(c.card) !== KING - k || suitIndexOf(c.card) !== suit) return false;
  }
  return true;
};

/** Whether a foundation pile is one complete run, King at the bottom, as complete-run foundations hold them. */
export const isCompleteRun = (pile: Pile): boolean => pile.length === RUN_LENGTH && completeRunAt(pile, 0);

/**
 * Sends every complete run lying on top of a tableau pile, pile by pile, to the first empty foundation, and turns
 * up the card it uncovers: under complete-run foundations this follows every move, so no position ever shows one.
 */
const removeCompleteRuns = (state: GameState): GameState => {
  let next = state;
  next.tableau.forEach((_, i) => {
    let pile = next.tableau[i]!;
    while (completeRunAt(pile, pile.length - RUN_LENGTH)) {
      const free = next.foundations.findIndex((f) => f.length === 0);
      if (free < 0) return;
      const run = pile.slice(pile.length - RUN_LENGTH);
      pile = withTopUp(pile.slice(0, pile.length - RUN_LENGTH));
      next = withPile(withPile(next, { zone: 'tableau', index: i }, pile), { zone: 'foundation', index: free }, run);
    }
  });
  return next;
};

const isRef = (r: unknown): r is PileRef =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as PileRef).zone === 'string' &&
  Number.isInteger((r as PileRef).index);

const isZoneRef = (r: unknown): r is PileRef => isRef(r) && (zones as readonly string[]).includes(r.zone);
const copyRef = (r: PileRef): PileRef => ({ zone: r.zone, index: r.index });

/** Reads a move from untrusted data (a save file, a URL), keeping only its known fields; null if malformed. */
export const parseMove = (raw: unknown): Move | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (m.kind === 'draw' || m.kind === 'redeal') return { kind: m.kind };
  if (m.kind === 'discard') return isZoneRef(m.from) ? { kind: 'discard', from: copyRef(m.from) } : null;
  if (m.kind === 'pair')
    return isZoneRef(m.first) && isZoneRef(m.second)
      ? { kind: 'pair', first: copyRef(m.first), second: copyRef(m.second) }
      : null;
  if (m.kind !== 'move' || !isRef(m.from) || !isRef(m.to) || !Number.isInteger(m.count)) return null;
  if (!(zones as readonly string[]).includes(m.from.zone) || !(zones as readonly string[]).includes(m.to.zone))
    return null;
  return {
    kind: 'move',
    from: { zone: m.from.zone, index: m.from.index },
    to: { zone: m.to.zone, index: m.to.index },
    count: m.count as number,
  };
};

const sourceZones: readonly Zone[] = ['tableau', 'waste', 'reserve', 'foundation', 'cell'];

/**
 * The longest run that may move from one tableau pile to `to` under the `carriedRun` unit: as many cards as the
 * free cells and the empty piles other than the target could carry across one at a time, (cells + 1) × 2^piles.
 * Empty piles count only where any card may go to them; where only Kings may, they cannot hold the cards between.
 */
export const carryLimit = (rules: Rules, state: GameState, to: PileRef): number => {
  const freeCells = state.cells.filter((c) => c.length === 0).length;
  let emptyPiles = 0;
  if (rules.tableau.whenEmpty === 'anyCard')
    state.tableau.forEach((p, i) => {
      if (p.length === 0 && !(to.zone === 'tableau' && to.index === i)) emptyPiles++;
    });
  return (freeCells + 1) * 2 ** emptyPiles;
};

/**
 * Why the `count` cards on top of pile `from` cannot be picked up, whatever the target (an empty or missing pile,
 * a face-down card, not a run, no play-back...), or null when some target may take them.
 */
export const sourceRefusal = (rules: Rules, state: GameState, from: PileRef, count: number): MoveError | null => {
  const pile = pileAt(state, from);
  if (!pile) return 'ERR_NO_SUCH_PILE';
  if (!sourceZones.includes(from.zone)) return 'ERR_NOT_A_SOURCE';
  if (pile.length === 0) return 'ERR_EMPTY_SOURCE';
  if (!Number.isInteger(count) || count < 1 || count > pile.length) return 'ERR_BAD_COUNT';
  if (from.zone === 'tableau') {
    if (!isUncovered(rules, state.tableau, from.index)) return 'ERR_CARD_COVERED';
    return unitRefusal(rules, pile, count);
  }
  if (count !== 1) return 'ERR_TOP_CARD_ONLY';
  if (from.zone === 'foundation') {
    if (!rules.foundations.playBack) return 'ERR_NO_PLAY_BACK';
    if (rules.foundations.baseFixed && pile.length === 1) return 'ERR_FOUNDATION_BASE_FIXED';
  }
  return null;
};

/** Why a move is illegal in this position, or null when it is legal. */
export const moveRefusal = (rules: Rules, state: GameState, move: Move): MoveError | null => {
  if (typeof move !== 'object' || move === null) return 'ERR_MALFORMED_MOVE';
  if (move.kind === 'draw') {
    if (!rules.stock) return 'ERR_NO_STOCK';
    if (state.stock.length === 0) return 'ERR_STOCK_EMPTY';
    if (rules.stock.needsEveryPile && state.tableau.some((p) => p.length === 0)) return 'ERR_DEAL_NEEDS_EVERY_PILE';
    return null;
  }
  if (move.kind === 'redeal') {
    if (!rules.redeal) return 'ERR_NO_REDEAL';
    if (rules.redeal.limit !== UNLIMITED && state.redeals >= rules.redeal.limit) return 'ERR_NO_REDEALS_LEFT';
    if (rules.redeal.kind === 'turnWaste') {
      if (state.stock.length > 0) return 'ERR_STOCK_NOT_EMPTY';
      if (state.waste.length === 0) return 'ERR_NOTHING_TO_REDEAL';
    } else if (state.tableau.every((p) => p.length === 0)) return 'ERR_NOTHING_TO_REDEAL';
    return null;
  }
  if (move.kind === 'discard' || move.kind === 'pair') return removalRefusal(rules, state, move);
  if (move.kind !== 'move' || !isRef(move.from) || !isRef(move.to) || !Number.isInteger(move.count))
    return 'ERR_MALFORMED_MOVE';
  const from = pileAt(state, move.from),
    to = pileAt(state, move.to);
  if (!from || !to) return 'ERR_NO_SUCH_PILE';
  if (samePile(move.from, move.to)) return 'ERR_SAME_PILE';
  // Checked here, where the source checks below would not refuse first, so that this code keeps its precedence.
  if (move.from.zone === 'foundation' && move.to.zone === 'foundation' && from.length > 0 && move.count === 1)
    return 'ERR_FOUNDATION_TO_FOUNDATION';
  const source = sourceRefusal(rules, state, move.from, move.count);
  if (source) return source;
  const moving = from[from.length - move.count]!.card;
  if (move.to.zone === 'foundation') {
    if (rules.foundations.completeRuns) return 'ERR_FOUNDATION_RUNS_ONLY';
    if (move.count !== 1) return 'ERR_ONE_CARD_AT_A_TIME';
    return foundationRefusal(rules, topOf(to)?.card, moving, foundationBase(rules, state));
  }
  if (move.to.zone === 'cell') {
    if (move.count !== 1) return 'ERR_CELL_ONE_CARD';
    return to.length === 0 ? null : 'ERR_CELL_FULL';
  }
  if (move.to.zone !== 'tableau') return 'ERR_NOT_A_TARGET';
  if (to.length === 0 && rules.tableau.whenEmpty === 'never') return 'ERR_EMPTY_PILE_CLOSED';
  const cap = rules.tableau.capacity;
  if (cap !== null && to.length + move.count > cap) return 'ERR_PILE_FULL';
  const top = topOf(to);
  const fit = !top
    ? rules.tableau.whenEmpty === 'kingOnly' && rankOf(moving) !== KING
      ? 'ERR_EMPTY_NEEDS_KING'
      : null
    : top.up
      ? tableauRefusal(rules, top.card, moving)
      : 'ERR_FACE_DOWN';
  // Length last: a run that would fit but for its length is refused for that alone, so the reason says so.
  if (fit) return fit;
  return rules.tableau.moveUnit === 'carriedRun' && move.count > carryLimit(rules, state, move.to)
    ? 'ERR_RUN_TOO_LONG'
    : null;
};

/** Fills each empty tableau pile, left to right, with the reserve's top card while the reserve has one. */
const refillFromReserve = (state: GameState): GameState => {
  let { tableau, reserve } = state;
  tableau.forEach((p, i) => {
    if (p.length > 0 || reserve.length === 0) return;
    const card = reserve[reserve.length - 1]!.card;
    reserve = withTopUp(reserve.slice(0, -1));
    tableau = tableau.map((q, k) => (k === i ? [{ card, up: true }] : q));
  });
  return tableau === state.tableau ? state : { ...state, tableau, reserve };
};

/** One card face up onto each tableau pile from the first, while the stock lasts. */
const dealRow = (state: GameState): GameState => {
  const n = Math.min(state.tableau.length, state.stock.length);
  const tableau = state.tableau.map((p, i) =>
    i < n ? [...p, { card: state.stock[state.stock.length - 1 - i]!.card, up: true }] : p,
  );
  return { ...state, tableau, stock: state.stock.slice(0, state.stock.length - n) };
};

const drawCards = (rules: Rules, state: GameState): GameState => {
  if (rules.stock!.dealsTo === 'tableau') return dealRow(state);
  if (rules.stock!.dealsTo === 'foundation') {
    const turned = { card: state.stock[state.stock.length - 1]!.card, up: true };
    const foundation = [...state.foundations[0]!, turned];
    return { ...state, stock: state.stock.slice(0, -1), foundations: [foundation, ...state.foundations.slice(1)] };
  }
  const n = Math.min(rules.stock!.draw, state.stock.length);
  const drawn = state.stock
    .slice(state.stock.length - n)
    .reverse()
    .map((c) => ({ card: c.card, up: true }));
  return { ...state, stock: state.stock.slice(0, state.stock.length - n), waste: [...state.waste, ...drawn] };
};

const redealCards = (rules: Rules, state: GameState): GameState => {
  if (rules.redeal!.kind === 'turnWaste') {
    const stock = state.waste
      .slice()
      .reverse()
      .map((c) => ({ card: c.card, up: false }));
    return { ...state, stock, waste: [], redeals: state.redeals + 1 };
  }
  const gathered = state.tableau.flatMap((p) => p.map((c) => c.card));
  const [cards, rng] = shuffle(gathered, state.rng);
  let [tableau] = dealTableau(rules.deal.tableau, rules.tableau.count, cards) as [Pile[], number];
  if (rules.deal.afterDeal.includes('kingsToBottom')) tableau = tableau.map(kingsToBottom);
  return { ...state, tableau, rng, redeals: state.redeals + 1 };
};

/** Applies a legal move and returns the new position, or the code of the rule it breaks. */
export const applyMove = (rules: Rules, state: GameState, move: Move): Result<GameState, MoveError> => {
  const refusal = moveRefusal(rules, state, move);
  if (refusal) return err(refusal);
  return ok(playUnchecked(rules, state, move));
};

/** Plays a move already known to be legal (the solver and playouts skip the second check this way). */
export const playUnchecked = (rules: Rules, state: GameState, move: Move): GameState => {
  let next: GameState;
  if (move.kind === 'draw') next = drawCards(rules, state);
  else if (move.kind === 'redeal') next = redealCards(rules, state);
  else if (move.kind === 'discard' || move.kind === 'pair') next = playRemoval(rules, state, move);
  else {
    const from = pileAt(state, move.from)!,
      to = pileAt(state, move.to)!;
    const unit: PileCard[] = from.slice(from.length - move.count);
    let rest: Pile = from.slice(0, from.length - move.count);
    // A face-down card that becomes the top of a tableau pile or the reserve turns up by itself (A5).
    if (move.from.zone === 'tableau' || move.from.zone === 'reserve') rest = withTopUp(rest);
    next = withPile(withPile(state, move.from, rest), move.to, [...to, ...unit]);
    const movedCards = new Set(unit.map((c) => c.card));
    let playedBack = state.playedBack.filter((c) => !movedCards.has(c));
    if (move.from.zone === 'foundation') playedBack = [...playedBack, unit[0]!.card];
    if (playedBack.length !== state.playedBack.length || move.from.zone === 'foundation')
      next = { ...next, playedBack };
    if (rules.tableau.refillFromReserve) next = refillFromReserve(next);
    next = turnUpUncovered(rules, next);
  }
  if (rules.foundations.completeRuns) next = removeCompleteRuns(next);
  next = withStockTopShown(rules, next);
  return { ...next, moveCount: state.moveCount + 1 };
};

const ref = (zone: Zone, index = 0): PileRef => ({ zone, index });

/** Every legal move in this position: stock actions first, then moves by source pile. */
export const legalMoves = (rules: Rules, state: GameState): Move[] => {
  const out: Move[] = [];
  const tryMove = (m: Move) => {
    if (moveRefusal(rules, state, m) === null) out.push(m);
  };
  tryMove({ kind: 'draw' });
  tryMove({ kind: 'redeal' });
  const targets: PileRef[] = [
    ...state.foundations.map((_, i) => ref('foundation', i)),
    ...state.tableau.map((_, i) => ref('tableau', i)),
    ...state.cells.map((_, i) => ref('cell', i)),
  ];
  const sources: [PileRef, number][] = [];
  if (state.waste.length) sources.push([ref('waste'), 1]);
  if (state.reserve.length) sources.push([ref('reserve'), 1]);
  state.cells.forEach((p, i) => {
    if (p.length) sources.push([ref('cell', i), 1]);
  });
  if (rules.foundations.playBack)
    state.foundations.forEach((p, i) => {
      if (p.length) sources.push([ref('foundation', i), 1]);
    });
  state.tableau.forEach((p, i) => {
    const most = rules.tableau.moveUnit === 'topCard' ? Math.min(1, p.length) : p.length;
    for (let n = 1; n <= most; n++) {
      const refusal = unitRefusal(rules, p, n);
      if (refusal === 'ERR_WHOLE_PILE_ONLY') continue; // only the whole pile may follow
      if (refusal !== null) break; // a longer unit contains this broken one
      sources.push([ref('tableau', i), n]);
    }
  });
  for (const [from, count] of sources)
    for (const to of targets) if (!(count > 1 && to.zone !== 'tableau')) tryMove({ kind: 'move', from, to, count });
  if (rules.discard) {
    const single = sources.filter(([, count]) => count === 1).map(([from]) => from);
    // Where the stock's next card is free, it pairs after every other source (Microsoft's Pyramid).
    if (stockTopFree(rules) && state.stock.length) single.push(ref('stock'));
    for (const from of single) tryMove({ kind: 'discard', from });
    if (rules.discard.by === 'rankSum')
      single.forEach((first, i) => {
        for (const second of single.slice(i + 1)) tryMove({ kind: 'pair', first, second });
      });
  }
  return out;
};
