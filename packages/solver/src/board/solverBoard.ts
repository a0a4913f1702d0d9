import {
  cardCount,
  type EmptyPilePolicy,
  foundationBase,
  type GameState,
  type Move,
  type Pile,
  type PileCard,
  playUnchecked,
  type Rules,
  UNLIMITED,
} from '@solitaire/engine';
import { boardMisfit } from './unmodelled.js';
import { doubled, giveArray, takeInt32 } from '../tables/arrayPool.js';
import { mixA, mixB } from './hashing.js';
import {
  MOVE_CELL_TO_CELL,
  MOVE_CELL_TO_FOUNDATION,
  MOVE_CELL_TO_TABLEAU,
  MOVE_DEAL_ROW,
  MOVE_DRAW,
  MOVE_FOUNDATION_TO_TABLEAU,
  MOVE_RESERVE_TO_FOUNDATION,
  MOVE_RESERVE_TO_TABLEAU,
  MOVE_REDEAL,
  MOVE_SHUFFLE,
  MOVE_UNCOVER_TO_FOUNDATION,
  MOVE_TABLEAU_TO_CELL,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
  MOVE_WASTE_TO_FOUNDATION,
  MOVE_WASTE_TO_TABLEAU,
  moveCount,
  moveFrom,
  moveKind,
  moveTo,
  packMove,
  uncoveredCardTo,
  viaRedeal,
} from './packedMove.js';
import { FOUNDATION_ROOM, ruleTables } from './ruleTables.js';

/** Cards in a complete run (`completeRuns`): King to Ace. */
const RUN_LENGTH = FOUNDATION_ROOM;
import { cardOf, faceKey, isFaceDown, tableauByte } from './tableauByte.js';

/*
 * The solver's private, mutable copy of a position: typed arrays changed and restored in place, with an
 * incremental 64-bit hash kept in two 32-bit lanes. The stock and waste are one sequence, the "talon":
 * waste bottom to top, then stock top to bottom, with `wasteLength` cards of it dealt. Cards only ever leave it and
 * neither a draw nor a waste redeal reorders it, so every position reachable by draws is an index into it.
 */

/** Plies the move history starts with room for (it doubles as needed). */
const INITIAL_PLIES = 1 << 14;
/**
 * Counters a copy of the position holds (`SolverBoard.saveTo`): talon length, waste, reserve length, redeals, random
 * state, cards up, talon hash.
 */
const COPY_COUNTERS = 8;
/**
 * Sums of the hash a copy of the position holds: the tableau's, the foundations' and the floating cards', two lanes
 * each.
 */
const HASH_SUMS = 6;
/**
 * The capacity of a pile the rules do not limit: more than any pile holds, and a small integer, so the checks stay
 * integer arithmetic.
 */
const NO_CAPACITY = 1 << 30;
/**
 * Redeal counts with a hash key of their own (more than any rule allows; larger ones wrap round, and the hash adds the
 * count itself too).
 */
const REDEAL_KEYS = 64;
/** Most piles the reserve can refill (`SolverBoard.refills`): a ply notes them, and their reserve turns, in one int. */
const MAX_REFILLED_PILES = 15;
/** What an empty free cell holds (no card id is this large). */
export const EMPTY_CELL = 0xff;

/** How a board is set up; every field defaults to true. */
export interface SolverBoardOptions {
  /**
   * Let cards float in the hash (see `SolverBoard.floating`); false keeps every card's exact place, so the tests can
   * compare both searches.
   */
  readonly floating?: boolean;
  /** Keep the hash up to date; random playouts never read it and skip its cost. */
  readonly hashing?: boolean;
}

/** The solver's mutable position and the rule tables it plays by. */
export class SolverBoard {
  readonly rules: Rules;
  /** Card ids range over 0..nCards-1. */
  readonly nCards: number;
  readonly pileCount: number;
  readonly foundationCount: number;
  /** Room per tableau pile. */
  readonly pileRoom: number;
  /**
   * The game's card of each board card. The board numbers cards densely, in `deckCards` order, so that a byte holds
   * one whatever the deck's composition (in four suits the numbers are the card ids themselves).
   */
  readonly gameCard: Int16Array;
  /** The board card of each game card id (see `ids`). */
  readonly boardCard: Int16Array;
  /** `place[below * nCards + card]` is 1 when the tableau build rule lets `card` go on `below`. */
  readonly place: Uint8Array;
  /** `link[below * nCards + card]` is 1 when `card` on `below` carries a movable run on (`RuleTables.link`). */
  readonly link: Uint8Array;
  /** `accept[(top + 1) * nCards + card]` is 1 when a foundation with top `top` (-1: empty) accepts `card`. */
  readonly accept: Uint8Array;
  readonly rank: Uint8Array;
  /** Each card's place in its foundation's order, 1 for the base rank (see `RuleTables.upRank`). */
  readonly upRank: Uint8Array;
  /** The rank every foundation starts from (the engine's `foundationBase`): the Ace, or the rank the deal turned up. */
  readonly foundationBase: number;
  /** Suit index of each card (0-3). */
  readonly suit: Uint8Array;
  readonly topCardOnly: boolean;
  /**
   * Runs move as far as the free cells and empty piles could carry them one card at a time (`carryLimit`), the
   * engine's `carriedRun` unit.
   */
  readonly carried: boolean;
  /**
   * Any face-up card moves with every card lying on it, in sequence or not (the engine's `faceUpGroup`, Yukon's
   * rule): a pile's movable unit (`runLength`) is then all its face-up cards on top, only its base fitting the target.
   */
  readonly groups: boolean;
  /** A pile moves its top card alone or all its cards when they form a build, nothing between (`cardOrPile`). */
  readonly cardOrPile: boolean;
  /**
   * A pile that empties takes the reserve's top card within the same move (`refillFromReserve`): the board does so
   * after every card move while the reserve has cards, as the engine does, and takes the refills back with the move.
   */
  readonly refills: boolean;
  /**
   * A complete run, King to Ace in one suit, face up on top of a pile goes to the first empty foundation within the
   * move or deal that completed it, as the engine does after every move (`foundations.completeRuns`); the board
   * takes it back with the move. No single card ever goes up.
   */
  readonly completeRuns: boolean;
  /**
   * The stock deals one card face up onto each pile from the first (`stock.dealsTo: 'tableau'`, `MOVE_DEAL_ROW`),
   * refused while a pile is empty where `needsEveryPile`; the talon is then all stock, and `draw` is 0.
   */
  readonly dealsRow: boolean;
  readonly needsEveryPile: boolean;
  readonly capacity: number;
  /** What an empty tableau pile takes. */
  readonly whenEmpty: EmptyPilePolicy;
  /** `emptyTakes[card]` is 1 when an empty pile takes a unit headed by `card` (the policy, looked up once). */
  readonly emptyTakes: Uint8Array;
  readonly playBack: boolean;
  /** Cards a foundation may give back must leave this many below them (1 when its Ace stays for good). */
  readonly keepBelow: number;
  readonly draw: number;
  /** Stock redeals by turning the waste over. */
  readonly turnWaste: boolean;
  /** Redeals by gathering and shuffling the tableau. */
  readonly shuffles: boolean;
  readonly redealLimit: number;
  /** Tableau piles are interchangeable (no redeal ever reads their order), so the hash ignores it. */
  readonly symmetric: boolean;
  /** Each card's twin class (see `twinClasses`): the least card the rules cannot tell from it. */
  readonly twinOf: Uint8Array;
  /** Whether some card has a twin; the hash then records cards by class. */
  readonly hasTwins: boolean;

  readonly tableau: Uint8Array;
  readonly pileLength: Uint8Array;
  /** Cards at the top of each pile that can move as one unit (0 when the top is face down). */
  readonly runLength: Uint8Array;
  readonly foundationCards: Uint8Array;
  readonly foundationHeight: Uint8Array;
  readonly onFoundation: Uint8Array;
  /** Where each card lies in the tableau (`pile * room + depth`), or -1 when it lies elsewhere. */
  readonly where: Int16Array;
  /** The pile of each tableau place (`pile * room + depth`): a lookup, cheaper than a division in the hot loops. */
  readonly pileAt: Uint8Array;
  /** How many foundations would take each card now. */
  readonly wanted: Uint8Array;
  /** Cards a foundation with top t (-1: empty) takes: `takes[takesAt[t + 1] .. takesAt[t + 2]]`. */
  private readonly takesAt: Int32Array;
  private readonly takes: Uint8Array;

  /** Cards that may be built on each card, as lists: `aboveList[aboveStart[c] .. aboveStart[c + 1]]`. */
  readonly aboveStart: Int32Array;
  readonly aboveList: Uint8Array;
  /** Cards each card may be built on, the same way: `underList[underStart[c] .. underStart[c + 1]]`. */
  readonly underStart: Int32Array;
  readonly underList: Uint8Array;

  /** Cards of the decks that are not in play at all (hand-made layouts). */
  readonly outOfPlay: Uint8Array;
  readonly talon: Uint8Array;
  talonLength = 0;
  wasteLength = 0;
  readonly reserve: Uint8Array;
  readonly reserveFaceUp: Uint8Array;
  reserveLength = 0;
  /** Free cells: each one's card, or `EMPTY_CELL`. */
  readonly cells: Uint8Array;
  readonly cellCount: number;
  redeals = 0;
  randomState = 0;
  cardsInPlay = 0;
  cardsOnFoundations = 0;
  /**
   * Foundation changes so far (never taken back), so what depends on the foundations alone can be cached until the
   * next.
   */
  foundationChanges = 0;

  private readonly pileKeysA: Uint32Array;
  private readonly pileKeysB: Uint32Array;
  private readonly foundationKeysA: Uint32Array;
  private readonly foundationKeysB: Uint32Array;
  private readonly extraKeysA: Uint32Array;
  private readonly extraKeysB: Uint32Array;
  private readonly pileSaltA: Uint32Array;
  private readonly pileSaltB: Uint32Array;
  /** Per-card keys of cards whose place in the tableau floats (see `floating`). */
  private readonly floatKeysA: Uint32Array;
  private readonly floatKeysB: Uint32Array;
  /** Per-card keys of the talon's cards as a set (zero without twins), and the talon's hash. */
  private readonly talonKeysA: Uint32Array;
  private readonly talonKeysB: Uint32Array;
  private talonHashA = 0;
  private talonHashB = 0;
  /**
   * Per-card keys of the cells' cards and their sum: the cells are hashed as a set, since a position and its copy
   * with the cells' cards in another order have the same moves up to the cells' names.
   */
  private readonly cellKeysA: Uint32Array;
  private readonly cellKeysB: Uint32Array;
  private cellSumA = 0;
  private cellSumB = 0;
  /** Prefix hashes of each pile: positional keys and floating keys of its first i cards, at `p * (room + 1) + i`. */
  private readonly prefixA: Uint32Array;
  private readonly prefixB: Uint32Array;
  private readonly floatPrefixA: Uint32Array;
  private readonly floatPrefixB: Uint32Array;
  /** What each pile adds to the tableau hash, as last computed. */
  private readonly pileShareA: Uint32Array;
  private readonly pileShareB: Uint32Array;
  private readonly pileFloatShareA: Uint32Array;
  private readonly pileFloatShareB: Uint32Array;
  private floatSumA = 0;
  private floatSumB = 0;
  /**
   * Whether the cards above the bottom of each pile's movable run "float": the hash records which cards they
   * are but not which of the equivalent parents each one lies on, and the generator moves such cards only when
   * that changes more than their parent (see `MoveGenerator`). Valid when the build rule splits cards into
   * classes whose members accept, and are accepted by, exactly the same cards; runs move whole or in part
   * with no capacity; ranks run one way without wrap; and no redeal reads the piles.
   * Why it is sound: two positions alike but for the parents their floating cards lie on have the same number
   * of free parents in every class, so a card or unit that can land in one can land in the other, and a card
   * that is a top in one is a top in the other once a single unit floats to a free equivalent parent; every
   * move of one thus has a counterpart in the other (with that compound move), leading to positions alike again.
   */
  readonly floating: boolean;
  private readonly foundationHashA: Uint32Array;
  private readonly foundationHashB: Uint32Array;
  /** What each foundation adds to the hash (its lanes mixed), as last computed. */
  private readonly foundationShareA: Uint32Array;
  private readonly foundationShareB: Uint32Array;
  private tableauSumA = 0;
  private tableauSumB = 0;
  private foundationSumA = 0;
  private foundationSumB = 0;

  /** Applied moves, with what undoing each needs. */
  moveAtPly: Int32Array;
  private undoAtPly: Int32Array;
  private redealsAtPly: Int32Array;
  /**
   * Per ply, where the reserve refills piles (`refills`): bit p when pile p took the reserve's top, bit
   * `MAX_REFILLED_PILES + p` when that turned the next reserve card up. Empty where nothing refills.
   */
  private refillAtPly: Int32Array;
  /**
   * Per ply, how many complete runs left the tableau after it (`completeRuns`); their records lie on `runStack`, a
   * record each (`pile | foundation << 8 | turned-up flag << 16`), the newest last.
   */
  private runsAtPly: Int32Array;
  private runStack = new Int32Array(64);
  private runStackLength = 0;
  plies = 0;
  /** Whether the hash is kept up to date (`hashA` and `hashB` are meaningless otherwise). */
  private readonly hashing: boolean;
  private readonly shuffleSnapshots: { tableau: Uint8Array; pileLength: Uint8Array; randomState: number }[] = [];
  private readonly startMoveCount: number;
  private readonly startPlayedBack: readonly number[];

  constructor(rules: Rules, state: GameState, options: SolverBoardOptions = {}) {
    const unmodelled = boardMisfit(rules);
    if (unmodelled) throw new RangeError(`the solver does not model ${unmodelled} yet (${rules.id})`);
    this.rules = rules;
    this.hashing = options.hashing ?? true;
    const n = cardCount(rules);
    this.nCards = n;
    this.pileCount = rules.tableau.count;
    this.foundationCount = rules.foundations.count;
    // A pile holds at most its capacity (unless dealt longer); a room that small keeps the arrays the moves and
    // the copies touch small (Shamrocks: 4 places a fan instead of 53).
    const capacity = rules.tableau.capacity;
    const most = capacity === null || rules.redeal?.kind === 'shuffleTableau' ? n : Math.min(n, capacity);
    this.pileRoom = Math.max(most, ...state.tableau.map((p) => p.length)) + 1;
    const tables = ruleTables(rules, this.pileRoom, foundationBase(rules, state));
    this.gameCard = tables.gameCard;
    this.boardCard = tables.boardCard;
    this.place = tables.place;
    this.link = tables.link;
    this.accept = tables.accept;
    this.rank = tables.rank;
    this.upRank = tables.upRank;
    this.foundationBase = tables.base;
    this.suit = tables.suit;
    this.topCardOnly = rules.tableau.moveUnit === 'topCard';
    this.carried = rules.tableau.moveUnit === 'carriedRun';
    this.groups = rules.tableau.moveUnit === 'faceUpGroup';
    this.cardOrPile = rules.tableau.moveUnit === 'cardOrPile';
    this.refills = rules.tableau.refillFromReserve === true;
    this.completeRuns = rules.foundations.completeRuns === true;
    this.dealsRow = rules.stock?.dealsTo === 'tableau';
    this.needsEveryPile = rules.stock?.needsEveryPile === true;
    if (this.refills && this.pileCount > MAX_REFILLED_PILES)
      throw new Error(`the solver refills at most ${MAX_REFILLED_PILES} piles from the reserve`);
    this.cellCount = rules.cells?.count ?? 0;
    this.capacity = rules.tableau.capacity ?? NO_CAPACITY;
    this.whenEmpty = rules.tableau.whenEmpty;
    this.emptyTakes = tables.emptyTakes;
    this.playBack = rules.foundations.playBack;
    this.keepBelow = (rules.foundations as { readonly baseFixed?: boolean }).baseFixed === true ? 1 : 0;
    this.draw = this.dealsRow ? 0 : (rules.stock?.draw ?? 0);
    this.turnWaste = rules.redeal?.kind === 'turnWaste';
    this.shuffles = rules.redeal?.kind === 'shuffleTableau';
    const limit = rules.redeal?.limit ?? 0;
    this.redealLimit = limit === UNLIMITED ? Number.MAX_SAFE_INTEGER : limit;
    // A row dealt from the stock lands on the piles by their order, so while one may come the order is state.
    this.symmetric = !this.shuffles && !this.dealsRow;

    const P = this.pileCount,
      F = this.foundationCount,
      room = this.pileRoom;
    // What the moves change lies in one block, so that a copy of the position is one copy of bytes (`saveTo`):
    // the counters (as doubles), where each card lies, then the byte arrays (the tableau with one spare byte past
    // the last pile, for `peekHash`).
    const sizes = [P * room + 1, P, P, F * FOUNDATION_ROOM, F, n, n, n, n, n, this.cellCount];
    const block = new ArrayBuffer(COPY_COUNTERS * 8 + 2 * n + sizes.reduce((a, b) => a + b, 0));
    this.copyCounters = new Float64Array(block, 0, COPY_COUNTERS);
    this.where = new Int16Array(block, COPY_COUNTERS * 8, n).fill(-1);
    let offset = COPY_COUNTERS * 8 + 2 * n;
    const views = sizes.map((size) => {
      const view = new Uint8Array(block, offset, size);
      offset += size;
      return view;
    });
    const [
      tableau,
      pileLength,
      runLength,
      foundationCards,
      foundationHeight,
      onFoundation,
      wanted,
      talon,
      reserve,
      reserveFaceUp,
      cells,
    ] = views as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    this.tableau = tableau;
    this.pileLength = pileLength;
    this.runLength = runLength;
    this.foundationCards = foundationCards;
    this.foundationHeight = foundationHeight;
    this.onFoundation = onFoundation;
    this.wanted = wanted;
    this.talon = talon;
    this.reserve = reserve;
    this.reserveFaceUp = reserveFaceUp;
    this.cells = cells.fill(EMPTY_CELL);
    this.positionBytes = new Uint8Array(block);
    this.pileAt = tables.pileAt;
    this.takesAt = tables.takesAt;
    this.takes = tables.takes;
    this.aboveStart = tables.aboveStart;
    this.aboveList = tables.aboveList;
    this.underStart = tables.underStart;
    this.underList = tables.underList;
    this.outOfPlay = new Uint8Array(n).fill(1);

    this.pileKeysA = tables.pileKeysA;
    this.pileKeysB = tables.pileKeysB;
    this.foundationKeysA = tables.foundationKeysA;
    this.foundationKeysB = tables.foundationKeysB;
    this.floatKeysA = tables.floatKeysA;
    this.floatKeysB = tables.floatKeysB;
    this.talonKeysA = tables.talonKeysA;
    this.talonKeysB = tables.talonKeysB;
    this.cellKeysA = tables.cellKeysA;
    this.cellKeysB = tables.cellKeysB;
    this.twinOf = tables.twinOf;
    this.hasTwins = tables.hasTwins;
    this.extraKeysA = tables.extraKeysA;
    this.extraKeysB = tables.extraKeysB;
    this.pileSaltA = tables.pileSaltA;
    this.pileSaltB = tables.pileSaltB;
    this.floating =
      (options.floating ?? true) &&
      !this.topCardOnly &&
      // A carried run's limit can forbid floating a unit to an equivalent parent, which the argument needs.
      !this.carried &&
      // A group's cards above its base need not fit one another, so they are no run whose parents are equivalent.
      !this.groups &&
      // Part of a pile may not move where the unit is the top card or the whole pile, which floating needs.
      !this.cardOrPile &&
      // Which pile empties decides where the reserve's card goes; kept out of an argument that never needed it.
      !this.refills &&
      // Runs that move only in one suit are not the build's runs, whose parents the argument trades; a run that
      // goes up whole reads the cards' places; a row dealt reads the piles' order.
      rules.tableau.moveUnit !== 'suitedRun' &&
      !this.completeRuns &&
      !this.dealsRow &&
      rules.tableau.capacity === null &&
      !this.shuffles &&
      rules.tableau.build.direction !== 'upOrDown' &&
      !rules.tableau.build.wrap &&
      tables.blockStructured();
    // The hash's running state lies in one block too, so that a copy restored needs no rehash: the sums, what each
    // pile and foundation adds, the piles' prefix hashes, and last the floating keys, copied only where cards float.
    const prefixes = P * (room + 1);
    const hashSizes = [HASH_SUMS, P, P, F, F, F, F, prefixes, prefixes, P, P, prefixes, prefixes];
    const hashBlock = new ArrayBuffer(4 * hashSizes.reduce((a, b) => a + b, 0));
    let hashOffset = 0;
    const [
      sums,
      pileShareA,
      pileShareB,
      foundationHashA,
      foundationHashB,
      foundationShareA,
      foundationShareB,
      prefixA,
      prefixB,
      pileFloatShareA,
      pileFloatShareB,
      floatPrefixA,
      floatPrefixB,
    ] = hashSizes.map((size) => {
      const view = new Uint32Array(hashBlock, hashOffset, size);
      hashOffset += 4 * size;
      return view;
    }) as [
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
      Uint32Array,
    ];
    this.hashSums = sums;
    this.pileShareA = pileShareA;
    this.pileShareB = pileShareB;
    this.foundationHashA = foundationHashA;
    this.foundationHashB = foundationHashB;
    this.foundationShareA = foundationShareA;
    this.foundationShareB = foundationShareB;
    this.prefixA = prefixA;
    this.prefixB = prefixB;
    this.pileFloatShareA = pileFloatShareA;
    this.pileFloatShareB = pileFloatShareB;
    this.floatPrefixA = floatPrefixA;
    this.floatPrefixB = floatPrefixB;
    const copied = this.floating ? hashOffset : pileFloatShareA.byteOffset;
    this.hashBytes = new Uint8Array(hashBlock, 0, this.hashing ? copied : 0);

    this.moveAtPly = takeInt32(INITIAL_PLIES);
    this.undoAtPly = takeInt32(INITIAL_PLIES);
    this.redealsAtPly = takeInt32(INITIAL_PLIES);
    this.refillAtPly = this.refills ? takeInt32(INITIAL_PLIES) : new Int32Array(0);
    this.runsAtPly = this.completeRuns ? takeInt32(INITIAL_PLIES) : new Int32Array(0);
    this.startMoveCount = state.moveCount;
    this.startPlayedBack = state.playedBack;
    this.load(state);
    this.startCopy = new Uint8Array(this.copyBytes);
    this.saveTo(this.startCopy);
  }

  /** A copy of the start position (`saveTo`), taken once it is loaded (see `rewind`). */
  private readonly startCopy: Uint8Array;
  /** Everything the moves change but the hash, as bytes (see `saveTo`), and the counters' place in it. */
  private readonly positionBytes: Uint8Array;
  private readonly copyCounters: Float64Array;
  /** The hash's running state as bytes, as far as a copy keeps it (see `saveTo`), and its sums' place in it. */
  private readonly hashBytes: Uint8Array;
  private readonly hashSums: Uint32Array;
  /**
   * Back to the start position at once, as undoing every ply would leave it: random playouts start each game
   * from there, and copying a few hundred bytes costs less than taking back a game of up to 300 moves.
   */
  rewind(): void {
    this.restoreFrom(this.startCopy);
  }

  /** Bytes one copy of the position takes (`saveTo`). */
  get copyBytes(): number {
    return this.positionBytes.length + this.hashBytes.length;
  }

  /**
   * Copies the position into `slot` (`copyBytes` long) for `restoreFrom`: a spread beam keeps a copy of each
   * position of its layer rather than walking to it through the moves that part it from the last one, since its
   * lines part near the start.
   */
  saveTo(slot: Uint8Array): void {
    const c = this.copyCounters;
    c[0] = this.talonLength;
    c[1] = this.wasteLength;
    c[2] = this.reserveLength;
    c[3] = this.redeals;
    c[4] = this.randomState;
    c[5] = this.cardsOnFoundations;
    c[6] = this.talonHashA;
    c[7] = this.talonHashB;
    slot.set(this.positionBytes);
    if (!this.hashing) return;
    const h = this.hashSums;
    h[0] = this.tableauSumA;
    h[1] = this.tableauSumB;
    h[2] = this.foundationSumA;
    h[3] = this.foundationSumB;
    h[4] = this.floatSumA;
    h[5] = this.floatSumB;
    slot.set(this.hashBytes, this.positionBytes.length);
  }

  /**
   * Puts the board on a position `saveTo` copied, as a start: no ply before it can be undone (`plies` is 0), so the
   * line that led there is the caller's to keep.
   */
  restoreFrom(slot: Uint8Array): void {
    const size = this.positionBytes.length;
    this.positionBytes.set(slot.subarray(0, size));
    const c = this.copyCounters;
    this.talonLength = c[0]!;
    this.wasteLength = c[1]!;
    this.reserveLength = c[2]!;
    this.redeals = c[3]!;
    this.randomState = c[4]!;
    this.cardsOnFoundations = c[5]!;
    this.talonHashA = c[6]!;
    this.talonHashB = c[7]!;
    // The foundations may differ from those of the last ply: what was cached on them is stale.
    this.foundationChanges++;
    this.plies = 0;
    this.runStackLength = 0;
    this.shuffleSnapshots.length = 0;
    if (!this.hashing) return;
    this.rehashCells();
    this.hashBytes.set(slot.subarray(size, size + this.hashBytes.length));
    const h = this.hashSums;
    this.tableauSumA = h[0]! | 0;
    this.tableauSumB = h[1]! | 0;
    this.foundationSumA = h[2]! | 0;
    this.foundationSumB = h[3]! | 0;
    this.floatSumA = h[4]! | 0;
    this.floatSumB = h[5]! | 0;
  }

  private load(state: GameState): void {
    const P = this.pileCount,
      room = this.pileRoom;
    // The game's cards become board cards (see `ids`) here, and back in `toState`.
    const see = (id: number) => {
      const c = this.boardCard[id]!;
      this.outOfPlay[c] = 0;
      this.cardsInPlay++;
      return c;
    };
    state.tableau.forEach((pile, p) => {
      pile.forEach((pc, i) => {
        this.tableau[p * room + i] = tableauByte(see(pc.card), pc.up);
      });
      this.pileLength[p] = pile.length;
    });
    state.foundations.forEach((pile, f) => {
      pile.forEach((pc, i) => {
        const c = see(pc.card);
        this.foundationCards[f * FOUNDATION_ROOM + i] = c;
        this.onFoundation[c] = 1;
      });
      this.foundationHeight[f] = pile.length;
      this.cardsOnFoundations += pile.length;
    });
    state.waste.forEach((pc) => {
      this.talon[this.talonLength++] = see(pc.card);
    });
    this.wasteLength = state.waste.length;
    for (let i = state.stock.length - 1; i >= 0; i--) this.talon[this.talonLength++] = see(state.stock[i]!.card);
    for (let i = 0; i < this.talonLength; i++) {
      this.talonHashA ^= this.talonKeysA[this.talon[i]!]!;
      this.talonHashB ^= this.talonKeysB[this.talon[i]!]!;
    }
    this.talonHashA |= 0;
    this.talonHashB |= 0;
    state.reserve.forEach((pc, i) => {
      this.reserve[i] = see(pc.card);
      this.reserveFaceUp[i] = pc.up ? 1 : 0;
    });
    this.reserveLength = state.reserve.length;
    (state.cells ?? []).forEach((pile, i) => {
      const top = pile[0];
      if (top === undefined) return;
      this.cells[i] = see(top.card);
    });
    this.redeals = state.redeals;
    this.randomState = state.rng;
    for (let p = 0; p < P; p++) this.runLength[p] = this.runOfPile(p);
    for (let f = 0; f < this.foundationCount; f++) this.addWanted(this.foundationTop(f), 1);
    this.rehashAll();
  }

  private addWanted(top: number, delta: number): void {
    for (let i = this.takesAt[top + 1]!, e = this.takesAt[top + 2]!; i < e; i++) {
      const c = this.takes[i]!;
      this.wanted[c] = this.wanted[c]! + delta;
    }
  }

  /** The cells' share of the hash, summed afresh (a handful of cards). */
  private rehashCells(): void {
    let a = 0,
      b = 0;
    for (let i = 0; i < this.cellCount; i++) {
      const card = this.cells[i]!;
      if (card === EMPTY_CELL) continue;
      a = (a + this.cellKeysA[card]!) | 0;
      b = (b + this.cellKeysB[card]!) | 0;
    }
    this.cellSumA = a;
    this.cellSumB = b;
  }

  private rehashAll(): void {
    this.rehashCells();
    this.tableauSumA = 0;
    this.tableauSumB = 0;
    this.foundationSumA = 0;
    this.foundationSumB = 0;
    this.floatSumA = 0;
    this.floatSumB = 0;
    for (let p = 0; p < this.pileCount; p++) {
      const len = this.pileLength[p]!;
      this.pileLength[p] = 0;
      for (let i = 0; i < len; i++) this.pushOnPile(p, this.tableau[p * this.pileRoom + i]!);
      this.pileShareA[p] = 0;
      this.pileShareB[p] = 0;
      this.pileFloatShareA[p] = 0;
      this.pileFloatShareB[p] = 0;
      this.endPile(p, this.runOfPile(p));
    }
    for (let f = 0; f < this.foundationCount; f++) {
      let a = 0,
        b = 0;
      for (let i = 0; i < this.foundationHeight[f]!; i++) {
        const key = this.foundationCards[f * FOUNDATION_ROOM + i]! * FOUNDATION_ROOM + i;
        a ^= this.foundationKeysA[key]!;
        b ^= this.foundationKeysB[key]!;
      }
      this.foundationHashA[f] = a;
      this.foundationHashB[f] = b;
      this.foundationShareA[f] = mixA(a);
      this.foundationShareB[f] = mixB(b);
      this.foundationSumA = (this.foundationSumA + this.foundationShareA[f]!) | 0;
      this.foundationSumB = (this.foundationSumB + this.foundationShareB[f]!) | 0;
    }
  }

  /** The hash key index of a tableau byte at a depth: one key per card, face and depth. */
  private pileKeyIndex(byte: number, depth: number): number {
    return faceKey(byte) * this.pileRoom + depth;
  }

  /**
   * The movable unit on top of pile `p`: how many top cards are face up and form a build (every face-up card where
   * groups move).
   */
  runOfPile(p: number): number {
    const len = this.pileLength[p]!;
    return len === 0 ? 0 : this.runAt(p, len, this.tableau[p * this.pileRoom + len - 1]!);
  }
  /**
   * The movable run pile `p` would have with only its first `len` cards (at least one), the last of them `top` (a
   * tableau byte).
   */
  private runAt(p: number, len: number, top: number): number {
    const base = p * this.pileRoom;
    if (isFaceDown(top)) return 0;
    if (this.topCardOnly) return 1;
    let n = 1;
    const nc = this.nCards;
    while (n < len) {
      const below = this.tableau[base + len - 1 - n]!;
      if (isFaceDown(below) || (!this.groups && this.link[below * nc + top] === 0)) break;
      top = below;
      n++;
    }
    return n;
  }

  /**
   * Whether foundations f and g are alike card for card up to twins (see `twinClasses`), so that a card sent to
   * either leaves positions alike up to twins. Without play-back only the top card can ever matter.
   */
  twinFoundations(f: number, g: number): boolean {
    const len = this.foundationHeight[f]!;
    if (len !== this.foundationHeight[g]) return false;
    const twin = this.twinOf,
      cards = this.foundationCards;
    for (let i = this.playBack ? 0 : Math.max(0, len - 1); i < len; i++)
      if (twin[cards[f * FOUNDATION_ROOM + i]!] !== twin[cards[g * FOUNDATION_ROOM + i]!]) return false;
    return true;
  }

  /** Top card of a foundation, or -1 when it is empty. */
  foundationTop(f: number): number {
    const height = this.foundationHeight[f]!;
    return height ? this.foundationCards[f * FOUNDATION_ROOM + height - 1]! : -1;
  }

  /** Whether a unit of `count` cards headed by `head` may go onto pile `q` (rank, suit, emptiness, capacity). */
  canLand(q: number, head: number, count: number): boolean {
    const len = this.pileLength[q]!;
    if (len + count > this.capacity) return false;
    if (this.carried && count > this.carryLimit(q)) return false;
    if (len === 0) return this.emptyTakes[head] === 1;
    const top = this.tableau[q * this.pileRoom + len - 1]!;
    return !isFaceDown(top) && this.place[top * this.nCards + head] === 1;
  }

  /** The first empty cell, or -1: empty cells are interchangeable, so the search names this one. */
  firstEmptyCell(): number {
    for (let i = 0; i < this.cellCount; i++) if (this.cells[i] === EMPTY_CELL) return i;
    return -1;
  }

  /**
   * The longest run that may move onto pile `q` where runs are carried (the engine's `carryLimit`): (free cells + 1)
   * × 2^(empty piles other than q), the empty piles counted only where any card may go to them.
   */
  carryLimit(q: number): number {
    let free = 0;
    for (let i = 0; i < this.cellCount; i++) if (this.cells[i] === EMPTY_CELL) free++;
    let empty = 0;
    if (this.whenEmpty === 'anyCard')
      for (let p = 0; p < this.pileCount; p++) if (p !== q && this.pileLength[p] === 0) empty++;
    return (free + 1) * 2 ** empty;
  }

  /** Whether a stock redeal (turning the waste over) is allowed now that the stock is empty. */
  canTurnWaste(): boolean {
    return this.turnWaste && this.redeals < this.redealLimit;
  }

  /** Whether every card in play is on the foundations. */
  isWon(): boolean {
    return this.cardsOnFoundations === this.cardsInPlay;
  }

  /** First hash lane of the position (pile order ignored where piles are interchangeable). */
  hashA(): number {
    const sum = this.tableauSumA + this.floatSumA + this.foundationSumA + this.talonHashA + this.cellSumA;
    return this.laneA(sum, this.canonicalWaste(), this.redeals);
  }
  /** Second hash lane. */
  hashB(): number {
    const sum = this.tableauSumB + this.floatSumB + this.foundationSumB + this.talonHashB + this.cellSumB;
    return this.laneB(sum, this.canonicalWaste(), this.redeals);
  }
  /**
   * The first lane from the sum of the tableau's, foundations' and talon's shares, the canonical waste position and the
   * redeals used.
   */
  private laneA(sum: number, w: number, redeals: number): number {
    const x = this.extraKeysA,
      n2 = this.nCards + 2;
    let h = (sum + x[w]! + x[n2 + this.reserveLength]!) | 0;
    if (this.redealLimit !== Number.MAX_SAFE_INTEGER || this.shuffles)
      h = (h + x[2 * n2 + (redeals % REDEAL_KEYS)]! + Math.imul(redeals, 0x9e3779b1)) | 0;
    if (this.shuffles) h = (h + mixA(this.randomState ^ 0x5bd1e995)) | 0;
    return h;
  }
  private laneB(sum: number, w: number, redeals: number): number {
    const x = this.extraKeysB,
      n2 = this.nCards + 2;
    let h = (sum + x[w]! + x[n2 + this.reserveLength]!) | 0;
    if (this.redealLimit !== Number.MAX_SAFE_INTEGER || this.shuffles)
      h = (h + x[2 * n2 + (redeals % REDEAL_KEYS)]! + Math.imul(redeals, 0x85ebca77)) | 0;
    if (this.shuffles) h = (h + mixB(this.randomState ^ 0x27d4eb2f)) | 0;
    return h;
  }

  /**
   * The waste position as far as the future is concerned. With unlimited waste redeals, drawing one at a time
   * reaches every position from any other, and drawing N at a time from a multiple of N (or from the end)
   * reaches exactly the positions a fresh pass reaches, so those positions are all the same state.
   */
  private canonicalWaste(): number {
    return this.canonicalOf(this.wasteLength, this.talonLength);
  }
  private canonicalOf(waste: number, talon: number): number {
    if (this.turnWaste && this.redealLimit === Number.MAX_SAFE_INTEGER && talon > 0) {
      if (this.draw === 1 || waste % this.draw === 0 || waste === talon) return 0;
    }
    return waste;
  }

  // ---- changing the position ----------------------------------------------------------------------------

  private growPly(): void {
    this.moveAtPly = doubled(this.moveAtPly);
    this.undoAtPly = doubled(this.undoAtPly);
    this.redealsAtPly = doubled(this.redealsAtPly);
    if (this.refills) this.refillAtPly = doubled(this.refillAtPly);
    if (this.completeRuns) this.runsAtPly = doubled(this.runsAtPly);
  }

  /** Hands the move history's memory to the next board; this board must not be used again. */
  release(): void {
    giveArray(this.moveAtPly);
    giveArray(this.undoAtPly);
    giveArray(this.redealsAtPly);
    if (this.refills) giveArray(this.refillAtPly);
    if (this.completeRuns) giveArray(this.runsAtPly);
    this.moveAtPly = new Int32Array(0);
  }

  private pushOnPile(p: number, byte: number): void {
    const i = this.pileLength[p]!;
    this.tableau[p * this.pileRoom + i] = byte;
    const card = cardOf(byte);
    this.where[card] = p * this.pileRoom + i;
    this.pileLength[p] = i + 1;
    if (!this.hashing) return;
    const k = this.pileKeyIndex(byte, i),
      at = p * (this.pileRoom + 1) + i;
    this.prefixA[at + 1] = this.prefixA[at]! ^ this.pileKeysA[k]!;
    this.prefixB[at + 1] = this.prefixB[at]! ^ this.pileKeysB[k]!;
    // Sums, not xors: twins share a key, and a floating set may hold both.
    this.floatPrefixA[at + 1] = (this.floatPrefixA[at]! + this.floatKeysA[card]!) | 0;
    this.floatPrefixB[at + 1] = (this.floatPrefixB[at]! + this.floatKeysB[card]!) | 0;
  }
  private popFromPile(p: number): number {
    const i = this.pileLength[p]! - 1;
    this.pileLength[p] = i;
    return this.tableau[p * this.pileRoom + i]!;
  }
  /** Turns the top card of pile p up or down (hash included). */
  private setTopFace(p: number, down: boolean): void {
    const i = this.pileLength[p]! - 1;
    const at = p * this.pileRoom + i;
    const old = this.tableau[at]!;
    const byte = tableauByte(cardOf(old), !down);
    this.tableau[at] = byte;
    if (!this.hashing) return;
    const k = this.pileKeyIndex(byte, i),
      pre = p * (this.pileRoom + 1) + i;
    this.prefixA[pre + 1] = this.prefixA[pre]! ^ this.pileKeysA[k]!;
    this.prefixB[pre + 1] = this.prefixB[pre]! ^ this.pileKeysB[k]!;
  }
  private beginPile(p: number): void {
    if (!this.hashing) return;
    this.tableauSumA = (this.tableauSumA - this.pileShareA[p]!) | 0;
    this.tableauSumB = (this.tableauSumB - this.pileShareB[p]!) | 0;
    this.floatSumA = (this.floatSumA - this.pileFloatShareA[p]!) | 0;
    this.floatSumB = (this.floatSumB - this.pileFloatShareB[p]!) | 0;
  }
  /**
   * After `count` cards forming a run went onto pile p, whose run was `oldRun` (0: it was empty or its top face
   * down), `endPile` with the new run, known without walking it: the old one carried on, or the new cards alone.
   */
  private endPushed(p: number, oldRun: number, count: number): void {
    let run = this.topCardOnly ? 1 : count;
    if (oldRun > 0 && !this.topCardOnly) {
      const at = p * this.pileRoom + this.pileLength[p]! - count;
      if (this.groups || this.link[this.tableau[at - 1]! * this.nCards + this.tableau[at]!] === 1) run = oldRun + count;
    }
    this.endPile(p, run);
  }
  /**
   * After `count` cards left the top of pile p, whose run was `oldRun`: `endPile` with what is left of it, or walked
   * again when it all went.
   */
  private endPopped(p: number, oldRun: number, count: number): void {
    this.endPile(p, oldRun > count ? oldRun - count : this.runOfPile(p));
  }
  /**
   * Sets pile p's movable run to `run` and recomputes its share of the hash: its fixed part by position, its floating
   * cards as a set.
   */
  private endPile(p: number, run: number): void {
    const len = this.pileLength[p]!;
    this.runLength[p] = run;
    if (!this.hashing) return;
    const cut = this.floating && run > 1 ? len - run + 1 : len;
    const at = p * (this.pileRoom + 1);
    let a = this.prefixA[at + cut]!,
      b = this.prefixB[at + cut]!;
    if (!this.symmetric) {
      a = (a ^ this.pileSaltA[p]!) | 0;
      b = (b ^ this.pileSaltB[p]!) | 0;
    }
    const ma = mixA(a),
      mb = mixB(b);
    const fa = (this.floatPrefixA[at + len]! - this.floatPrefixA[at + cut]!) | 0,
      fb = (this.floatPrefixB[at + len]! - this.floatPrefixB[at + cut]!) | 0;
    this.pileShareA[p] = ma;
    this.pileShareB[p] = mb;
    this.pileFloatShareA[p] = fa;
    this.pileFloatShareB[p] = fb;
    this.tableauSumA = (this.tableauSumA + ma) | 0;
    this.tableauSumB = (this.tableauSumB + mb) | 0;
    this.floatSumA = (this.floatSumA + fa) | 0;
    this.floatSumB = (this.floatSumB + fb) | 0;
  }
  private pushOnFoundation(f: number, card: number): void {
    const i = this.foundationHeight[f]!;
    this.addWanted(this.foundationTop(f), -1);
    this.addWanted(card, 1);
    this.foundationCards[f * FOUNDATION_ROOM + i] = card;
    this.toggleFoundationHash(f, card, i);
    this.foundationHeight[f] = i + 1;
    this.onFoundation[card] = 1;
    this.where[card] = -1;
    this.cardsOnFoundations++;
    this.foundationChanges++;
  }
  private popFromFoundation(f: number): number {
    const i = this.foundationHeight[f]! - 1;
    const card = this.foundationCards[f * FOUNDATION_ROOM + i]!;
    this.addWanted(card, -1);
    this.addWanted(i > 0 ? this.foundationCards[f * FOUNDATION_ROOM + i - 1]! : -1, 1);
    this.toggleFoundationHash(f, card, i);
    this.foundationHeight[f] = i;
    this.onFoundation[card] = 0;
    this.cardsOnFoundations--;
    this.foundationChanges++;
    return card;
  }
  /** Lays one face-up card from outside the tableau on pile q (run and hash included). */
  private landOnPile(q: number, card: number): void {
    const run = this.runLength[q]!;
    this.beginPile(q);
    this.pushOnPile(q, card);
    this.endPushed(q, run, 1);
  }
  /** Puts `card` into empty cell i (hash included). */
  private putInCell(i: number, card: number): void {
    this.cells[i] = card;
    this.cellSumA = (this.cellSumA + this.cellKeysA[card]!) | 0;
    this.cellSumB = (this.cellSumB + this.cellKeysB[card]!) | 0;
  }
  /** Empties cell i and returns its card (hash included). */
  private takeFromCell(i: number): number {
    const card = this.cells[i]!;
    this.cells[i] = EMPTY_CELL;
    this.cellSumA = (this.cellSumA - this.cellKeysA[card]!) | 0;
    this.cellSumB = (this.cellSumB - this.cellKeysB[card]!) | 0;
    return card;
  }
  /** Undoes a waste or reserve card's move: takes it back off foundation `to`, or off pile `to`, and returns it. */
  private takeBack(fromFoundation: boolean, to: number): number {
    if (fromFoundation) return this.popFromFoundation(to);
    const run = this.runLength[to]!;
    this.beginPile(to);
    const card = this.popFromPile(to);
    this.endPopped(to, run, 1);
    this.where[card] = -1;
    return card;
  }
  /**
   * Puts `card` into foundation f's hash at height i, or takes it out (an xor either way); the foundation's
   * mixed share is kept, so only the new one is mixed.
   */
  private toggleFoundationHash(f: number, card: number, i: number): void {
    if (!this.hashing) return;
    const a = (this.foundationHashA[f]! ^ this.foundationKeysA[card * FOUNDATION_ROOM + i]!) | 0,
      b = (this.foundationHashB[f]! ^ this.foundationKeysB[card * FOUNDATION_ROOM + i]!) | 0;
    const ma = mixA(a),
      mb = mixB(b);
    this.foundationSumA = (this.foundationSumA - this.foundationShareA[f]! + ma) | 0;
    this.foundationSumB = (this.foundationSumB - this.foundationShareB[f]! + mb) | 0;
    this.foundationHashA[f] = a;
    this.foundationHashB[f] = b;
    this.foundationShareA[f] = ma;
    this.foundationShareB[f] = mb;
  }
  /** Cards a foundation with top `top` (-1: empty) takes, as a range of `takes`. */
  takesFrom(top: number): number {
    return this.takesAt[top + 1]!;
  }
  /** End of that range. */
  takesTo(top: number): number {
    return this.takesAt[top + 2]!;
  }
  /** The i-th entry of the takes list. */
  takesCard(i: number): number {
    return this.takes[i]!;
  }

  /** Removes the talon card at index i (the waste top once `i + 1` cards are dealt). */
  private takeTalon(i: number): number {
    const talon = this.talon,
      card = talon[i]!;
    // A loop, not `copyWithin`: the talon holds a few dozen cards, and a builtin's call costs more than moving them.
    for (let j = i + 1; j < this.talonLength; j++) talon[j - 1] = talon[j]!;
    this.talonLength--;
    this.talonHashA = (this.talonHashA ^ this.talonKeysA[card]!) | 0;
    this.talonHashB = (this.talonHashB ^ this.talonKeysB[card]!) | 0;
    return card;
  }
  private putTalon(i: number, card: number): void {
    const talon = this.talon;
    for (let j = this.talonLength; j > i; j--) talon[j] = talon[j - 1]!;
    talon[i] = card;
    this.talonLength++;
    this.talonHashA = (this.talonHashA ^ this.talonKeysA[card]!) | 0;
    this.talonHashB = (this.talonHashB ^ this.talonKeysB[card]!) | 0;
  }
  /** Turns up a face-down card left on top of pile p (A5); 1 when it did. */
  private flipIfDown(p: number): number {
    const len = this.pileLength[p]!;
    if (len > 0 && isFaceDown(this.tableau[p * this.pileRoom + len - 1]!)) {
      this.setTopFace(p, false);
      return 1;
    }
    return 0;
  }

  /**
   * Whether the tableau move at ply `i` (`MOVE_TABLEAU_TO_TABLEAU` or `MOVE_TABLEAU_TO_FOUNDATION`) turned up a card it
   * left on top (A5).
   */
  turnedUp(i: number): boolean {
    return this.undoAtPly[i] !== 0;
  }

  // ---- the hash after a move, without playing it ---------------------------------------------------------

  /** The hash lanes that `peekHash` found. */
  peekedHashA = 0;
  peekedHashB = 0;
  /** The tableau's part of the hash (positional and floating) while `peekHash` works it out. */
  private peekSumA = 0;
  private peekSumB = 0;

  /**
   * Works out the hash the position would have after move `m` (into `peekedHashA`, `peekedHashB`) without playing
   * it: most of the positions the search reaches are in its table already, and asking the table first spares
   * playing and taking back the move. The same sums `apply` keeps, for the two piles, foundation or talon the move
   * touches. False, with nothing worked out, for reserve, compound and stock-step moves,
   * shuffles, and on a board that does not hash.
   */
  peekHash(m: number): boolean {
    if (!this.hashing) return false;
    const kind = moveKind(m),
      a = moveFrom(m),
      b = moveTo(m);
    if (this.refills && this.reserveLength > 0 && this.mayRefill(kind, a, m)) return false;
    if (this.completeRuns && this.mayCompleteRun(kind, a, m)) return false;
    // The piles the move touches add their new shares to these (see `peekShare`).
    this.peekSumA = (this.tableauSumA + this.floatSumA) | 0;
    this.peekSumB = (this.tableauSumB + this.floatSumB) | 0;
    let fA = this.foundationSumA,
      fB = this.foundationSumB,
      talA = this.talonHashA,
      talB = this.talonHashB;
    let waste = this.wasteLength,
      talon = this.talonLength,
      redeals = this.redeals;
    let card = -1;
    switch (kind) {
      case MOVE_TABLEAU_TO_TABLEAU:
      case MOVE_TABLEAU_TO_FOUNDATION: {
        const count = kind === MOVE_TABLEAU_TO_TABLEAU ? moveCount(m) : 1;
        if (kind === MOVE_TABLEAU_TO_TABLEAU) {
          // The target first: its new prefix keys are worked out in its unused room, read from pile a as it is.
          this.peekPushed(b, a * this.pileRoom + this.pileLength[a]! - count, count);
        } else card = cardOf(this.tableau[a * this.pileRoom + this.pileLength[a]! - 1]!);
        this.peekPopped(a, count);
        break;
      }
      case MOVE_WASTE_TO_FOUNDATION:
      case MOVE_WASTE_TO_TABLEAU: {
        if (viaRedeal(m)) redeals++;
        card = this.talon[a - 1]!;
        talA = (talA ^ this.talonKeysA[card]!) | 0;
        talB = (talB ^ this.talonKeysB[card]!) | 0;
        waste = a - 1;
        talon--;
        if (kind === MOVE_WASTE_TO_FOUNDATION) break;
        // A scratch byte past the last pile, where `peekPushed` reads it.
        this.tableau[this.pileRoom * this.pileCount] = card;
        this.peekPushed(b, this.pileRoom * this.pileCount, 1);
        card = -1;
        break;
      }
      case MOVE_FOUNDATION_TO_TABLEAU: {
        const i = this.foundationHeight[a]! - 1,
          top = this.foundationCards[a * FOUNDATION_ROOM + i]!;
        const key = top * FOUNDATION_ROOM + i;
        fA = (fA - this.foundationShareA[a]! + mixA((this.foundationHashA[a]! ^ this.foundationKeysA[key]!) | 0)) | 0;
        fB = (fB - this.foundationShareB[a]! + mixB((this.foundationHashB[a]! ^ this.foundationKeysB[key]!) | 0)) | 0;
        this.tableau[this.pileRoom * this.pileCount] = top;
        this.peekPushed(b, this.pileRoom * this.pileCount, 1);
        break;
      }
      default:
        return false;
    }
    if (card >= 0) {
      // A card onto foundation b.
      const i = this.foundationHeight[b]!;
      const key = card * FOUNDATION_ROOM + i;
      fA = (fA - this.foundationShareA[b]! + mixA((this.foundationHashA[b]! ^ this.foundationKeysA[key]!) | 0)) | 0;
      fB = (fB - this.foundationShareB[b]! + mixB((this.foundationHashB[b]! ^ this.foundationKeysB[key]!) | 0)) | 0;
    }
    const cw = this.canonicalOf(waste, talon);
    this.peekedHashA = this.laneA(this.peekSumA + fA + talA + this.cellSumA, cw, redeals);
    this.peekedHashB = this.laneB(this.peekSumB + fB + talB + this.cellSumB, cw, redeals);
    return true;
  }

  /**
   * Pile p's share of the hash (into `peekSumA`, `peekSumB`) once its top `count` cards are gone, the card under them
   * turned up.
   */
  private peekPopped(p: number, count: number): void {
    const len = this.pileLength[p]! - count;
    if (len === 0) {
      this.peekRun(p, 0, 0);
      return;
    }
    const top = this.tableau[p * this.pileRoom + len - 1]!;
    if (isFaceDown(top)) {
      // Turned up: only its own prefix key changes (to the face-up one), and the run is walked from it.
      const card = cardOf(top),
        run = this.runAt(p, len, card),
        at = p * (this.pileRoom + 1);
      if (!this.floating || run === 1) {
        const k = this.pileKeyIndex(card, len - 1);
        this.peekShare(
          p,
          (this.prefixA[at + len - 1]! ^ this.pileKeysA[k]!) | 0,
          (this.prefixB[at + len - 1]! ^ this.pileKeysB[k]!) | 0,
          0,
          0,
        );
      } else this.peekRun(p, len, run); // the fixed part ends below the turned card, which floats
      return;
    }
    const old = this.runLength[p]!;
    this.peekRun(p, len, old > count ? old - count : this.runAt(p, len, top));
  }

  /**
   * Pile p's share of the hash once the `count` cards at `tableau[src ..]` lie on it. Their prefix keys are written
   * into the pile's room above its top, which nothing reads before a card is put there (and `pushOnPile` writes
   * them again then).
   */
  private peekPushed(p: number, src: number, count: number): void {
    const len = this.pileLength[p]!,
      at = p * (this.pileRoom + 1),
      tableau = this.tableau;
    for (let i = 0; i < count; i++) {
      const byte = tableau[src + i]!,
        card = cardOf(byte),
        k = this.pileKeyIndex(byte, len + i),
        j = at + len + i;
      this.prefixA[j + 1] = this.prefixA[j]! ^ this.pileKeysA[k]!;
      this.prefixB[j + 1] = this.prefixB[j]! ^ this.pileKeysB[k]!;
      this.floatPrefixA[j + 1] = (this.floatPrefixA[j]! + this.floatKeysA[card]!) | 0;
      this.floatPrefixB[j + 1] = (this.floatPrefixB[j]! + this.floatKeysB[card]!) | 0;
    }
    // As `endPushed`: the old run carried on when its top takes the head, else the new cards alone.
    const oldRun = this.runLength[p]!;
    let run = this.topCardOnly ? 1 : count;
    if (oldRun > 0 && !this.topCardOnly) {
      const below = tableau[p * this.pileRoom + len - 1]!;
      if (this.groups || this.link[below * this.nCards + tableau[src]!] === 1) run = oldRun + count;
    }
    this.peekRun(p, len + count, run);
  }

  /**
   * As `endPile` for pile p with `len` cards and movable run `run`, into `peekSumA`, `peekSumB` instead of the board's
   * sums.
   */
  private peekRun(p: number, len: number, run: number): void {
    const cut = this.floating && run > 1 ? len - run + 1 : len,
      at = p * (this.pileRoom + 1);
    this.peekShare(
      p,
      this.prefixA[at + cut]!,
      this.prefixB[at + cut]!,
      (this.floatPrefixA[at + len]! - this.floatPrefixA[at + cut]!) | 0,
      (this.floatPrefixB[at + len]! - this.floatPrefixB[at + cut]!) | 0,
    );
  }

  /**
   * Puts pile p's new share (prefix lanes a, b and floating sums fa, fb) into `peekSumA`, `peekSumB` in place of its
   * current one.
   */
  private peekShare(p: number, a: number, b: number, fa: number, fb: number): void {
    if (!this.symmetric) {
      a = (a ^ this.pileSaltA[p]!) | 0;
      b = (b ^ this.pileSaltB[p]!) | 0;
    }
    this.peekSumA = (this.peekSumA - this.pileShareA[p]! - this.pileFloatShareA[p]! + mixA(a) + fa) | 0;
    this.peekSumB = (this.peekSumB - this.pileShareB[p]! - this.pileFloatShareB[p]! + mixB(b) + fb) | 0;
  }

  /** Plays an internal move (assumed legal) and records how to undo it. */
  apply(m: number): void {
    const kind = moveKind(m),
      a = moveFrom(m),
      b = moveTo(m);
    if (kind === MOVE_UNCOVER_TO_FOUNDATION) {
      this.apply(packMove(MOVE_TABLEAU_TO_TABLEAU, a, b, moveCount(m)));
      this.apply(packMove(MOVE_TABLEAU_TO_FOUNDATION, a, uncoveredCardTo(m)));
      return;
    }
    if (this.plies === this.moveAtPly.length) this.growPly();
    let info = 0;
    this.redealsAtPly[this.plies] = this.redeals;
    switch (kind) {
      case MOVE_TABLEAU_TO_TABLEAU: {
        const count = moveCount(m),
          runA = this.runLength[a]!,
          runB = this.runLength[b]!;
        this.beginPile(a);
        this.beginPile(b);
        const from = a * this.pileRoom,
          start = this.pileLength[a]! - count;
        for (let i = 0; i < count; i++) this.pushOnPile(b, this.tableau[from + start + i]!);
        for (let i = 0; i < count; i++) this.popFromPile(a);
        info = this.flipIfDown(a);
        this.endPopped(a, runA, count);
        this.endPushed(b, runB, count);
        break;
      }
      case MOVE_TABLEAU_TO_FOUNDATION: {
        const runA = this.runLength[a]!;
        this.beginPile(a);
        this.pushOnFoundation(b, this.popFromPile(a));
        info = this.flipIfDown(a);
        this.endPopped(a, runA, 1);
        break;
      }
      case MOVE_WASTE_TO_FOUNDATION:
      case MOVE_WASTE_TO_TABLEAU: {
        info = this.wasteLength;
        if (viaRedeal(m)) this.redeals++;
        const card = this.takeTalon(a - 1);
        this.wasteLength = a - 1;
        if (kind === MOVE_WASTE_TO_FOUNDATION) this.pushOnFoundation(b, card);
        else this.landOnPile(b, card);
        break;
      }
      case MOVE_RESERVE_TO_FOUNDATION:
      case MOVE_RESERVE_TO_TABLEAU: {
        const card = this.reserve[--this.reserveLength]!;
        info = this.reserveFaceUp[this.reserveLength]! << 1;
        if (this.reserveLength > 0 && this.reserveFaceUp[this.reserveLength - 1] === 0) {
          this.reserveFaceUp[this.reserveLength - 1] = 1;
          info |= 1;
        }
        if (kind === MOVE_RESERVE_TO_FOUNDATION) this.pushOnFoundation(b, card);
        else this.landOnPile(b, card);
        break;
      }
      case MOVE_FOUNDATION_TO_TABLEAU:
        this.landOnPile(b, this.popFromFoundation(a));
        break;
      case MOVE_TABLEAU_TO_CELL: {
        const runA = this.runLength[a]!;
        this.beginPile(a);
        const card = cardOf(this.popFromPile(a));
        this.where[card] = -1;
        this.putInCell(b, card);
        info = this.flipIfDown(a);
        this.endPopped(a, runA, 1);
        break;
      }
      case MOVE_CELL_TO_TABLEAU:
        this.landOnPile(b, this.takeFromCell(a));
        break;
      case MOVE_CELL_TO_FOUNDATION:
        this.pushOnFoundation(b, this.takeFromCell(a));
        break;
      case MOVE_CELL_TO_CELL:
        this.putInCell(b, this.takeFromCell(a));
        break;
      case MOVE_DRAW:
        info = this.wasteLength;
        this.wasteLength = Math.min(this.wasteLength + this.draw, this.talonLength);
        break;
      case MOVE_REDEAL:
        info = this.wasteLength;
        this.wasteLength = 0;
        this.redeals++;
        break;
      case MOVE_SHUFFLE:
        this.shuffle();
        break;
      case MOVE_DEAL_ROW:
        info = this.dealRow();
        break;
    }
    if (this.completeRuns) this.runsAtPly[this.plies] = this.removeCompleteRuns();
    if (this.refills)
      this.refillAtPly[this.plies] =
        this.reserveLength > 0 &&
        kind !== MOVE_DRAW &&
        kind !== MOVE_REDEAL &&
        kind !== MOVE_SHUFFLE &&
        kind !== MOVE_DEAL_ROW
          ? this.refillEmptyPiles()
          : 0;
    this.moveAtPly[this.plies] = m;
    this.undoAtPly[this.plies] = info;
    this.plies++;
  }

  /**
   * Pile p's key in two lanes, from its share of the hash (its cards in place and its floating run as a set): piles
   * alike have the same key, so that a score read off a pile can be kept by it. Zero where the board keeps no hash.
   */
  pileKeyA(p: number): number {
    return (this.pileShareA[p]! + Math.imul(this.pileFloatShareA[p]!, 0x2545f491)) | 0;
  }
  /** The second lane of `pileKeyA`. */
  pileKeyB(p: number): number {
    return (this.pileShareB[p]! + Math.imul(this.pileFloatShareB[p]!, 0x2545f491)) | 0;
  }
  /** The foundations' share of the hash's first lane: what a pile's score may read of them (`wanted`). */
  get foundationKey(): number {
    return this.foundationSumA;
  }

  /** Takes back the last move applied. */
  undo(): void {
    const ply = --this.plies;
    const m = this.moveAtPly[ply]!,
      info = this.undoAtPly[ply]!;
    const kind = moveKind(m),
      a = moveFrom(m),
      b = moveTo(m);
    if (this.refills && this.refillAtPly[ply] !== 0) this.undoRefills(this.refillAtPly[ply]!);
    if (this.completeRuns) for (let r = this.runsAtPly[ply]!; r > 0; r--) this.undoCompleteRun();
    switch (kind) {
      case MOVE_TABLEAU_TO_TABLEAU: {
        // A card turned back down leaves no run under the cards coming back.
        const count = moveCount(m),
          runA = info ? 0 : this.runLength[a]!,
          runB = this.runLength[b]!;
        this.beginPile(a);
        this.beginPile(b);
        if (info) this.setTopFace(a, true);
        const to = b * this.pileRoom,
          start = this.pileLength[b]! - count;
        for (let i = 0; i < count; i++) this.pushOnPile(a, this.tableau[to + start + i]!);
        for (let i = 0; i < count; i++) this.popFromPile(b);
        this.endPushed(a, runA, count);
        this.endPopped(b, runB, count);
        break;
      }
      case MOVE_TABLEAU_TO_FOUNDATION: {
        const runA = info ? 0 : this.runLength[a]!;
        this.beginPile(a);
        if (info) this.setTopFace(a, true);
        this.pushOnPile(a, this.popFromFoundation(b));
        this.endPushed(a, runA, 1);
        break;
      }
      case MOVE_WASTE_TO_FOUNDATION:
      case MOVE_WASTE_TO_TABLEAU: {
        const card = this.takeBack(kind === MOVE_WASTE_TO_FOUNDATION, b);
        this.putTalon(a - 1, card);
        this.wasteLength = info;
        break;
      }
      case MOVE_RESERVE_TO_FOUNDATION:
      case MOVE_RESERVE_TO_TABLEAU: {
        const card = this.takeBack(kind === MOVE_RESERVE_TO_FOUNDATION, b);
        if (info & 1) this.reserveFaceUp[this.reserveLength - 1] = 0;
        this.reserve[this.reserveLength] = card;
        this.reserveFaceUp[this.reserveLength] = info >>> 1;
        this.reserveLength++;
        break;
      }
      case MOVE_FOUNDATION_TO_TABLEAU: {
        const runB = this.runLength[b]!;
        this.beginPile(b);
        const card = this.popFromPile(b);
        this.endPopped(b, runB, 1);
        this.pushOnFoundation(a, card);
        break;
      }
      case MOVE_TABLEAU_TO_CELL: {
        const runA = info ? 0 : this.runLength[a]!;
        this.beginPile(a);
        if (info) this.setTopFace(a, true);
        this.pushOnPile(a, tableauByte(this.takeFromCell(b), true));
        this.endPushed(a, runA, 1);
        break;
      }
      case MOVE_CELL_TO_TABLEAU:
      case MOVE_CELL_TO_FOUNDATION:
        this.putInCell(a, this.takeBack(kind === MOVE_CELL_TO_FOUNDATION, b));
        break;
      case MOVE_CELL_TO_CELL:
        this.putInCell(a, this.takeFromCell(b));
        break;
      case MOVE_DRAW:
      case MOVE_REDEAL:
        this.wasteLength = info;
        break;
      case MOVE_DEAL_ROW:
        this.undoDealRow(info);
        break;
      case MOVE_SHUFFLE: {
        const snap = this.shuffleSnapshots.pop()!;
        this.tableau.set(snap.tableau);
        this.pileLength.set(snap.pileLength);
        this.randomState = snap.randomState;
        for (let p = 0; p < this.pileCount; p++) this.runLength[p] = this.runOfPile(p);
        this.rehashAll();
        break;
      }
    }
    this.redeals = this.redealsAtPly[ply]!;
  }

  /** Whether a row may be dealt from the stock now (`dealsRow`): cards left, and no pile empty where that refuses. */
  canDealRow(): boolean {
    return this.dealsRow && this.talonLength > 0 && !(this.needsEveryPile && this.pileLength.includes(0));
  }

  /** Deals the stock's next cards face up onto the piles from the first, one each; returns how many. */
  private dealRow(): number {
    const n = Math.min(this.pileCount, this.talonLength),
      talon = this.talon;
    for (let p = 0; p < n; p++) {
      const card = talon[p]!;
      this.talonHashA = (this.talonHashA ^ this.talonKeysA[card]!) | 0;
      this.talonHashB = (this.talonHashB ^ this.talonKeysB[card]!) | 0;
      this.landOnPile(p, card);
    }
    for (let j = n; j < this.talonLength; j++) talon[j - n] = talon[j]!;
    this.talonLength -= n;
    return n;
  }

  /** Takes back a row of `n` cards `dealRow` dealt: each pile's top goes back to the stock, in its place. */
  private undoDealRow(n: number): void {
    const talon = this.talon;
    for (let j = this.talonLength - 1; j >= 0; j--) talon[j + n] = talon[j]!;
    this.talonLength += n;
    for (let p = n - 1; p >= 0; p--) {
      const card = cardOf(this.takeBack(false, p));
      talon[p] = card;
      this.talonHashA = (this.talonHashA ^ this.talonKeysA[card]!) | 0;
      this.talonHashB = (this.talonHashB ^ this.talonKeysB[card]!) | 0;
    }
  }

  /** Whether pile p has a complete run on top: King to Ace, face up, in one suit. */
  private completeRunOnTop(p: number): boolean {
    // A complete run is a movable unit of its own (one suit, or face-up cards where groups move), the Ace on top.
    if (this.runLength[p]! < RUN_LENGTH) return false;
    return this.completeRunEndsAt(p * this.pileRoom + this.pileLength[p]! - 1);
  }

  /** Whether the 13 cards up to tableau index `end`, the Ace there, make a complete run (all in one pile). */
  private completeRunEndsAt(end: number): boolean {
    const top = this.tableau[end]!;
    if (this.rank[top] !== 1) return false;
    const base = end - RUN_LENGTH + 1,
      suit = this.suit[top];
    for (let k = 0; k < RUN_LENGTH; k++) {
      const byte = this.tableau[base + k]!;
      if (isFaceDown(byte) || this.rank[byte] !== RUN_LENGTH - k || this.suit[byte] !== suit) return false;
    }
    return true;
  }

  /**
   * Sends every complete run on top of a pile to the first empty foundation, pile by pile as the engine does, each
   * turning up the card it leaves on top; returns how many went (their records on `runStack`).
   */
  private removeCompleteRuns(): number {
    let done = 0;
    for (let p = 0; p < this.pileCount; p++) {
      while (this.completeRunOnTop(p)) {
        const f = this.foundationHeight.indexOf(0);
        if (f < 0) return done;
        const run = this.runLength[p]!,
          base = p * this.pileRoom + this.pileLength[p]! - RUN_LENGTH;
        this.beginPile(p);
        for (let k = 0; k < RUN_LENGTH; k++) this.pushOnFoundation(f, cardOf(this.tableau[base + k]!));
        this.pileLength[p] = this.pileLength[p]! - RUN_LENGTH;
        const turned = this.flipIfDown(p);
        this.endPopped(p, run, RUN_LENGTH);
        if (this.runStackLength === this.runStack.length) this.runStack = doubled(this.runStack);
        this.runStack[this.runStackLength++] = p | (f << 8) | (turned << 16);
        done++;
      }
    }
    return done;
  }

  /** Puts the last complete run `removeCompleteRuns` sent up back on its pile. */
  private undoCompleteRun(): void {
    const record = this.runStack[--this.runStackLength]!,
      p = record & 0xff,
      f = (record >>> 8) & 0xff;
    this.beginPile(p);
    if (record >>> 16) this.setTopFace(p, true);
    const run = record >>> 16 ? 0 : this.runLength[p]!;
    for (let k = 0; k < RUN_LENGTH; k++) this.pushOnPile(p, this.foundationCards[f * FOUNDATION_ROOM + k]!);
    for (let k = 0; k < RUN_LENGTH; k++) this.popFromFoundation(f);
    this.endPushed(p, run, RUN_LENGTH);
  }

  /**
   * Whether move `m` (of `kind`, from `a`) may complete a run, which the hash of `peekHash` does not follow: a tableau
   * unit whose top is an Ace (a complete run has its Ace on top), a unit lifted off a complete run (where any face-up
   * group moves, an Ace moved with the cards on it can complete a run under them, which goes up once they leave), or
   * a complete run already on top of a pile (a hand-made position: the engine sends it up after the next move).
   */
  private mayCompleteRun(kind: number, a: number, m: number): boolean {
    if (kind === MOVE_TABLEAU_TO_TABLEAU) {
      const top = a * this.pileRoom + this.pileLength[a]! - 1,
        under = top - moveCount(m);
      if (this.rank[this.tableau[top]!] === 1) return true;
      if (under - RUN_LENGTH + 1 >= a * this.pileRoom && this.completeRunEndsAt(under)) return true;
    }
    for (let p = 0; p < this.pileCount; p++) if (this.completeRunOnTop(p)) return true;
    return false;
  }

  /**
   * Whether move `m` (of `kind`, from `a`) may leave a pile empty for the reserve to refill: it empties its pile,
   * or a pile is empty already (a hand-made position).
   */
  private mayRefill(kind: number, a: number, m: number): boolean {
    if (kind === MOVE_TABLEAU_TO_TABLEAU && moveCount(m) === this.pileLength[a]) return true;
    if ((kind === MOVE_TABLEAU_TO_FOUNDATION || kind === MOVE_TABLEAU_TO_CELL) && this.pileLength[a] === 1) return true;
    return this.pileLength.includes(0);
  }

  /**
   * Gives each empty pile, in order, the reserve's top card while the reserve has one, as the engine does after a
   * card move; returns what `undoRefills` needs (see `refillAtPly`).
   */
  private refillEmptyPiles(): number {
    let done = 0;
    for (let p = 0; p < this.pileCount && this.reserveLength > 0; p++) {
      if (this.pileLength[p] !== 0) continue;
      const card = this.reserve[--this.reserveLength]!;
      done |= 1 << p;
      if (this.reserveLength > 0 && this.reserveFaceUp[this.reserveLength - 1] === 0) {
        this.reserveFaceUp[this.reserveLength - 1] = 1;
        done |= 1 << (MAX_REFILLED_PILES + p);
      }
      this.landOnPile(p, card);
    }
    return done;
  }

  /** Puts the cards `refillEmptyPiles` dealt back on the reserve, last first. */
  private undoRefills(done: number): void {
    for (let p = this.pileCount - 1; p >= 0; p--) {
      if ((done & (1 << p)) === 0) continue;
      const card = this.takeBack(false, p);
      if (done & (1 << (MAX_REFILLED_PILES + p))) this.reserveFaceUp[this.reserveLength - 1] = 0;
      this.reserve[this.reserveLength] = card;
      this.reserveFaceUp[this.reserveLength] = 1;
      this.reserveLength++;
    }
  }

  /** Whether complete runs went up after ply `i` (see `completeRuns`): such a ply has no move that takes it back. */
  removedRunsAt(i: number): boolean {
    return this.completeRuns && this.runsAtPly[i] !== 0;
  }

  /** Whether the reserve refilled a pile at ply `i` (see `refills`): such a ply has no move that takes it back. */
  refilledAt(i: number): boolean {
    return this.refills && this.refillAtPly[i] !== 0;
  }

  /** A tableau-shuffling redeal, played by the engine itself so the new deal is exactly the game's. */
  private shuffle(): void {
    this.shuffleSnapshots.push({
      tableau: this.tableau.slice(),
      pileLength: this.pileLength.slice(),
      randomState: this.randomState,
    });
    const next = playUnchecked(this.rules, this.toState(), { kind: 'redeal' });
    this.pileLength.fill(0);
    next.tableau.forEach((pile, p) => {
      pile.forEach((pc, i) => {
        this.tableau[p * this.pileRoom + i] = tableauByte(this.boardCard[pc.card]!, pc.up);
      });
      this.pileLength[p] = pile.length;
    });
    this.randomState = next.rng;
    this.redeals++;
    for (let p = 0; p < this.pileCount; p++) this.runLength[p] = this.runOfPile(p);
    this.rehashAll();
  }

  // ---- back to the engine's terms ---------------------------------------------------------------------------

  /** The position as an engine state (move count and played-back cards are carried over unchanged). */
  toState(): GameState {
    const ids = this.gameCard;
    const tableau: Pile[] = [];
    for (let p = 0; p < this.pileCount; p++) {
      const pile: PileCard[] = [];
      for (let i = 0; i < this.pileLength[p]!; i++) {
        const byte = this.tableau[p * this.pileRoom + i]!;
        pile.push({ card: ids[cardOf(byte)]!, up: !isFaceDown(byte) });
      }
      tableau.push(pile);
    }
    const foundations: Pile[] = [];
    for (let f = 0; f < this.foundationCount; f++) {
      const pile: PileCard[] = [];
      for (let i = 0; i < this.foundationHeight[f]!; i++)
        pile.push({ card: ids[this.foundationCards[f * FOUNDATION_ROOM + i]!]!, up: true });
      foundations.push(pile);
    }
    const waste: PileCard[] = [];
    for (let i = 0; i < this.wasteLength; i++) waste.push({ card: ids[this.talon[i]!]!, up: true });
    const stock: PileCard[] = [];
    for (let i = this.talonLength - 1; i >= this.wasteLength; i--)
      stock.push({ card: ids[this.talon[i]!]!, up: false });
    const reserve: PileCard[] = [];
    for (let i = 0; i < this.reserveLength; i++)
      reserve.push({ card: ids[this.reserve[i]!]!, up: this.reserveFaceUp[i] === 1 });
    return {
      tableau,
      foundations,
      stock,
      waste,
      reserve,
      cells: Array.from(this.cells, (card): Pile => (card === EMPTY_CELL ? [] : [{ card: ids[card]!, up: true }])),
      redeals: this.redeals,
      moveCount: this.startMoveCount,
      rng: this.randomState,
      playedBack: this.startPlayedBack,
    };
  }

  /** The engine moves that play internal move `m` from the current position (draws and redeals spelled out). */
  engineMoves(m: number): Move[] {
    const kind = moveKind(m),
      a = moveFrom(m),
      b = moveTo(m);
    const tableauRef = (index: number) => ({ zone: 'tableau' as const, index });
    const foundationRef = (index: number) => ({ zone: 'foundation' as const, index });
    const one = (zone: 'waste' | 'reserve') => ({ zone, index: 0 });
    const cellRef = (index: number) => ({ zone: 'cell' as const, index });
    switch (kind) {
      case MOVE_TABLEAU_TO_TABLEAU:
        return [{ kind: 'move', from: tableauRef(a), to: tableauRef(b), count: moveCount(m) }];
      case MOVE_TABLEAU_TO_FOUNDATION:
        return [{ kind: 'move', from: tableauRef(a), to: foundationRef(b), count: 1 }];
      case MOVE_UNCOVER_TO_FOUNDATION:
        return [
          { kind: 'move', from: tableauRef(a), to: tableauRef(b), count: moveCount(m) },
          { kind: 'move', from: tableauRef(a), to: foundationRef(uncoveredCardTo(m)), count: 1 },
        ];
      case MOVE_WASTE_TO_FOUNDATION:
      case MOVE_WASTE_TO_TABLEAU: {
        const out: Move[] = [];
        let cur = this.wasteLength;
        if (viaRedeal(m)) {
          while (cur < this.talonLength) {
            out.push({ kind: 'draw' });
            cur = Math.min(cur + this.draw, this.talonLength);
          }
          out.push({ kind: 'redeal' });
          cur = 0;
        }
        while (cur < a) {
          out.push({ kind: 'draw' });
          cur = Math.min(cur + this.draw, this.talonLength);
        }
        const to = kind === MOVE_WASTE_TO_FOUNDATION ? foundationRef(b) : tableauRef(b);
        out.push({ kind: 'move', from: one('waste'), to, count: 1 });
        return out;
      }
      case MOVE_RESERVE_TO_FOUNDATION:
        return [{ kind: 'move', from: one('reserve'), to: foundationRef(b), count: 1 }];
      case MOVE_RESERVE_TO_TABLEAU:
        return [{ kind: 'move', from: one('reserve'), to: tableauRef(b), count: 1 }];
      case MOVE_FOUNDATION_TO_TABLEAU:
        return [{ kind: 'move', from: foundationRef(a), to: tableauRef(b), count: 1 }];
      case MOVE_TABLEAU_TO_CELL:
        return [{ kind: 'move', from: tableauRef(a), to: cellRef(b), count: 1 }];
      case MOVE_CELL_TO_TABLEAU:
        return [{ kind: 'move', from: cellRef(a), to: tableauRef(b), count: 1 }];
      case MOVE_CELL_TO_FOUNDATION:
        return [{ kind: 'move', from: cellRef(a), to: foundationRef(b), count: 1 }];
      case MOVE_CELL_TO_CELL:
        return [{ kind: 'move', from: cellRef(a), to: cellRef(b), count: 1 }];
      case MOVE_DRAW:
      case MOVE_DEAL_ROW:
        return [{ kind: 'draw' }];
      // MOVE_REDEAL and MOVE_SHUFFLE: the engine has one redeal move, which turns the waste or shuffles as the rules
      // say.
      default:
        return [{ kind: 'redeal' }];
    }
  }

  /**
   * Whether a redeal that shuffles the tableau may still come: until then, a card sent up or moved changes where
   * the shuffle puts every card, so the rules that hold a card's fate fixed (safe moves, locked cards, `DeadEnds`)
   * wait.
   */
  get shuffleToCome(): boolean {
    return this.shuffles && this.redeals < this.redealLimit;
  }

  /**
   * How many move sources `rawMovesFrom` knows: the piles, then the stock and waste, the reserve, the foundations,
   * the cells.
   */
  get sourceCount(): number {
    return this.pileCount + 2 + this.foundationCount + this.cellCount;
  }

  /** A length of buffer that `rawMovesFrom` never overflows, whatever the source. */
  get rawMovesBound(): number {
    return (
      this.pileCount * (this.pileCount + this.foundationCount + this.cellCount) * (this.pileRoom + 1) +
      this.cellCount * (this.pileCount + this.foundationCount + this.cellCount) +
      64
    );
  }

  /**
   * Every legal single move, one step at a time, as the engine lists them (draws and redeals separate, every
   * target pile named): the faithfulness tests compare this with `legalMoves`.
   */
  rawMoves(): number[] {
    const buf = new Int32Array(this.rawMovesBound);
    const out: number[] = [];
    for (let s = 0; s < this.sourceCount; s++) {
      const n = this.rawMovesFrom(s, buf);
      for (let i = 0; i < n; i++) out.push(buf[i]!);
    }
    return out;
  }

  /**
   * The legal single moves of one source into `out` (returned: how many): source `p < pileCount` is tableau pile p
   * (every unit it may move), `pileCount` the stock and waste (draw, redeal, shuffle, waste top), `pileCount + 1` the
   * reserve top, `pileCount + 2 + f` foundation f's top, and after the foundations cell i. Random playouts pick a
   * source, then one of its moves.
   */
  rawMovesFrom(source: number, out: Int32Array): number {
    const P = this.pileCount;
    if (source < P) {
      const p = source,
        len = this.pileLength[p]!,
        run = this.runLength[p]!;
      if (run === 0) return 0;
      const tableau = this.tableau,
        pileLength = this.pileLength,
        cap = this.capacity,
        emptyTakes = this.emptyTakes,
        base = p * this.pileRoom + len;
      let k = this.rawToFoundations(tableau[base - 1]!, MOVE_TABLEAU_TO_FOUNDATION, p, out, 0);
      for (let i = 0; i < this.cellCount; i++)
        if (this.cells[i] === EMPTY_CELL) out[k++] = packMove(MOVE_TABLEAU_TO_CELL, p, i);
      // Head by head: the cards a head may go on (one to four) are looked up where they lie, not every top tried
      // for every head; listed by target, then by count, as the random choice reads them.
      const first = k;
      for (let c = 1; c <= run; c++) {
        // The top card alone or the whole pile (then a build: `run` is all of it), nothing between.
        if (this.cardOrPile && c !== 1 && c !== len) continue;
        const card = tableau[base - c]!;
        for (let i = this.underStart[card]!, e = this.underStart[card + 1]!; i < e; i++) {
          const q = this.topPileOf(this.underList[i]!);
          if (q >= 0 && q !== p && pileLength[q]! + c <= cap && (!this.carried || c <= this.carryLimit(q)))
            k = insertMove(out, first, k, packMove(MOVE_TABLEAU_TO_TABLEAU, p, q, c));
        }
        if (emptyTakes[card] === 1 && c <= cap) {
          for (let q = 0; q < P; q++) {
            if (pileLength[q] === 0 && (!this.carried || c <= this.carryLimit(q)))
              k = insertMove(out, first, k, packMove(MOVE_TABLEAU_TO_TABLEAU, p, q, c));
          }
        }
      }
      return k;
    }
    let k = 0;
    if (source === P) {
      if (this.draw > 0 && this.wasteLength < this.talonLength) out[k++] = packMove(MOVE_DRAW, 0, 0);
      if (this.canDealRow()) out[k++] = packMove(MOVE_DEAL_ROW, 0, 0);
      if (this.redeals < this.redealLimit) {
        if (this.turnWaste && this.wasteLength === this.talonLength && this.wasteLength > 0)
          out[k++] = packMove(MOVE_REDEAL, 0, 0);
        if (this.shuffles && this.pileLength.some((l) => l > 0)) out[k++] = packMove(MOVE_SHUFFLE, 0, 0);
      }
      if (this.wasteLength > 0) {
        const card = this.talon[this.wasteLength - 1]!;
        k = this.rawToFoundations(card, MOVE_WASTE_TO_FOUNDATION, this.wasteLength, out, k);
        k = this.rawToPiles(card, MOVE_WASTE_TO_TABLEAU, this.wasteLength, out, k);
      }
    } else if (source === P + 1) {
      if (this.reserveLength > 0) {
        const card = this.reserve[this.reserveLength - 1]!;
        k = this.rawToFoundations(card, MOVE_RESERVE_TO_FOUNDATION, 0, out, k);
        k = this.rawToPiles(card, MOVE_RESERVE_TO_TABLEAU, 0, out, k);
      }
    } else if (source >= P + 2 + this.foundationCount) {
      const i = source - P - 2 - this.foundationCount,
        card = this.cells[i]!;
      if (card !== EMPTY_CELL) {
        k = this.rawToFoundations(card, MOVE_CELL_TO_FOUNDATION, i, out, k);
        k = this.rawToPiles(card, MOVE_CELL_TO_TABLEAU, i, out, k);
        for (let j = 0; j < this.cellCount; j++)
          if (this.cells[j] === EMPTY_CELL) out[k++] = packMove(MOVE_CELL_TO_CELL, i, j);
      }
    } else {
      const f = source - P - 2;
      if (this.playBack && this.foundationHeight[f]! > this.keepBelow)
        k = this.rawToPiles(this.foundationTop(f), MOVE_FOUNDATION_TO_TABLEAU, f, out, k);
    }
    return k;
  }
  private rawToFoundations(card: number, kind: number, a: number, out: Int32Array, k: number): number {
    // Most cards no foundation takes, and `wanted` knows it without asking each.
    if (this.wanted[card] === 0) return k;
    for (let f = 0; f < this.foundationCount; f++)
      if (this.accept[(this.foundationTop(f) + 1) * this.nCards + card]) out[k++] = packMove(kind, a, f);
    return k;
  }
  private rawToPiles(card: number, kind: number, a: number, out: Int32Array, k: number): number {
    const first = k,
      pileLength = this.pileLength;
    for (let i = this.underStart[card]!, e = this.underStart[card + 1]!; i < e; i++) {
      const q = this.topPileOf(this.underList[i]!);
      if (q >= 0 && pileLength[q]! < this.capacity) k = insertMove(out, first, k, packMove(kind, a, q));
    }
    if (this.emptyTakes[card] === 1 && this.capacity > 0)
      for (let q = 0; q < this.pileCount; q++)
        if (pileLength[q] === 0) k = insertMove(out, first, k, packMove(kind, a, q));
    return k;
  }

  /** The pile whose top card is `card`, face up, or -1. */
  private topPileOf(card: number): number {
    const at = this.where[card]!;
    if (at < 0) return -1;
    const q = this.pileAt[at]!,
      top = this.tableau[at]!;
    return at === q * this.pileRoom + this.pileLength[q]! - 1 && top === card ? q : -1;
  }
}

/**
 * Puts move `m` into `out[first .. k]`, kept in the order of target pile, then count (the order in which
 * `rawMovesFrom` once tried them, so that a seed plays the same games); returns the new end.
 */
const insertMove = (out: Int32Array, first: number, k: number, m: number): number => {
  const key = (moveTo(m) << 8) | moveCount(m);
  let j = k;
  while (j > first && ((moveTo(out[j - 1]!) << 8) | moveCount(out[j - 1]!)) > key) {
    out[j] = out[j - 1]!;
    j--;
  }
  out[j] = m;
  return k + 1;
};
