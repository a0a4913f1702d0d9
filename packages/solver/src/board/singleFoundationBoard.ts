import {
  type GameState,
  type Move,
  type PileRef,
  type Rules,
  KING,
  UNLIMITED,
  coveringPiles,
  foundationRefusal,
  rankOf,
  suitIndexOf,
} from '@solitaire/engine';
import { doubled } from '../tables/arrayPool.js';

/** Cards a one-deck game holds: the board keeps one bit per card. */
const DECK = 52;
/** Where a free card lies, beside the tableau piles (numbered from 0). */
const WASTE_TOP = 62,
  STOCK_TOP = 63;
/**
 * Move kinds of the packed moves: kind × 2^12 + first place × 2^6 + second place, plus, where lone cards are arranged
 * (`lonesArranged`), the arrangement × 2^16 (`ARRANGED_SHIFT`).
 */
const TO_FOUNDATION = 1,
  DRAW = 2,
  REDEAL = 3,
  DISCARD = 4,
  PAIR = 5,
  TO_EMPTY = 6;
/** Where a packed move keeps its arrangement of lone cards: 3 bits a pile, the pile its lone card goes to. */
const ARRANGED_SHIFT = 16;
/** A card of the moved card's rank outweighs every card of its neighbouring ranks (two ranks, 16 cards at most). */
const OWN_RANK_WEIGHT = 17;
/** Above the largest order key of the ranks left (`rankOfMove`): 8 cards of a rank (two decks) at their weight. */
const RANKS_LEFT_SPAN = 8 * OWN_RANK_WEIGHT;
/** Above the largest order key of the heights and places (`rankOfMove`): 52 heights of 4,096. */
const HEIGHTS_SPAN = 1 << 18;
/** Every pile's lone card staying where it is (3 bits a pile, up to 4 piles). */
const STAY = 0 | (1 << 3) | (2 << 6) | (3 << 9);

/**
 * Why the single-foundation board cannot play these rules, or null when it can: one deck, no building, one
 * foundation built one rank up or down (`rankStep`) or one discard pile, no cells, reserve or play back, a stock
 * dealing to the waste (turned again by `turnWaste` redeals), to the foundation or to each pile, and piles refilled
 * (if at all) only from other piles where there is no waste.
 */
export const singleFoundationMisfit = (rules: Rules): string | null => {
  const { foundations: f, tableau: t } = rules;
  if (f.build !== 'rankStep' && f.build !== 'discard') return 'foundations.build';
  if (f.count !== 1 || f.playBack || f.completeRuns) return 'foundations';
  if (rules.decks !== 1 || (rules.suits ?? 4) !== 4) return 'decks';
  if (t.build.direction !== 'none' || t.moveUnit === 'faceUpGroup' || t.refillFromReserve) return 'tableau';
  if ((rules.cells?.count ?? 0) > 0 || rules.deal.reserve > 0) return 'cells';
  if (rules.redeal && rules.redeal.kind !== 'turnWaste') return 'redeal';
  const dealsTo = rules.stock?.dealsTo ?? 'waste';
  if (rules.stock && dealsTo === 'foundation' && f.build !== 'rankStep') return 'stock.dealsTo';
  if (rules.stock && dealsTo === 'waste' && t.whenEmpty !== 'never') return 'tableau.whenEmpty';
  if (rules.discard?.by === 'higherOfSuit' && t.spots) return 'discard';
  // The key holds the passes in 6 bits, and where each card lies in at most 4 bits.
  if (rules.redeal && rules.redeal.limit !== UNLIMITED && rules.redeal.limit > 60) return 'redeal.limit';
  if ((dealsTo === 'tableau' || t.whenEmpty !== 'never') && (t.count > 16 || t.spots)) return 'tableau.count';
  return null;
};

/** Each card's rank (1 to 13) and suit (0 to 3), looked up rather than divided on every position. */
const RANK = Int8Array.from({ length: DECK }, (_, c) => rankOf(c));
export const SUIT = Int8Array.from({ length: DECK }, (_, c) => suitIndexOf(c));
/** The Ace's rank in `HIGH`: above the King, so no card of its suit is higher and it is never discarded. */
export const ACE_HIGH = KING + 1;
/** A discard by a higher card of the suit ranks the Ace highest. */
export const HIGH = Int8Array.from({ length: DECK }, (_, c) => (RANK[c] === 1 ? ACE_HIGH : RANK[c]!));
/**
 * For `stepsImpossible`, by rank index v (rank v + 1): where the count of the rank below lies in `pileRanks` (on a
 * line the Ace's is index 0, always 0; round the ring, the King's), where the rank above's lies round the ring, and
 * the ring's chain v, v + 2, ... (13 is odd: one chain through every rank).
 */
const LINE_BELOW = Int8Array.from({ length: KING }, (_, v) => v);
const RING_BELOW = Int8Array.from({ length: KING }, (_, v) => (v === 0 ? KING : v));
const RING_ABOVE = Int8Array.from({ length: KING }, (_, v) => ((v + 1) % KING) + 1);
const RING_CHAIN = Int8Array.from({ length: KING }, (_, k) => (2 * k) % KING);
/** Plies the undo stack holds before it grows (cyclic games can play longer lines). */
const INITIAL_PLIES = 256;
/** Most piles whose bottom cards share a rank (one deck: four), and most height codes of such a family's table. */
const FAMILY_ROOM = 4;
const FAMILY_CODES = 4096;
/** Ranks whose counts of pile cards pack into the first word of the walk's memo keys (3 bits each). */
const LOW_RANKS = 7;
const RANK_COUNT_BITS = 3;
/** Marks a memo key as written (an empty slot is all zeros). */
const WALK_MEMO_MARK = 1 << 30;
/** Slots of the walk's memo: 2^14, 144 KiB, within the processor's second-level cache. */
const WALK_MEMO_BITS = 14;
const WALK_MEMO_SLOTS = 1 << WALK_MEMO_BITS;

/**
 * A compact, mutable position of a game whose cards only leave the piles (to one foundation built up or down, or to
 * a discard pile, alone or in pairs) or move to empty piles: the piles as stacks of card numbers, the cards gone as
 * a bit set, the talon (waste then stock, in drawing order) with a pointer to the next card to draw, the passes used
 * and the foundation's top. Its key (`key`) is exact: two positions with equal keys are equal. Nothing is allocated
 * per position: moves go into the caller's buffer, and the undo stack is typed arrays.
 */
export class SingleFoundationBoard {
  /** The piles' cards, pile `i` at `i * DECK`, bottom first, with each pile's length. */
  private readonly pileStack: Int32Array;
  private readonly pileLength: Int32Array;
  private readonly pileCount: number;
  private readonly covers: readonly (readonly number[])[];
  /** For each pile, the piles its card covers; and for each pile, how many of the piles covering it hold a card. */
  private readonly coversOf: number[][];
  private readonly coveredBy: Int32Array;
  /**
   * Where cards count by their ranks alone and piles lie side by side (Black Hole, Golf): families of piles whose
   * bottom cards share a rank. Piles alike up to their heights can trade them (`alikeHeights`): each family's piles'
   * heights make a code (a digit each, in base `familyBase[f]`) naming a row of a table made once (`trades`, the
   * family's rows from `familyCodeAt[f]`): the heights word's change where the key holds heights, else the bits of
   * the gone cards to flip (two words a row).
   */
  private readonly familyCount: number;
  private readonly familyBase: Int32Array;
  private readonly familyCodeAt: Int32Array;
  private readonly trades: Int32Array;
  /** Each family's row in `trades` for its piles' heights now, kept as cards come and go (the key reads it). */
  private readonly familyRow: Int32Array;
  /** Each pile's family (-1: none) and its digit's worth in the family's code. */
  private readonly familyOfPile: Int32Array;
  private readonly familyDigit: Int32Array;
  private readonly talon: Int32Array;
  /** Each card's index in the talon, or -1. */
  private readonly talonIndex = new Int8Array(DECK).fill(-1);
  /** Talon cards still in play (not removed, not dealt to a pile). */
  private readonly inTalon: Uint8Array;
  private readonly gone = new Uint8Array(DECK);
  /** The bit set of cards gone, in two words of 26 cards. */
  private goneLo = 0;
  private goneHi = 0;
  pointer: number;
  pass: number;
  /** Cards in the piles, and in the talon. */
  private pileCards = 0;
  private talonCards: number;
  /** Cards of each rank (index 1 to 13) in the piles (`walkImpossible`, `ranksCutOff`). */
  private readonly pileRanks = new Int32Array(14);
  /** `pileRanks` packed, 3 bits a rank: ranks 1-7, then 8-13 (the walk's memo keys). */
  private lowRankCounts = 0;
  private highRankCounts = 0;
  /** The walk's memo (`walkImpossible`): a slot's key (packed counts, the start's rank, a mark), its answer. */
  private readonly walkMemoKeys = new Int32Array(2 * WALK_MEMO_SLOTS);
  private readonly walkMemoAnswers = new Uint8Array(WALK_MEMO_SLOTS);
  /** The same for `stepsImpossible` (its keys also hold the pointer). */
  private readonly stepsMemoKeys = new Int32Array(2 * WALK_MEMO_SLOTS);
  private readonly stepsMemoAnswers = new Uint8Array(WALK_MEMO_SLOTS);
  /** Pile cards of odd rank less those of even rank (`parityOutrunsStock`). */
  private oddLessEven = 0;
  /** Talon cards of odd rank (`parityOutrunsStock`). */
  private talonOdd = 0;
  /** Talon cards of each rank (index 1 to 13), and scratch for `stepsImpossible`. */
  private readonly talonRanks = new Int32Array(14);
  private readonly stepsBound = new Int32Array(KING);
  private readonly stepsGain = new Int32Array(KING);
  /** Which counting proof of the foundation's steps holds here (see `stepsImpossible`). */
  private readonly stepsHold: boolean;
  /** Which counting proofs of loss hold here (see `hopeless`). */
  private readonly parityHolds: boolean;
  private readonly pairsHold: boolean;
  top: number;
  private readonly accepts: Uint8Array | null;
  /** The undo stack, one entry a ply: the move, what it changed that it does not say, the cards it took out or -1. */
  private undoMove: Int32Array = new Int32Array(INITIAL_PLIES);
  private undoTop: Int32Array = new Int32Array(INITIAL_PLIES);
  private undoPointer: Int32Array = new Int32Array(INITIAL_PLIES);
  private undoPass: Int32Array = new Int32Array(INITIAL_PLIES);
  private undoFirst: Int32Array = new Int32Array(INITIAL_PLIES);
  private undoSecond: Int32Array = new Int32Array(INITIAL_PLIES);
  private plies = 0;
  /** Piles take cards (a deal to each, a card moved to an empty one): the key then says where each card lies. */
  readonly receives: boolean;
  /** Cards can come back to a position (moves between empty piles, endless passes). */
  readonly cyclic: boolean;
  /**
   * Where the stock deals a card to each of at most four piles and any card may go to an empty pile (Aces Up): while
   * a pile is empty, the cards alone in their piles can be laid out over those piles and the empty ones in any order
   * (one empty pile is enough to carry them round), and back again, so positions that differ only in that layout are
   * one position: the key says which cards lie alone, not where (`key`). Where they lie matters only once no pile is
   * empty any more: at a deal, and when a card fills the last empty pile. Those moves come in one version for each
   * layout (`layouts`), and a lone card never moves by itself, so no position comes back.
   */
  readonly lonesArranged: boolean;
  /**
   * Discards first (`moves`): while a card can be discarded, that is the only move. Not every win keeps to it (a card
   * kept can later let a lower one of its suit go), so a search with it proves wins, never losses.
   */
  discardsFirst = false;
  /** Scratch for `layouts`, `arrange` and the key: the piles holding at most one card, lone cards, taken places. */
  private readonly slots = new Int32Array(4);
  private readonly slotCards = new Int32Array(4);
  private readonly held = new Int32Array(4);
  private readonly pileBits: number;
  /** The key's words saying which pile holds each card, kept as cards move (see `key`). */
  private readonly placeWords: Int32Array;
  /** No stock, or one turning a card at a time: a talon card that leaves alone is taken at once (see `moves`). */
  private readonly drawsOne: boolean;
  /**
   * A pile card discarded by a higher card of its suit that is the lowest of its suit in play goes at once: there
   * is no waste, and a deal does not wait for every pile to hold a card (see the README).
   */
  private readonly lowestDiscardsFirst: boolean;
  /** Words of the key, and those before the words saying where each card lies (see `key`). */
  readonly width: number;
  private readonly baseWidth: number;
  /**
   * Where piles lie side by side, take no cards, and the talon's cards leave only by being drawn in order (Golf): the
   * cards gone are those above each pile's height and those before the pointer, so the key is the heights, the
   * pointer, the top and the passes, packed into one word when they fit (`heightShift` for each pile, then the
   * others' shifts), which halves the set's memory. Null where they do not fit or the cards gone say more.
   */
  private readonly heightShift: Int32Array | null;
  private readonly pointerShift: number;
  private readonly topShift: number;
  private readonly passShift: number;
  /**
   * Where the stock turns onto the foundation and is never dealt again (Golf, TriPeaks): the key's word holding the
   * pointer, the pointer's shift and bits in it (word -1 elsewhere). A position plays every line of the same one with
   * more stock cards turned (turn the extra cards first: a turn is always legal), so where it is lost, so is that one.
   */
  readonly pointerWord: number;
  readonly pointerAt: number;
  readonly pointerBits: number;
  /** The key's bits of cards gone, less the stock's where the pointer says which of them are gone (`pointerWord`). */
  private readonly pileGoneLo: number;
  private readonly pileGoneHi: number;
  /** The piles' heights, each at its `heightShift`, kept as cards come and go. */
  private heights = 0;
  /** The passes change and are limited: the key holds them. */
  readonly countsPasses: boolean;
  /** Every card of a rank goes on the same tops as any other of that rank: the key holds the top's rank only. */
  private readonly topByRank: boolean;
  /** For each rank (1 to 13), the ranks a card may have to go on a top of that rank, as a bit set (`ranksCutOff`). */
  private readonly nextRanks = new Int32Array(14);
  /**
   * Ranks follow one another as on a line (Ace to King) or round a ring, both ways (see `walkImpossible`), or on a
   * line whose King takes nothing (Dead King Golf: the steps bound only).
   */
  private readonly rankWalk: RankShape | null;
  private readonly walkDegrees = new Int32Array(KING);
  private readonly walkEdges = new Int32Array(KING);
  /**
   * Where every card in a pile must leave and none comes back: for each card, the cards that could let it leave
   * (a foundation top it may go on, a partner), and `blocked[c * 52 + t]` when `t` cannot leave before `c` (it lies
   * under `c`, or under a card that `c` covers). Null where the check does not hold.
   */
  private readonly helpers: (readonly number[])[] | null;
  /** For each card `t`, the pile cards it helps (the inverse of `helpers`): `helped.list[helped.start[t]...]`. */
  private readonly helped: FlatLists;
  /** Of those, the ones `t` does not lie under, whose helpers left (`helpersLeft`) its going lowers. */
  private readonly helpedFrom: FlatLists;
  /** For each pile card, its helpers not gone and not lying under it, kept as cards go and come back. */
  private readonly helpersLeft = new Int32Array(DECK);
  private readonly blocked: Uint8Array;
  private readonly inPile = new Uint8Array(DECK);
  /** The cards in play of a rank and of the rank it pairs with (`partnersUnmatched`). */
  private readonly ofRank = new Int32Array(4);
  private readonly ofPartnerRank = new Int32Array(4);
  /** Moves come in the order of their places' ranks here (`reorder`). */
  private readonly placeOrder = new Int32Array(64);
  private shuffled = false;
  /**
   * Where stacked piles hold every card left to play by a rank step (Black Hole), every run takes first the cards of
   * the ranks with the most cards left (`byRanksLeft`), and even runs then the tallest pile first.
   */
  private readonly tallestFirst: boolean;
  private byHeight = false;
  /** Moves come first whose card's rank has the most pile cards left, then the fewest of the ranks next to it. */
  readonly byRanksLeft: boolean;
  /** The rules' shape, read once: the hot path asks these on every position. */
  private readonly dealsTo: 'waste' | 'foundation' | 'tableau';
  private readonly hasStock: boolean;
  private readonly stockDraw: number;
  private readonly needsEveryPile: boolean;
  private readonly pairTotal: number;
  private readonly discardsByHigher: boolean;
  private readonly stockTopFree: boolean;
  private readonly toEmpty: 'never' | 'any' | 'kingOnly';
  private readonly goal: 'allCards' | 'tableauCleared' | 'acesLeft';
  private readonly redealLimit: number;
  /** The free places of the position `moves` is listing, and each move's rank in the shuffled order. */
  private readonly free: Int32Array;
  private readonly freeCard: Int32Array;
  private readonly moveRanks: Int32Array;
  /** The most moves a position can have: the size of the caller's buffer for one position (`moves`). */
  readonly maxMoves: number;

  /** `earlierPointers` false: no `pointerWord` (the tests' check of that reduction). */
  constructor(
    readonly rules: Rules,
    state: GameState,
    earlierPointers = true,
  ) {
    const piles = state.tableau.map((p) => p.map((c) => c.card));
    this.pileCount = piles.length;
    this.pileStack = new Int32Array(this.pileCount * DECK);
    this.pileLength = new Int32Array(this.pileCount);
    this.covers = coveringPiles(rules);
    ({ coversOf: this.coversOf, coveredBy: this.coveredBy } = coverCounts(this.covers, piles));
    const dealsTo = rules.stock?.dealsTo ?? 'waste';
    this.dealsTo = dealsTo;
    this.hasStock = rules.stock !== undefined && rules.stock !== null;
    this.stockDraw = rules.stock?.draw ?? 1;
    this.needsEveryPile = rules.stock?.needsEveryPile === true;
    const d = rules.discard;
    this.pairTotal = d?.by === 'rankSum' ? d.total : 0;
    this.stockTopFree = d?.by === 'rankSum' && d.stockTopFree === true;
    this.discardsByHigher = d?.by === 'higherOfSuit';
    this.toEmpty =
      rules.tableau.whenEmpty === 'kingOnly' ? 'kingOnly' : rules.tableau.whenEmpty === 'never' ? 'never' : 'any';
    this.goal = rules.goal ?? 'allCards';
    this.redealLimit = rules.redeal
      ? rules.redeal.limit === UNLIMITED
        ? Number.POSITIVE_INFINITY
        : rules.redeal.limit
      : -1;
    const drawOrder = state.stock.map((c) => c.card).reverse();
    this.talon = Int32Array.from(dealsTo === 'waste' ? [...state.waste.map((c) => c.card), ...drawOrder] : drawOrder);
    this.pointer = dealsTo === 'waste' ? state.waste.length : 0;
    this.inTalon = new Uint8Array(this.talon.length).fill(1);
    this.talon.forEach((c, i) => (this.talonIndex[c] = i));
    this.talonCards = this.talon.length;
    this.pass = state.redeals;
    const foundation = state.foundations[0] ?? [];
    for (const c of foundation) this.markGone(c.card);
    this.top = rules.foundations.build === 'rankStep' ? (foundation[foundation.length - 1]?.card ?? -1) : -1;
    this.accepts = rules.foundations.build === 'rankStep' ? acceptTable(rules, state) : null;
    this.tallestFirst = this.accepts !== null && !rules.stock && piles.some((p) => p.length > 1);
    this.receives = dealsTo === 'tableau' || rules.tableau.whenEmpty !== 'never';
    this.lonesArranged =
      dealsTo === 'tableau' &&
      this.toEmpty === 'any' &&
      !rules.redeal &&
      !this.needsEveryPile &&
      this.pileCount <= 4 &&
      this.covers.every((c) => c.length === 0);
    this.cyclic = (rules.tableau.whenEmpty !== 'never' && !this.lonesArranged) || rules.redeal?.limit === UNLIMITED;
    this.lowestDiscardsFirst = (!rules.stock || dealsTo !== 'waste') && !rules.stock?.needsEveryPile;
    this.drawsOne = !rules.stock || rules.stock.draw === 1 || dealsTo !== 'waste';
    this.pileBits = Math.max(1, Math.ceil(Math.log2(Math.max(2, this.pileCount))));
    this.countsPasses = rules.redeal !== null && rules.redeal !== undefined && rules.redeal.limit !== UNLIMITED;
    this.topByRank = this.accepts !== null && sameRowsByRank(this.accepts);
    if (this.topByRank)
      for (let r = 1; r <= KING; r++)
        for (let s = 1; s <= KING; s++) if (this.accepts![r * DECK + s - 1]) this.nextRanks[r]! |= 1 << s;
    this.rankWalk = this.topByRank ? rankShape(this.nextRanks) : null;
    this.byRanksLeft = this.tallestFirst && this.topByRank;
    this.baseWidth = this.accepts !== null && this.countsPasses ? 3 : 2;
    const bitsFor = (n: number) => Math.ceil(Math.log2(n + 1));
    const shifts = piles.map((p) => bitsFor(p.length)),
      pointerBits = bitsFor(this.talon.length),
      topBits = this.accepts === null ? 0 : this.topByRank ? 4 : 6,
      passBits = this.countsPasses ? 6 : 0;
    const heightBits = shifts.reduce((a, b) => a + b, 0);
    const sideBySide = this.covers.every((c) => c.length === 0),
      drawnInOrder = !this.hasStock || (dealsTo === 'foundation' && !this.stockTopFree);
    if (!this.receives && sideBySide && drawnInOrder && heightBits + pointerBits + topBits + passBits <= 32) {
      this.heightShift = Int32Array.from(shifts.map((_, i) => shifts.slice(0, i).reduce((a, b) => a + b, 0)));
      this.pointerShift = heightBits;
      this.topShift = heightBits + pointerBits;
      this.passShift = this.topShift + topBits;
      this.width = 1;
    } else {
      this.heightShift = null;
      this.pointerShift = this.topShift = this.passShift = 0;
      this.width = this.baseWidth + (this.receives ? Math.ceil((DECK * this.pileBits) / 30) : 0);
    }
    const turnsOnce =
      earlierPointers &&
      this.hasStock &&
      dealsTo === 'foundation' &&
      !this.stockTopFree &&
      this.pass >= this.redealLimit;
    this.pointerWord = !turnsOnce ? -1 : this.heightShift ? 0 : 1;
    this.pointerAt = this.heightShift ? this.pointerShift : 26;
    this.pointerBits = this.heightShift ? pointerBits : 6;
    let talonLo = 0,
      talonHi = 0;
    if (turnsOnce)
      for (const c of this.talon)
        if (c < 26) talonLo |= 1 << c;
        else talonHi |= 1 << (c - 26);
    this.pileGoneLo = ~talonLo;
    this.pileGoneHi = ~talonHi;
    this.placeWords = new Int32Array(this.width);
    const tradesApply =
      !this.receives && sideBySide && this.topByRank && this.pairTotal === 0 && !this.discardsByHigher;
    const families = tradesApply ? pileFamilies(piles) : [];
    this.familyCount = families.length;
    this.familyBase = new Int32Array(families.length);
    this.familyCodeAt = new Int32Array(families.length + 1);
    families.forEach((f, k) => {
      this.familyBase[k] = Math.max(...f.map((i) => piles[i]!.length)) + 1;
      this.familyCodeAt[k + 1] = this.familyCodeAt[k]! + this.familyBase[k]! ** f.length;
    });
    this.familyRow = this.familyCodeAt.slice(0, families.length);
    this.familyOfPile = new Int32Array(piles.length).fill(-1);
    this.familyDigit = new Int32Array(piles.length);
    families.forEach((f, k) =>
      f.forEach((i, j) => {
        this.familyOfPile[i] = k;
        this.familyDigit[i] = this.familyBase[k]! ** j;
      }),
    );
    const stride = this.heightShift ? 1 : 2;
    this.trades = new Int32Array(stride * this.familyCodeAt[families.length]!);
    families.forEach((f, k) => {
      const base = this.familyBase[k]!;
      for (let code = 0; code < base ** f.length; code++) {
        const heights = f.map((_, j) => Math.floor(code / base ** j) % base);
        if (heights.some((h, j) => h > piles[f[j]!]!.length)) continue;
        const traded = alikeHeights(
          f.map((i) => piles[i]!.map((c) => RANK[c]!)),
          heights,
        );
        const at = stride * (this.familyCodeAt[k]! + code);
        f.forEach((i, j) => {
          const from = heights[j]!,
            to = traded[j]!;
          if (this.heightShift) this.trades[at]! += (to - from) << this.heightShift[i]!;
          else
            for (let h = Math.min(from, to); h < Math.max(from, to); h++) {
              const c = piles[i]![h]!;
              this.trades[at + (c < 26 ? 0 : 1)]! ^= 1 << (c % 26);
            }
        });
      }
    });
    piles.forEach((p, i) => p.forEach((c) => this.pushPile(i, c)));
    for (const c of this.talon) this.count(c, 1, false);
    this.blocked = new Uint8Array(DECK * DECK);
    this.helpers = this.receives || rules.goal === 'acesLeft' ? null : this.helperLists(piles);
    const helped: number[][] = Array.from({ length: DECK }, () => []),
      helpedFrom: number[][] = Array.from({ length: DECK }, () => []);
    this.helpers?.forEach((ts, c) => {
      if (!this.inPile[c]) return;
      for (const t of ts) {
        helped[t]!.push(c);
        if (this.blocked[c * DECK + t]) continue;
        helpedFrom[t]!.push(c);
        if (!this.gone[t]) this.helpersLeft[c]!++;
      }
    });
    this.helped = flatLists(helped);
    this.helpedFrom = flatLists(helpedFrom);
    this.parityHolds =
      this.helpers !== null &&
      this.accepts !== null &&
      !rules.foundations.wrap &&
      (!rules.stock || dealsTo === 'foundation');
    this.pairsHold = this.helpers !== null && rules.discard?.by === 'rankSum' && rules.discard.total === KING;
    this.stepsHold = this.helpers !== null && this.rankWalk !== null && (!rules.stock || dealsTo === 'foundation');
    const places = this.pileCount + 2;
    this.free = new Int32Array(places);
    this.freeCard = new Int32Array(places);
    this.maxMoves =
      places * 2 +
      (this.pairTotal > 0 ? (places * (places - 1)) / 2 : 0) +
      (this.toEmpty !== 'never' ? places * this.pileCount : 0) +
      // Arranged: 3 piles' moves into the last empty pile, 3! layouts each; a deal's 4 × 3 × 2 layouts.
      (this.lonesArranged ? 3 * 6 + 24 : 0) +
      2;
    this.moveRanks = new Int32Array(this.maxMoves);
  }

  /** Lays `card` on pile `i`, counting it in the piles and in the key's words of where cards lie. */
  private pushPile(i: number, card: number): void {
    this.pileStack[i * DECK + this.pileLength[i]!] = card;
    this.pileLength[i]!++;
    this.pileCards++;
    this.count(card, 1, true);
    if (this.heightShift) this.heights += 1 << this.heightShift[i]!;
    if (this.familyOfPile[i]! >= 0) this.familyRow[this.familyOfPile[i]!]! += this.familyDigit[i]!;
    if (this.receives) this.placeWords[this.baseWidth + this.placeWord(card)]! ^= i << this.placeShift(card);
  }

  /** Takes the top card off pile `i` (see `pushPile`). */
  private popPile(i: number): number {
    const card = this.pileStack[i * DECK + --this.pileLength[i]!]!;
    this.pileCards--;
    this.count(card, -1, true);
    if (this.heightShift) this.heights -= 1 << this.heightShift[i]!;
    if (this.familyOfPile[i]! >= 0) this.familyRow[this.familyOfPile[i]!]! -= this.familyDigit[i]!;
    if (this.receives) this.placeWords[this.baseWidth + this.placeWord(card)]! ^= i << this.placeShift(card);
    return card;
  }

  /** The word of the key's pile part holding where `card` lies, and its bit within it (30 bits a word). */
  private placeWord(card: number): number {
    return Math.floor((card * this.pileBits) / 30);
  }

  private placeShift(card: number): number {
    return (card * this.pileBits) % 30;
  }

  /** Counts `card` in (or, `by` -1, out of) the piles' ranks, if it lies in the piles. */
  private count(card: number, by: number, inPiles: boolean): void {
    const r = RANK[card]!;
    if (!inPiles) {
      if (r % 2 === 1) this.talonOdd += by;
      this.talonRanks[r]! += by;
      return;
    }
    this.pileRanks[r]! += by;
    if (r <= LOW_RANKS) this.lowRankCounts += by << (RANK_COUNT_BITS * (r - 1));
    else this.highRankCounts += by << (RANK_COUNT_BITS * (r - 1 - LOW_RANKS));
    this.oddLessEven += r % 2 === 1 ? by : -by;
  }

  /**
   * Where the foundation goes one rank up or down without going round and only the stock's cards start it afresh,
   * each stretch of pile cards played from the top or from a stock card alternates odd and even ranks, starting with
   * the other parity than its first card: a stretch from an even card plays at most one odd pile card more than even
   * ones, one from an odd card at most one even card more. So the pile's odd cards can outnumber its even ones by at
   * most the even cards among the top and the stock, and the even the odd by at most the odd ones.
   */
  private parityOutrunsStock(): boolean {
    if (!this.parityHolds) return false;
    const topOdd = this.top >= 0 && RANK[this.top]! % 2 === 1 ? 1 : 0,
      topEven = this.top >= 0 && RANK[this.top]! % 2 === 0 ? 1 : 0;
    const evenStarts = this.talonCards - this.talonOdd + topEven,
      oddStarts = this.talonOdd + topOdd;
    return this.oddLessEven > evenStarts || -this.oddLessEven > oddStarts;
  }

  /**
   * Where two cards leave together when their ranks total 13, the cards left of `card`'s rank and of the rank it pairs
   * with must pair off, each pile card (each card, where every card must leave) with one of the other rank that does
   * not lie under it nor it under that card: a matching covering them. None exists (4 cards a rank: tried in full),
   * so the position is lost. (Counting the cards of the two ranks, as 2.15.0 did, is a weaker form of it.) Talon
   * cards below `sealedBelow` are left out: they never come free again (`wasteSealed`).
   */
  private partnersUnmatched(card: number, sealedBelow = 0): boolean {
    if (!this.pairsHold || card < 0) return false;
    const r = RANK[card]!,
      s = KING - r;
    if (s <= 0) return false;
    let nr = 0,
      ns = 0;
    for (let suit = 0; suit < 4; suit++) {
      const c = suit * 13 + r - 1,
        t = suit * 13 + s - 1;
      if (!this.gone[c] && !(this.talonIndex[c]! >= 0 && this.talonIndex[c]! < sealedBelow)) this.ofRank[nr++] = c;
      if (!this.gone[t] && !(this.talonIndex[t]! >= 0 && this.talonIndex[t]! < sealedBelow))
        this.ofPartnerRank[ns++] = t;
    }
    return !this.matches(0, nr, ns, 0);
  }

  /** Whether `ofRank[i..]` can be matched into `ofPartnerRank` (the ones in `used` taken) covering the needed. */
  private matches(i: number, nr: number, ns: number, used: number): boolean {
    if (i === nr) {
      for (let j = 0; j < ns; j++) if (!(used & (1 << j)) && this.mustLeave(this.ofPartnerRank[j]!)) return false;
      return true;
    }
    const c = this.ofRank[i]!;
    for (let j = 0; j < ns; j++) {
      const t = this.ofPartnerRank[j]!;
      if (used & (1 << j) || this.blocked[c * DECK + t] || this.blocked[t * DECK + c]) continue;
      if (this.matches(i + 1, nr, ns, used | (1 << j))) return true;
    }
    return !this.mustLeave(c) && this.matches(i + 1, nr, ns, used);
  }

  /** Whether a card in play must leave for the goal: a pile card, or any where the goal is every card. */
  private mustLeave(c: number): boolean {
    return this.inPile[c] === 1 || this.goal === 'allCards';
  }
  /**
   * Where the talon is spent and the top's rank says what may go on it: the foundation walks from rank to rank, each
   * step onto a card of the piles, so a rank whose pile cards cannot be reached from the top through ranks that still
   * have pile cards never leaves (every pile card must).
   */
  private ranksCutOff(): boolean {
    // The walk's own test (`walkImpossible`) asks for more than this reach, where it applies.
    if (!this.topByRank || walksBoth(this.rankWalk) || this.talonCards > 0 || this.top < 0 || this.helpers === null)
      return false;
    let present = 0;
    for (let r = 1; r <= KING; r++) if (this.pileRanks[r]! > 0) present |= 1 << r;
    let reached = 0,
      frontier = this.nextRanks[RANK[this.top]!]! & present;
    while (frontier !== 0) {
      reached |= frontier;
      let next = 0;
      for (let r = 1; r <= KING; r++) if (frontier & (1 << r)) next |= this.nextRanks[r]!;
      frontier = next & present & ~reached;
    }
    return (present & ~reached) !== 0;
  }

  /**
   * Where the talon is spent and ranks follow one another on a line or a ring: the foundation's tops from now on
   * walk from the top's rank, a step to a next rank each, arriving at each rank as often as the piles hold cards of
   * it. Counting the times the walk crosses each link between two ranks, a rank with `n` cards left is at the ends of
   * 2n crossings, one more for the rank the walk starts at and one fewer for the rank it ends at; on a line (and on a
   * ring of odd length) those counts fix every link's crossings, which must be whole, not negative, and form one
   * stretch. No end gives that: no walk exists, and the position is lost.
   */
  private walkImpossible(): boolean {
    const shape = this.rankWalk;
    if (!walksBoth(shape) || this.talonCards > 0 || this.top < 0 || this.helpers === null || this.pileCards === 0)
      return false;
    const start = RANK[this.top]! - 1;
    // The answer depends on the counts of the ranks and the start alone, which many positions share.
    const low = this.lowRankCounts | (start << (RANK_COUNT_BITS * LOW_RANKS)) | WALK_MEMO_MARK,
      high = this.highRankCounts;
    const slot = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) >>> (32 - WALK_MEMO_BITS);
    if (this.walkMemoKeys[2 * slot] === low && this.walkMemoKeys[2 * slot + 1] === high)
      return this.walkMemoAnswers[slot] === 1;
    const impossible = this.walkFails(shape, start);
    this.walkMemoKeys[2 * slot] = low;
    this.walkMemoKeys[2 * slot + 1] = high;
    this.walkMemoAnswers[slot] = impossible ? 1 : 0;
    return impossible;
  }

  /** `walkImpossible`'s answer, worked out. */
  private walkFails(shape: 'line' | 'ring', start: number): boolean {
    const d = this.walkDegrees,
      e = this.walkEdges;
    if (shape === 'ring') return !this.ringWalks(start);
    for (let v = 0; v < KING; v++) d[v] = 2 * this.pileRanks[v + 1]! + (v === start ? 1 : 0);
    for (let end = 0; end < KING; end++) {
      if (this.pileRanks[end + 1] === 0) continue;
      if (lineWalk(d, end, e)) return false;
    }
    return true;
  }

  /**
   * Where ranks follow one another on a line or a ring and stock cards are still to come (Golf, TriPeaks): from here a
   * win is stretches of pile cards, one from the top and one from each stock card turned, each card one rank from the
   * last. Over all the stretches, count the steps up from rank r to the next (`u[r]`) and down from the next to r
   * (`w[r]`). Every pile card left is arrived at once: n[r] = u[r - 1] + w[r]; a rank is left at most as often as it
   * is reached or starts a stretch: u[r] + w[r - 1] <= n[r] + s[r] (s: the top and the stock cards of rank r).
   * Eliminating w: 0 <= u[r] <= n[r + 1] and u[r] <= u[r - 2] + n[r] + s[r] - n[r - 1]; on a line, no step past the
   * King and none below the Ace. Each bound ties a rank's steps to those two ranks below, so the greatest steps
   * allowed are found going up each chain (even and odd ranks on a line; the ring of 13 is one chain, gone round
   * until nothing changes): a bound below 0, or on a line too few steps up to reach the Kings left, and no win
   * exists. Where nothing may follow a King, no step comes down from one (w[Q] = 0): every Queen is reached from a
   * Jack, and too few steps up from the Jacks lose too. (Where the talon is spent, `walkImpossible` asks for more: one
   * walk, in one stretch.)
   */
  private stepsImpossible(): boolean {
    if (!this.stepsHold || this.talonCards === 0 || this.top < 0 || this.pileCards === 0) return false;
    // The answer depends on the counts of the ranks, the top's rank and the talon, which is the stock from the
    // pointer on (the stock turns onto the foundation): many positions share them.
    const start = RANK[this.top]!;
    const low = this.lowRankCounts | (start << (RANK_COUNT_BITS * LOW_RANKS)) | WALK_MEMO_MARK,
      high = this.highRankCounts | (this.pointer << (RANK_COUNT_BITS * (KING - LOW_RANKS)));
    const slot = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) >>> (32 - WALK_MEMO_BITS);
    if (this.stepsMemoKeys[2 * slot] === low && this.stepsMemoKeys[2 * slot + 1] === high)
      return this.stepsMemoAnswers[slot] === 1;
    const impossible = this.stepsFail(start);
    this.stepsMemoKeys[2 * slot] = low;
    this.stepsMemoKeys[2 * slot + 1] = high;
    this.stepsMemoAnswers[slot] = impossible ? 1 : 0;
    return impossible;
  }

  /** `stepsImpossible`'s answer, worked out, from the top's rank `start`. */
  private stepsFail(start: number): boolean {
    const n = this.pileRanks,
      bound = this.stepsBound,
      gain = this.stepsGain;
    const ring = this.rankWalk === 'ring',
      below = ring ? RING_BELOW : LINE_BELOW,
      talon = this.talonRanks;
    // gain[v] for rank v + 1: n[r] + s[r] - n[r - 1] (ranks numbered 1 to 13 in `pileRanks`).
    for (let v = 0; v < KING; v++) gain[v] = n[v + 1]! + talon[v + 1]! - n[below[v]!]!;
    gain[start - 1]!++;
    if (!ring) {
      // Steps up from rank v + 1 (v from 0 to 11), two chains; the King's rank takes none up.
      for (let first = 0; first < 2; first++) {
        let before = 0;
        for (let v = first; v < KING; v += 2) {
          const most = Math.min(v === KING - 1 ? 0 : n[v + 2]!, before + gain[v]!);
          if (most < 0) return true;
          // Below a King that takes nothing, every Queen left is reached from a Jack: w[Q] = 0, so u[J] = n[Q].
          if (this.rankWalk === 'deadKingLine' && v === KING - 3 && most < n[KING - 1]!) return true;
          before = most;
        }
        // The last of the odd chain steps up to the Kings: every King left is reached from a Queen.
        if (first === 1 && before < n[KING]!) return true;
      }
      return false;
    }
    for (let v = 0; v < KING; v++) bound[v] = n[RING_ABOVE[v]!]!;
    // Round the chain until the bounds are the greatest. They start at no less than 0 and only fall: the first to
    // fall below 0 decides.
    for (let changed = true, rounds = 0; changed && rounds < 3; rounds++) {
      changed = false;
      for (let k = 0; k < KING; k++) {
        const v = RING_CHAIN[k]!,
          most = bound[v < 2 ? v + KING - 2 : v - 2]! + gain[v]!;
        if (most < bound[v]!) {
          if (most < 0) return true;
          bound[v] = most;
          changed = true;
        }
      }
    }
    return false;
  }

  /**
   * Whether some end of the walk round the ring gives whole, not negative crossings in one stretch (see
   * `walkImpossible`), by bit sets of links: twice a link's crossings is its alternating sum less one where the end's
   * sign there is +1 (`RING_PLUS[end]`), else plus one; so with every sum odd, the sums of 1 and -1 say which links
   * go uncrossed for each end, and -1 under a +1 sign is negative.
   */
  private ringWalks(start: number): boolean {
    // Each rank's count of ends is d[v] = 2n[v], one more at the start; their alternating sum from rank 1 round the
    // ring is twice the first link's crossings, and twice a link's and its neighbour's add up to 2d of the rank
    // between them. With one odd count (the start's), every sum is odd.
    const n = this.pileRanks;
    let twice = RING_FIRST_SIGN[start]!;
    for (let v = 0; v < KING; v++) twice += RING_FIRST_SIGN[v]! * 2 * n[v + 1]!;
    let ones = 0,
      minusOnes = 0;
    for (let v = 0; ;) {
      // Below -1, negative after the end's one more or one fewer.
      if (twice < -1) return false;
      if (twice === 1) ones |= 1 << v;
      else if (twice === -1) minusOnes |= 1 << v;
      if (++v === KING) break;
      twice = 2 * (2 * n[v + 1]! + (v === start ? 1 : 0)) - twice;
    }
    for (let end = 0; end < KING; end++) {
      const plus = RING_PLUS[end]!;
      if (n[end + 1] === 0 || (minusOnes & plus) !== 0) continue;
      if (RING_ONE_STRETCH[ALL_LINKS & ~((ones & plus) | minusOnes)]) return true;
    }
    return false;
  }

  /** The cards that could let each card leave, and which cards each card blocks (`helpers`, `blocked`). */
  private helperLists(piles: readonly (readonly number[])[]): (readonly number[])[] {
    const covers = this.covers;
    // Piles a pile's card must leave before (those it covers, and what they cover, transitively).
    const under: number[][] = piles.map(() => []);
    const reach = (from: number, i: number) => {
      for (let j = 0; j < covers.length; j++)
        if (covers[j]!.includes(i) && !under[from]!.includes(j)) {
          under[from]!.push(j);
          reach(from, j);
        }
    };
    for (let i = 0; i < piles.length; i++) reach(i, i);
    piles.forEach((p, i) =>
      p.forEach((c, h) => {
        this.inPile[c] = 1;
        for (const below of p.slice(0, h)) this.blocked[c * DECK + below] = 1;
        for (const j of under[i]!) for (const t of piles[j]!) this.blocked[c * DECK + t] = 1;
      }),
    );
    const d = this.rules.discard;
    const helps = (t: number, c: number): boolean =>
      this.accepts
        ? this.accepts[(t + 1) * DECK + c] === 1
        : d?.by === 'rankSum' && t !== c && RANK[t]! + RANK[c]! === d.total;
    const lists = Array.from({ length: DECK }, (_, c) =>
      Array.from({ length: DECK }, (__, t) => t).filter((t) => helps(t, c)),
    );
    return lists;
  }

  /** Whether pile card `c`, still in play, could still leave: a helper not gone and not under it, or the top. */
  private canLeave(c: number): boolean {
    if (this.helpersLeft[c]! > 0 || RANK[c] === this.pairTotal) return true;
    if (this.accepts && this.top >= 0 && this.accepts[(this.top + 1) * DECK + c]) return true;
    return false;
  }

  /**
   * Whether the last move left a pile card with no way to leave: the cards it took away (a foundation top covered,
   * cards removed) were the last helpers of some card still in a pile. Every pile card must leave for the goal, so
   * the position is lost. Only the cards those cards helped are looked at; `hopelessAtStart` looks at every one.
   */
  hopeless(): boolean {
    if (!this.helpers) return false;
    const last = this.plies - 1,
      first = this.undoFirst[last]!,
      second = this.undoSecond[last]!;
    // Every test is a proof of loss on its own: the cheap ones first, the walks through the ranks last.
    if (this.helpless(first) || this.helpless(second) || (this.accepts !== null && this.helpless(this.undoTop[last]!)))
      return true;
    if (this.parityOutrunsStock() || this.partnersUnmatched(first) || this.partnersUnmatched(second)) return true;
    return this.stepsImpossible() || this.walkImpossible() || this.ranksCutOff() || this.wasteSealed();
  }

  /**
   * Where two cards leave together and the last pass has begun: the waste's top is its only free card, so a waste card
   * leaves only with a partner from the piles or the stock, or alone as a King. One with no such partner left never
   * leaves, and the waste cards under it never come free again: they are nobody's partner any more. Where the partners
   * of their ranks, matched again without them (`partnersUnmatched`), leave some pile card unmatched, the position is
   * lost. Public for the tests.
   */
  wasteSealed(): boolean {
    if (!this.pairsHold || this.dealsTo !== 'waste' || this.pass < this.redealLimit) return false;
    let seal = -1;
    for (let i = this.pointer - 1; i >= 0 && seal < 0; i--) {
      if (!this.inTalon[i]) continue;
      const r = RANK[this.talon[i]!]!;
      // A King leaves alone; a partner still in the piles is the usual case, and a look-up.
      if (r === KING || this.pileRanks[KING - r]! > 0) continue;
      let partnerOutside = false;
      for (let suit = 0; suit < 4 && !partnerOutside; suit++) {
        const p = suit * 13 + KING - r - 1;
        partnerOutside = !this.gone[p] && (this.talonIndex[p]! < 0 || this.talonIndex[p]! >= this.pointer);
      }
      if (!partnerOutside) seal = i;
    }
    if (seal <= 0) return false;
    // The partners of each rank sealed there are matched again without them.
    let ranks = 0,
      lost = false;
    for (let i = 0; i < seal && !lost; i++) {
      const card = this.talon[i]!;
      if (!this.inTalon[i] || ranks & (1 << RANK[card]!)) continue;
      ranks |= 1 << RANK[card]!;
      lost = this.partnersUnmatched(card, seal);
    }
    return lost;
  }

  /**
   * Whether the pile card `card` at place `a` can leave only with the card at place `b` (where the stock turns one
   * card at a time, or `b` is a pile): every other card of the rank it pairs with is gone or lies under it. Every pile
   * card must leave, so a winning line pairs the two; pairing them at once loses nothing (see the README).
   */
  private onlyPartner(a: number, card: number, b: number): boolean {
    if (!this.helpers || a >= WASTE_TOP || (b >= WASTE_TOP && !this.drawsOne)) return false;
    // The partner, free as the card is, is one of its helpers left (it cannot lie under it): the only one?
    return this.helpersLeft[card] === 1;
  }

  /** Whether a card that `t` helped is left with no way to leave, now that `t` is gone (and not the top). */
  private helpless(t: number): boolean {
    if (t < 0 || t === this.top) return false;
    const { start, list } = this.helped;
    const left = this.helpersLeft;
    for (let k = start[t]!; k < start[t + 1]!; k++) {
      const c = list[k]!;
      if (left[c]! === 0 && !this.gone[c] && !this.canLeave(c)) return true;
    }
    return false;
  }

  /** Whether some pile card has no way to leave in this position (see `hopeless`). */
  hopelessAtStart(): boolean {
    if (!this.helpers) return false;
    for (let c = 0; c < DECK; c++)
      if (this.inPile[c] && !this.gone[c] && (!this.canLeave(c) || this.partnersUnmatched(c))) return true;
    return (
      this.parityOutrunsStock() ||
      this.stepsImpossible() ||
      this.walkImpossible() ||
      this.ranksCutOff() ||
      this.wasteSealed()
    );
  }

  private markGone(card: number): void {
    this.gone[card] = 1;
    if (this.helpers) {
      const { start, list } = this.helpedFrom;
      for (let k = start[card]!; k < start[card + 1]!; k++) this.helpersLeft[list[k]!]!--;
    }
    if (card < 26) this.goneLo ^= 1 << card;
    else this.goneHi ^= 1 << (card - 26);
  }

  private unmarkGone(card: number): void {
    this.gone[card] = 0;
    if (this.helpers) {
      const { start, list } = this.helpedFrom;
      for (let k = start[card]!; k < start[card + 1]!; k++) this.helpersLeft[list[k]!]!++;
    }
    if (card < 26) this.goneLo ^= 1 << card;
    else this.goneHi ^= 1 << (card - 26);
  }

  /** Moves the pointer past talon cards no longer there, so that equal talons give equal pointers. */
  private settle(): void {
    while (this.pointer < this.talon.length && !this.inTalon[this.pointer]) this.pointer++;
  }

  /** The talon index of the waste's top card, or -1. */
  private wasteTopIndex(): number {
    if (this.dealsTo !== 'waste') return -1;
    for (let i = this.pointer - 1; i >= 0; i--) if (this.inTalon[i]) return i;
    return -1;
  }

  /** Whether pile `i` has a card that nothing covers. */
  isFree(i: number): boolean {
    return this.pileLength[i]! > 0 && this.coveredBy[i] === 0;
  }

  /** Counts a pile's emptying (`by` -1) or filling (+1) in the cover counts of the piles its card covers. */
  private uncover(pile: number, by: number): void {
    for (const i of this.coversOf[pile]!) this.coveredBy[i]! += by;
  }

  /** The top card of pile `i` (which holds one). */
  private pileTop(i: number): number {
    return this.pileStack[i * DECK + this.pileLength[i]! - 1]!;
  }

  /** Lists the free places in `free` (piles' uncovered tops, the waste's top, the stock's if free), their cards in
   * `freeCard`: how many. */
  private freePlaces(): number {
    const free = this.free,
      card = this.freeCard;
    let n = 0;
    for (let i = 0; i < this.pileCount; i++) if (this.isFree(i)) card[n] = this.pileTop((free[n++] = i));
    const waste = this.wasteTopIndex();
    if (waste >= 0) {
      free[n] = WASTE_TOP;
      card[n++] = this.talon[waste]!;
    }
    if (this.stockTopFree && this.pointer < this.talon.length) {
      free[n] = STOCK_TOP;
      card[n++] = this.talon[this.pointer]!;
    }
    return n;
  }

  /** Whether the goal of the rules is reached. */
  isWon(): boolean {
    if (this.goal === 'tableauCleared') return this.pileCards === 0;
    if (this.goal === 'acesLeft') {
      if (this.pointer < this.talon.length || this.pileCards > 4) return false;
      for (let i = 0; i < this.pileCount; i++)
        for (let h = 0; h < this.pileLength[i]!; h++) if (RANK[this.pileStack[i * DECK + h]!] !== 1) return false;
      return true;
    }
    return this.pileCards === 0 && this.talonCards === 0;
  }

  /** Whether no card of `card`'s suit below it (the Ace ranking highest) is still in play. */
  private lowestOfSuit(card: number): boolean {
    const suitBase = card - (RANK[card]! - 1);
    if (RANK[card] === 1) return false;
    for (let r = 2; r < RANK[card]!; r++) if (!this.gone[suitBase + r - 1]) return false;
    return true;
  }

  /** A higher card of `card`'s suit, Ace high, tops a pile other than `place`. */
  private higherShows(card: number, place: number): boolean {
    for (let i = 0; i < this.pileCount; i++) {
      if (i === place || this.pileLength[i] === 0) continue;
      const t = this.pileTop(i);
      if (SUIT[t] === SUIT[card] && HIGH[t]! > HIGH[card]!) return true;
    }
    return false;
  }

  /**
   * Writes the legal moves, packed, into `out` from `at` (room for `maxMoves`) and returns how many. Where a card
   * leaves alone by its rank (Pyramid's King), the first such move is the only one listed: taking it first loses
   * nothing (see the README).
   */
  moves(out: Int32Array, at: number): number {
    // Where cards only go to the foundation (Black Hole, Golf, TriPeaks), the piles' tops are read in place.
    const onlyUp = this.accepts !== null && this.pairTotal === 0 && !this.discardsByHigher && this.toEmpty === 'never';
    const free = this.free,
      card = this.freeCard,
      nFree = onlyUp ? 0 : this.freePlaces();
    let n = onlyUp ? this.foundationMoves(out, at) : at;
    if (this.pairTotal > 0) {
      const total = this.pairTotal;
      for (let i = 0; i < nFree; i++) {
        const a = free[i]!;
        if (RANK[card[i]!] !== total) continue;
        if (a < WASTE_TOP || this.drawsOne) return this.only(out, at, pack(DISCARD, a, 0));
        out[n++] = pack(DISCARD, a, 0);
      }
      for (let i = 0; i < nFree; i++)
        for (let j = i + 1; j < nFree; j++) {
          const a = free[i]!,
            b = free[j]!;
          if (RANK[card[i]!]! + RANK[card[j]!]! !== total) continue;
          if (this.onlyPartner(a, card[i]!, b) || this.onlyPartner(b, card[j]!, a))
            return this.only(out, at, pack(PAIR, a, b));
          out[n++] = pack(PAIR, a, b);
        }
    } else if (this.discardsByHigher) {
      for (let i = 0; i < nFree; i++) {
        const a = free[i]!;
        if (a === STOCK_TOP || !this.higherShows(card[i]!, a)) continue;
        if (a < WASTE_TOP && ((this.lowestDiscardsFirst && this.lowestOfSuit(card[i]!)) || this.discardsFirst))
          return this.only(out, at, pack(DISCARD, a, 0));
        out[n++] = pack(DISCARD, a, 0);
      }
    }
    if (this.accepts && !onlyUp) {
      const row = (this.top + 1) * DECK;
      for (let i = 0; i < nFree; i++) {
        const a = free[i]!;
        if (a !== STOCK_TOP && this.accepts[row + card[i]!]) out[n++] = pack(TO_FOUNDATION, a, 0);
      }
    }
    if (this.lonesArranged) n = this.arrangedMoves(out, n);
    else if (this.toEmpty !== 'never') {
      let empty = false;
      for (let j = 0; j < this.pileCount && !empty; j++) empty = this.pileLength[j] === 0;
      if (empty)
        for (let i = 0; i < nFree; i++) {
          const a = free[i]!;
          if (a >= WASTE_TOP) continue;
          if (this.toEmpty === 'kingOnly' && RANK[card[i]!] !== KING) continue;
          for (let j = 0; j < this.pileCount; j++) if (this.pileLength[j] === 0) out[n++] = pack(TO_EMPTY, a, j);
        }
    }
    if (this.hasStock && this.pointer < this.talon.length && !this.lonesArranged) {
      let needsEvery = false;
      for (let j = 0; j < this.pileCount && this.needsEveryPile && !needsEvery; j++)
        needsEvery = this.pileLength[j] === 0;
      if (!needsEvery) out[n++] = pack(DRAW, 0, 0);
    }
    if (this.canRedeal()) out[n++] = pack(REDEAL, 0, 0);
    if (this.shuffled || this.byHeight || this.byRanksLeft) this.sortMoves(out, at, n);
    return n - at;
  }

  /** Writes the moves to the foundation from `n` in the order of the free places (see `freePlaces`): the new end. */
  private foundationMoves(out: Int32Array, n: number): number {
    const row = (this.top + 1) * DECK,
      accepts = this.accepts!;
    for (let i = 0; i < this.pileCount; i++) {
      const len = this.pileLength[i]!;
      if (len > 0 && this.coveredBy[i] === 0 && accepts[row + this.pileStack[i * DECK + len - 1]!])
        out[n++] = pack(TO_FOUNDATION, i, 0);
    }
    const waste = this.wasteTopIndex();
    if (waste >= 0 && accepts[row + this.talon[waste]!]) out[n++] = pack(TO_FOUNDATION, WASTE_TOP, 0);
    return n;
  }

  /**
   * The moves to empty piles and the deals where lone cards are arranged (`lonesArranged`): a card over another
   * goes to the first empty pile, in one version for each layout of the lone cards where it fills the last one;
   * a deal comes in one version for each layout of the lone cards over the piles holding at most one card, the
   * layout as it stands first.
   */
  private arrangedMoves(out: Int32Array, n: number): number {
    let empties = 0,
      firstEmpty = -1,
      slotCount = 0;
    for (let j = 0; j < this.pileCount; j++) {
      const len = this.pileLength[j]!;
      if (len === 0) {
        empties++;
        if (firstEmpty < 0) firstEmpty = j;
      }
      if (len <= 1) this.slots[slotCount++] = j;
    }
    if (empties > 0)
      for (let a = 0; a < this.pileCount; a++) {
        if (this.pileLength[a]! < 2) continue;
        const m = pack(TO_EMPTY, a, firstEmpty);
        if (empties > 1) out[n++] = m | (STAY << ARRANGED_SHIFT);
        // The moved card fills the last empty pile: every layout of it and the lone cards over their piles.
        else n = this.layouts(out, n, m, slotCount, slotCount, firstEmpty);
      }
    if (this.hasStock && this.pointer < this.talon.length) {
      const m = pack(DRAW, 0, 0);
      if (empties === 0) out[n++] = m | (STAY << ARRANGED_SHIFT);
      else n = this.layouts(out, n, m, slotCount, slotCount - empties, -1);
    }
    return n;
  }

  /**
   * Lists move `m` once for each way of laying `cards` lone cards (those of `slots`' piles that hold one, and the
   * card `arriving` at that pile) over the `count` piles of `slots`, the layout as it stands first.
   */
  private layouts(out: Int32Array, n: number, m: number, count: number, cards: number, arriving: number): number {
    let k = 0;
    for (let i = 0; i < count; i++) {
      const j = this.slots[i]!;
      if (this.pileLength[j] === 1 || j === arriving) this.slotCards[k++] = j;
      this.held[i] = 0;
    }
    return this.place(out, n, m, count, cards, 0, STAY);
  }

  /** Lays the lone card `c` (of `slotCards`) and those after it on the free ones of `slots` (see `layouts`). */
  private place(out: Int32Array, n: number, m: number, count: number, cards: number, c: number, code: number): number {
    if (c === cards) {
      out[n++] = m | (code << ARRANGED_SHIFT);
      return n;
    }
    const from = this.slotCards[c]!;
    // Staying first, so the layout as it stands is the first version.
    for (let t = -1; t < count; t++) {
      const to = t < 0 ? from : this.slots[t]!;
      if (t >= 0 && to === from) continue;
      const i = this.slotIndex(to, count);
      if (this.held[i]) continue;
      this.held[i] = 1;
      n = this.place(out, n, m, count, cards, c + 1, (code & ~(7 << (3 * from))) | (to << (3 * from)));
      this.held[i] = 0;
    }
    return n;
  }

  /** Where pile `j` is among the first `count` of `slots`. */
  private slotIndex(j: number, count: number): number {
    for (let i = 0; i < count; i++) if (this.slots[i] === j) return i;
    return -1;
  }

  /** Lays the lone cards out as `code` says (3 bits a pile: the pile its lone card goes to), or back (`back`). */
  private arrange(code: number, back: boolean): void {
    let moving = 0;
    for (let i = 0; i < this.pileCount; i++) {
      const to = (code >> (3 * i)) & 7;
      if (to === i) continue;
      this.slotCards[moving] = this.popPile(back ? to : i);
      this.slots[moving++] = back ? i : to;
    }
    for (let k = 0; k < moving; k++) this.pushPile(this.slots[k]!, this.slotCards[k]!);
  }

  /** Lists the one move `m` (see `moves`). */
  private only(out: Int32Array, at: number, m: number): number {
    out[at] = m;
    return 1;
  }

  /** Sorts `out[from..to)` by `rankOfMove`, keeping the listed order among equals (a stable insertion sort). */
  private sortMoves(out: Int32Array, from: number, to: number): void {
    const ranks = this.moveRanks;
    for (let i = from; i < to; i++) ranks[i - from] = this.rankOfMove(out[i]!);
    for (let i = from + 1; i < to; i++) {
      const m = out[i]!,
        r = ranks[i - from]!;
      let j = i - 1;
      for (; j >= from && ranks[j - from]! > r; j--) {
        out[j + 1] = out[j]!;
        ranks[j + 1 - from] = ranks[j - from]!;
      }
      out[j + 1] = m;
      ranks[j + 1 - from] = r;
    }
  }

  /**
   * Where a move comes in the order of the places it takes cards from (a draw or a redeal last), after the height of
   * its pile where the run orders by height (`reorder`), after the ranks left where they order (`byRanksLeft`).
   */
  private rankOfMove(m: number): number {
    const kind = (m >> 12) & 15;
    if (kind === DRAW || kind === REDEAL) return 1 << 30;
    const from = (m >> 6) & 63;
    const lower = this.byHeight && from < this.pileCount ? DECK - this.pileLength[from]! : 0;
    const rest = lower * 4096 + this.placeOrder[from]! * 64 + this.placeOrder[m & 63]!;
    if (!this.byRanksLeft || from >= this.pileCount) return rest;
    const r = RANK[this.pileTop(from)]!;
    let next = 0;
    for (let ranks = this.nextRanks[r]!; ranks !== 0; ranks &= ranks - 1)
      next += this.pileRanks[31 - Math.clz32(ranks & -ranks)]!;
    return (RANKS_LEFT_SPAN - this.pileRanks[r]! * OWN_RANK_WEIGHT + next) * HEIGHTS_SPAN + rest;
  }

  /**
   * Orders the moves by their places in an order drawn from `seed` (0: the natural order, pile by pile), where the run
   * orders by height (`tallestFirst`, even seeds) after the height of their piles. Every order finds a win exactly
   * when one exists; a search that restarts with another order meets other lines first.
   */
  reorder(seed: number): void {
    this.shuffled = seed !== 0;
    // Taking from the tallest pile first finds most of Black Hole's slow wins sooner, but leads some other deals
    // astray: odd runs keep the plain shuffled order after the ranks left (figures in SINGLE_FOUNDATION.md).
    this.byHeight = this.tallestFirst && seed % 2 === 0;
    for (let i = 0; i < 64; i++) this.placeOrder[i] = i;
    let random = seed >>> 0;
    for (let i = 63; i > 0; i--) {
      random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
      const j = random % (i + 1);
      const t = this.placeOrder[i]!;
      this.placeOrder[i] = this.placeOrder[j]!;
      this.placeOrder[j] = t;
    }
  }

  private canRedeal(): boolean {
    if (this.pass >= this.redealLimit) return false;
    return this.pointer >= this.talon.length && this.wasteTopIndex() >= 0;
  }

  /** Takes the card at a free place out of play (to the foundation or the discard pile). */
  private takeOut(place: number): number {
    let card: number;
    if (place === WASTE_TOP || place === STOCK_TOP) {
      const i = place === WASTE_TOP ? this.wasteTopIndex() : this.pointer;
      card = this.talon[i]!;
      this.inTalon[i] = 0;
      this.talonCards--;
      this.count(card, -1, false);
    } else {
      card = this.popPile(place);
      if (this.pileLength[place] === 0) this.uncover(place, -1);
    }
    this.markGone(card);
    return card;
  }

  /** Plays a packed move. */
  apply(m: number): void {
    if (this.plies === this.undoMove.length) this.growUndo();
    const u = this.plies++;
    this.undoMove[u] = m;
    this.undoTop[u] = this.top;
    this.undoPointer[u] = this.pointer;
    this.undoPass[u] = this.pass;
    this.undoFirst[u] = -1;
    this.undoSecond[u] = -1;
    const kind = (m >> 12) & 15,
      a = (m >> 6) & 63,
      b = m & 63,
      code = m >>> ARRANGED_SHIFT;
    if (kind === TO_FOUNDATION) this.top = this.undoFirst[u] = this.takeOut(a);
    else if (kind === DISCARD) this.undoFirst[u] = this.takeOut(a);
    else if (kind === PAIR) {
      // Neither place's card depends on the other's going: the stock's top is at the pointer, the waste's below it.
      this.undoFirst[u] = this.takeOut(a);
      this.undoSecond[u] = this.takeOut(b);
    } else if (kind === TO_EMPTY) {
      this.pushPile(b, this.popPile(a));
      if (code !== 0) this.arrange(code, false);
    } else if (kind === DRAW) {
      if (code !== 0) this.arrange(code, false);
      this.draw();
    } else if (kind === REDEAL) {
      this.pass++;
      this.pointer = 0;
    }
    this.settle();
  }

  /** Doubles the undo stack (lines of cyclic games can be long). */
  private growUndo(): void {
    this.undoMove = doubled(this.undoMove);
    this.undoTop = doubled(this.undoTop);
    this.undoPointer = doubled(this.undoPointer);
    this.undoPass = doubled(this.undoPass);
    this.undoFirst = doubled(this.undoFirst);
    this.undoSecond = doubled(this.undoSecond);
  }

  private draw(): void {
    if (this.dealsTo === 'foundation') {
      this.top = this.talon[this.pointer]!;
      this.inTalon[this.pointer] = 0;
      this.talonCards--;
      this.count(this.top, -1, false);
      this.markGone(this.top);
      this.pointer++;
    } else if (this.dealsTo === 'tableau') {
      for (let i = 0; i < this.pileCount && this.pointer < this.talon.length; i++) {
        const card = this.talon[this.pointer]!;
        this.inTalon[this.pointer] = 0;
        this.talonCards--;
        this.count(card, -1, false);
        this.pushPile(i, card);
        this.pointer++;
      }
    } else {
      for (let n = 0; n < this.stockDraw && this.pointer < this.talon.length; n++) {
        this.pointer++;
        this.settle();
      }
    }
  }

  /** Takes back the last move played. */
  undo(): void {
    const u = --this.plies,
      m = this.undoMove[u]!,
      pointer = this.undoPointer[u]!,
      first = this.undoFirst[u]!,
      second = this.undoSecond[u]!;
    const kind = (m >> 12) & 15,
      a = (m >> 6) & 63,
      b = m & 63,
      code = m >>> ARRANGED_SHIFT;
    if (second >= 0) this.putBack(b, second);
    if (first >= 0) this.putBack(a, first);
    if (kind === TO_EMPTY) {
      if (code !== 0) this.arrange(code, true);
      this.pushPile(a, this.popPile(b));
    } else if (kind === DRAW && this.dealsTo === 'foundation') {
      this.inTalon[pointer] = 1;
      this.talonCards++;
      this.count(this.talon[pointer]!, 1, false);
      this.unmarkGone(this.talon[pointer]!);
    } else if (kind === DRAW && this.dealsTo === 'tableau')
      for (let k = pointer; k < this.pointer; k++) {
        this.inTalon[k] = 1;
        this.popPile(k - pointer);
        this.talonCards++;
        this.count(this.talon[k]!, 1, false);
      }
    if (kind === DRAW && code !== 0) this.arrange(code, true);
    this.top = this.undoTop[u]!;
    this.pointer = pointer;
    this.pass = this.undoPass[u]!;
  }

  /** Puts `card` back where a move took it from. */
  private putBack(place: number, card: number): void {
    if (place === WASTE_TOP || place === STOCK_TOP) {
      this.inTalon[this.talonIndex[card]!] = 1;
      this.talonCards++;
      this.count(card, 1, false);
    } else {
      this.pushPile(place, card);
      if (this.pileLength[place] === 1) this.uncover(place, 1);
    }
    this.unmarkGone(card);
  }

  /**
   * A mask of the key's words without the passes used, or the pointer where it is `pointerWord`'s (all ones where
   * neither is): hashed so, the same position with fewer passes or an earlier pointer lies in the same chain of the
   * set's slots, and looking it up costs no cache miss.
   */
  hashMask(): Int32Array {
    const mask = new Int32Array(this.width).fill(-1);
    if (this.pointerWord >= 0) mask[this.pointerWord] = ~(((1 << this.pointerBits) - 1) << this.pointerAt);
    if (!this.countsPasses) return mask;
    if (this.heightShift) mask[0]! &= ~(63 << this.passShift);
    else if (this.baseWidth === 3) mask[2] = 0;
    else mask[0]! &= (1 << 26) - 1;
    return mask;
  }

  /** Writes the key of the position into `out` from `at` (`width` words), as if `pass` passes were used. */
  key(out: Int32Array, at = 0, pass = this.pass): void {
    // 26 cards gone and 6 bits in each of the first two words: the top (or the passes where there is no top), the
    // pointer; a third word for the passes where there are both.
    const top = this.top < 0 ? 0 : this.topByRank ? RANK[this.top]! : this.top + 1;
    let heights = this.heights,
      goneLo = this.goneLo & this.pileGoneLo,
      goneHi = this.goneHi & this.pileGoneHi;
    // Piles alike up to their heights trade them (`familyCount`): the tallest first, from the tables.
    for (let f = 0; f < this.familyCount; f++) {
      const at = this.familyRow[f]!;
      if (this.heightShift) heights += this.trades[at]!;
      else {
        goneLo ^= this.trades[2 * at]!;
        goneHi ^= this.trades[2 * at + 1]!;
      }
    }
    if (this.heightShift) {
      out[at] = heights | (this.pointer << this.pointerShift) | (top << this.topShift) | (pass << this.passShift);
      return;
    }
    out[at] = goneLo | ((this.accepts ? top : this.countsPasses ? pass : 0) << 26);
    out[at + 1] = goneHi | (this.pointer << 26);
    if (this.baseWidth === 3) out[at + 2] = pass;
    // Piles are told apart by their places, not only by their cards: the stock deals to each in turn.
    for (let w = this.baseWidth; w < this.width; w++) out[at + w] = this.placeWords[w]!;
    if (this.lonesArranged) this.keyLonesByCard(out, at);
  }

  /**
   * While a pile is empty, rewrites the key's places of the lone cards as if they lay, from the lowest card up, in
   * the piles holding at most one card from the first (see `lonesArranged`): where they lie is the player's choice.
   */
  private keyLonesByCard(out: Int32Array, at: number): void {
    let empty = false,
      slotCount = 0,
      lone = 0;
    for (let j = 0; j < this.pileCount; j++) {
      const len = this.pileLength[j]!;
      if (len === 0) empty = true;
      if (len > 1) continue;
      this.slots[slotCount++] = j;
      if (len === 1) {
        // Insertion by card number, with the pile it lies in.
        const card = this.pileStack[j * DECK]!;
        let k = lone++;
        for (; k > 0 && this.slotCards[k - 1]! > card; k--) {
          this.slotCards[k] = this.slotCards[k - 1]!;
          this.held[k] = this.held[k - 1]!;
        }
        this.slotCards[k] = card;
        this.held[k] = j;
      }
    }
    if (!empty) return;
    for (let k = 0; k < lone; k++) {
      const card = this.slotCards[k]!;
      out[at + this.baseWidth + this.placeWord(card)]! ^= (this.held[k]! ^ this.slots[k]!) << this.placeShift(card);
    }
  }

  /**
   * The engine moves of a packed move, from this board's position (before it is played): one, or where it lays lone
   * cards out (`lonesArranged`), first the moves of lone cards between the piles holding at most one, through an
   * empty one, then the move itself (a card to the pile its layout leaves empty, or the deal).
   */
  engineMoves(m: number): Move[] {
    const code = m >>> ARRANGED_SHIFT;
    const kind = (m >> 12) & 15,
      a = (m >> 6) & 63,
      b = m & 63;
    if (code === 0 || code === STAY) return [this.engineMove(m)];
    const n = this.pileCount;
    // Where each lone card is to end: for a move to the last empty pile, its card is the one at `b` after it.
    const target = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const to = (code >> (3 * i)) & 7;
      if (kind === TO_EMPTY && i === b) continue;
      if (this.pileLength[i] === 1) target.set(i, to);
    }
    const landing = kind === TO_EMPTY ? (code >> (3 * b)) & 7 : -1;
    const cardAt = Array.from({ length: n }, (_, i) => (this.pileLength[i] === 1 && target.has(i) ? i : -1));
    const moves: Move[] = [];
    const step = (from: number, to: number): void => {
      moves.push({
        kind: 'move',
        from: { zone: 'tableau', index: from },
        to: { zone: 'tableau', index: to },
        count: 1,
      });
      cardAt[to] = cardAt[from]!;
      cardAt[from] = -1;
    };
    const empty = (j: number) => cardAt[j] === -1 && (this.pileLength[j] === 0 || target.has(j));
    for (let guard = 0; guard < 4 * n; guard++) {
      let misplaced = -1,
        moved = false;
      for (let j = 0; j < n && !moved; j++) {
        const home = cardAt[j]!;
        if (home < 0 || target.get(home) === j) continue;
        misplaced = j;
        const to = target.get(home)!;
        if (empty(to)) {
          step(j, to);
          moved = true;
        }
      }
      if (moved) continue;
      if (misplaced < 0) break;
      // Every misplaced card waits for another's pile: one goes to an empty pile first.
      for (let j = 0; j < n; j++)
        if (j !== misplaced && empty(j)) {
          step(misplaced, j);
          break;
        }
    }
    if (kind === TO_EMPTY)
      moves.push({
        kind: 'move',
        from: { zone: 'tableau', index: a },
        to: { zone: 'tableau', index: landing },
        count: 1,
      });
    else moves.push({ kind: 'draw' });
    return moves;
  }

  /** The engine move of a packed move that lays no lone card out. */
  private engineMove(m: number): Move {
    const kind = (m >> 12) & 15,
      a = (m >> 6) & 63,
      b = m & 63;
    const ref = (place: number): PileRef =>
      place === WASTE_TOP
        ? { zone: 'waste', index: 0 }
        : place === STOCK_TOP
          ? { zone: 'stock', index: 0 }
          : { zone: 'tableau', index: place };
    if (kind === TO_FOUNDATION) return { kind: 'move', from: ref(a), to: { zone: 'foundation', index: 0 }, count: 1 };
    if (kind === DISCARD) return { kind: 'discard', from: ref(a) };
    if (kind === PAIR) return { kind: 'pair', first: ref(a), second: ref(b) };
    if (kind === TO_EMPTY) return { kind: 'move', from: ref(a), to: ref(b), count: 1 };
    return kind === DRAW ? { kind: 'draw' } : { kind: 'redeal' };
  }
}

/** Lists of numbers for each card, laid end to end: card `c`'s are `list[start[c]]` to `list[start[c + 1] - 1]`. */
interface FlatLists {
  readonly start: Int32Array;
  readonly list: Int32Array;
}

/** `lists` laid end to end (see `FlatLists`). */
const flatLists = (lists: readonly (readonly number[])[]): FlatLists => {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, c) => (start[c + 1] = start[c]! + l.length));
  return { start, list: Int32Array.from(lists.flat()) };
};

/**
 * For each pile, the piles its card covers (`covers[i]`: the piles covering pile i), and for each pile how many of
 * the piles covering it hold a card. Shared with the free-talon search.
 */
export const coverCounts = (
  covers: readonly (readonly number[])[],
  piles: readonly (readonly unknown[])[],
): { coversOf: number[][]; coveredBy: Int32Array } => {
  const coversOf: number[][] = piles.map(() => []);
  const coveredBy = new Int32Array(piles.length);
  covers.forEach((over, i) => {
    for (const j of over) {
      coversOf[j]!.push(i);
      if (piles[j]!.length > 0) coveredBy[i]!++;
    }
  });
  return { coversOf, coveredBy };
};

/**
 * Families of two piles or more whose bottom cards share a rank (at most `FAMILY_ROOM` piles, and a table of at most
 * `FAMILY_CODES` height codes: larger ones are left out, which only forgoes the trade).
 */
const pileFamilies = (piles: readonly (readonly number[])[]): number[][] => {
  const byRank = new Map<number, number[]>();
  piles.forEach((p, i) => {
    if (p.length > 0) byRank.set(RANK[p[0]!]!, [...(byRank.get(RANK[p[0]!]!) ?? []), i]);
  });
  return [...byRank.values()].filter((f) => {
    const base = Math.max(...f.map((i) => piles[i]!.length)) + 1;
    return f.length > 1 && f.length <= FAMILY_ROOM && base ** f.length <= FAMILY_CODES;
  });
};

/**
 * The heights the key gives a family's piles (`ranks`: each pile's ranks from the bottom) at `heights`: piles whose
 * two bottom cards have the same ranks and hold two or fewer, then piles holding one card or none, trade so that the
 * tallest come first. Each trade is between positions that play alike: the same ranks lie in the same order.
 */
const alikeHeights = (ranks: readonly (readonly number[])[], heights: readonly number[]): number[] => {
  const traded = [...heights];
  const tallestFirst = (group: number[], depth: number) => {
    const short = group.filter((j) => traded[j]! <= depth);
    const sorted = short.map((j) => traded[j]!).sort((x, y) => y - x);
    short.forEach((j, k) => (traded[j] = sorted[k]!));
  };
  const byTwo = new Map<string, number[]>();
  ranks.forEach((r, j) => {
    if (r.length >= 2) byTwo.set(`${r[0]},${r[1]}`, [...(byTwo.get(`${r[0]},${r[1]}`) ?? []), j]);
  });
  for (const group of byTwo.values()) tallestFirst(group, 2);
  tallestFirst(
    ranks.map((_, j) => j),
    1,
  );
  return traded;
};

/** How ranks follow one another where each links only to its neighbours (see `rankShape`). */
type RankShape = 'line' | 'ring' | 'deadKingLine';

/** Whether ranks follow one another both ways, on a line or round the ring: the walk's tests apply. */
const walksBoth = (shape: RankShape | null): shape is 'line' | 'ring' => shape === 'line' || shape === 'ring';

/**
 * Whether `next` (bit s of `next[r]`: rank s may follow rank r) links each rank to its neighbours: on a line, round
 * a ring, or on a line whose King nothing may follow.
 */
const rankShape = (next: Int32Array): RankShape | null => {
  let line = true,
    ring = true;
  for (let r = 1; r <= KING; r++) {
    const below = r > 1 ? 1 << (r - 1) : 0,
      above = r < KING ? 1 << (r + 1) : 0;
    if (next[r] !== (below | above) && r < KING) line = false;
    if (next[r] !== ((r > 1 ? below : 1 << KING) | (r < KING ? above : 1 << 1))) ring = false;
  }
  if (ring) return 'ring';
  if (!line) return null;
  return next[KING] === 1 << (KING - 1) ? 'line' : next[KING] === 0 ? 'deadKingLine' : null;
};

/**
 * Crossings of each link of the line of ranks (`e[v]`: between v and v + 1) for ends' counts `d` less one at `end`,
 * from the Ace up; whether they are all at least 0, meet the King's count, and the links crossed form one stretch.
 */
const lineWalk = (d: Int32Array, end: number, e: Int32Array): boolean => {
  let before = 0;
  for (let v = 0; v < KING - 1; v++) {
    e[v] = d[v]! - (v === end ? 1 : 0) - before;
    if (e[v]! < 0) return false;
    before = e[v]!;
  }
  return before === d[KING - 1]! - (end === KING - 1 ? 1 : 0) && oneStretch(e, KING - 1);
};

/**
 * On the ring of 13 ranks, the sign of each rank's count of ends in twice the crossings of the link between ranks 0
 * and 1 (numbered from 0): an alternating sum going round from rank 1, which an odd number of links makes whole.
 */
const RING_FIRST_SIGN = Int32Array.from({ length: KING }, (_, v) => (((v - 1 + KING) % KING) % 2 === 0 ? 1 : -1));

/**
 * For each end of the walk round the ring, the links (bit v: between ranks v and v + 1, from 0) where its one fewer
 * lowers twice the crossings (it comes at an even place of the link's alternating sum); elsewhere it raises them.
 */
const RING_PLUS = Int32Array.from({ length: KING }, (_, end) => {
  let plus = 0;
  for (let v = 0; v < KING; v++) if (((end - v - 1 + 2 * KING) % KING) % 2 === 0) plus |= 1 << v;
  return plus;
});

/** Every link of the ring of ranks. */
const ALL_LINKS = (1 << KING) - 1;

/** For each set of the ring's links, whether they form one stretch going round (or none, or all). */
const RING_ONE_STRETCH = Uint8Array.from({ length: 1 << KING }, (_, links) => {
  let starts = 0;
  for (let v = 0; v < KING; v++) if (links & (1 << v) && !(links & (1 << ((v + KING - 1) % KING)))) starts++;
  return starts <= 1 ? 1 : 0;
});

/** Whether the links crossed (`e[v] > 0`, of `n` on a line) form one stretch. */
const oneStretch = (e: Int32Array, n: number): boolean => {
  let starts = 0;
  for (let v = 0; v < n; v++) if (e[v]! !== 0 && (v === 0 || e[v - 1]! === 0)) starts++;
  return starts <= 1;
};

/** Whether every card of a rank has the same row in `acceptTable` as the others of its rank. */
const sameRowsByRank = (accepts: Uint8Array): boolean => {
  for (let top = 0; top < DECK; top++)
    for (let card = 0; card < DECK; card++)
      if (accepts[(top + 1) * DECK + card] !== accepts[((top % 13) + 1) * DECK + card]) return false;
  return true;
};

const pack = (kind: number, a: number, b: number): number => (kind << 12) | (a << 6) | b;

/** For each foundation top (or none: row 0) and card, whether the card may go on it. */
const acceptTable = (rules: Rules, state: GameState): Uint8Array => {
  const bottom = state.foundations[0]?.[0];
  const base = rules.foundations.base === 'dealt' && bottom ? rankOf(bottom.card) : 1;
  const table = new Uint8Array((DECK + 1) * DECK);
  for (let top = -1; top < DECK; top++)
    for (let card = 0; card < DECK; card++)
      table[(top + 1) * DECK + card] = foundationRefusal(rules, top < 0 ? undefined : top, card, base) === null ? 1 : 0;
  return table;
};
