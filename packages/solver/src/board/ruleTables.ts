import {
  cardCount,
  deckCards,
  foundationRefusal,
  KING,
  rankOf,
  ranks,
  type Rules,
  suitIndexOf,
  tableauRefusal,
} from '@solitaire/engine';
import { randomKeys } from './hashing.js';
import { twinClasses } from './twinClasses.js';

/** Cards a foundation holds at most: one suit, Ace to King. */
export const FOUNDATION_ROOM = ranks.length;

/**
 * Whether a build relation is a disjoint union of complete "parent class to child class" blocks: any two cards
 * accept either exactly the same cards or none in common, and any two cards are accepted by exactly the same
 * cards or by none in common (as with "one lower, other colour" or "one lower, any suit").
 */
const blockStructured = (place: Uint8Array, n: number): boolean => {
  const rowsAgree = (a: number, b: number, stride: number, step: number) => {
    let same = true,
      common = false;
    for (let i = 0; i < n; i++) {
      const x = place[a * stride + i * step]!,
        y = place[b * stride + i * step]!;
      if (x !== y) same = false;
      if (x && y) common = true;
    }
    return same || !common;
  };
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) if (!rowsAgree(a, b, n, 1) || !rowsAgree(a, b, 1, n)) return false;
  return true;
};

/** What a board reads off the rules alone: the same for every board of one `Rules` object (see `ruleTables`). */
export interface RuleTables {
  /** The game's card of each board card: boards number the cards densely, in `deckCards` order. */
  readonly gameCard: Int16Array;
  /** The board card of each of the game's card ids up to the largest (-1: not in this game's deck). */
  readonly boardCard: Int16Array;
  readonly place: Uint8Array;
  /**
   * `link[below * n + card]` is 1 when `card` on `below` extends a movable run: `place` itself, except where only
   * runs of one suit move (`suitedRun`), which also asks for the same suit.
   */
  readonly link: Uint8Array;
  readonly accept: Uint8Array;
  readonly rank: Uint8Array;
  /**
   * Each card's place in its foundation's order, 1 for the base rank (the rank itself where foundations start from
   * the Ace): what "a low card" means to the move order.
   */
  readonly upRank: Uint8Array;
  readonly suit: Uint8Array;
  /** The rank every foundation starts from (the engine's `foundationBase`), which `accept` was made for. */
  readonly base: number;
  readonly emptyTakes: Uint8Array;
  readonly takesAt: Int32Array;
  readonly takes: Uint8Array;
  readonly aboveStart: Int32Array;
  readonly aboveList: Uint8Array;
  readonly underStart: Int32Array;
  readonly underList: Uint8Array;
  readonly twinOf: Uint8Array;
  readonly hasTwins: boolean;
  /** Hash keys (never written once made), for piles with `pileRoom` places. */
  readonly pileRoom: number;
  readonly pileKeysA: Uint32Array;
  readonly pileKeysB: Uint32Array;
  readonly foundationKeysA: Uint32Array;
  readonly foundationKeysB: Uint32Array;
  readonly floatKeysA: Uint32Array;
  readonly floatKeysB: Uint32Array;
  readonly talonKeysA: Uint32Array;
  readonly talonKeysB: Uint32Array;
  /** Per-card keys of the free cells' cards, summed as a set (which cell holds a card is not hashed). */
  readonly cellKeysA: Uint32Array;
  readonly cellKeysB: Uint32Array;
  /** Keys of the canonical waste position, the reserve length, the redeals and the random state. */
  readonly extraKeysA: Uint32Array;
  readonly extraKeysB: Uint32Array;
  /** Keys of the piles, where their order is hashed. */
  readonly pileSaltA: Uint32Array;
  readonly pileSaltB: Uint32Array;
  /** The pile of each tableau place (`pile * pileRoom + depth`). */
  readonly pileAt: Uint8Array;
  /** `blockStructured` of `place`, worked out on first asking (it costs n³). */
  readonly blockStructured: () => boolean;
}

/** For each card c, the cards x with `related(c, x)`, as one list: `list[start[c] .. start[c + 1]]`. */
const cardLists = (n: number, related: (c: number, x: number) => boolean): [start: Int32Array, list: Uint8Array] => {
  const start = new Int32Array(n + 1),
    list: number[] = [];
  for (let c = 0; c < n; c++) {
    start[c] = list.length;
    for (let x = 0; x < n; x++) if (related(c, x)) list.push(x);
  }
  start[n] = list.length;
  return [start, Uint8Array.from(list)];
};

/** Rule tables kept per `Rules` object, at most this many (one per pile room and foundation base in use). */
const TABLES_PER_RULES = 16;

/**
 * The rule tables and hash keys of `rules` for foundations based on rank `base` (the engine's `foundationBase`:
 * the Ace, or under a dealt base the rank the deal turned up), made once per `Rules` object and base and shared
 * by their boards: every solve builds several boards (main search, probes, beams, replay), and a 104-card game
 * asks the engine some 20,000 questions for each.
 */
const tableCache = new WeakMap<Rules, RuleTables[]>();
export const ruleTables = (rules: Rules, room: number, base = 1): RuleTables => {
  const cached = tableCache.get(rules) ?? [];
  const known = cached.find((t) => t.pileRoom === room && t.base === base);
  if (known) return known;
  const n = cardCount(rules);
  // Board cards are dense: the game's cards in numbering order (in four suits, the card ids themselves).
  const ids = Int16Array.from(deckCards(rules));
  const indexOf = new Int16Array(Math.max(...ids) + 1).fill(-1);
  ids.forEach((id, c) => (indexOf[id] = c));
  const place = new Uint8Array(n * n),
    accept = new Uint8Array((n + 1) * n),
    rank = new Uint8Array(n),
    upRank = new Uint8Array(n),
    suit = new Uint8Array(n);
  // Complete runs go up whole, with the move that completes them: no foundation ever takes a single card.
  const singlesUp = rules.foundations.completeRuns !== true;
  for (let c = 0; c < n; c++) {
    const id = ids[c]!;
    rank[c] = rankOf(id);
    upRank[c] = ((rankOf(id) - base + KING) % KING) + 1;
    suit[c] = suitIndexOf(id);
    accept[c] = singlesUp && foundationRefusal(rules, undefined, id, base) === null ? 1 : 0;
    for (let b = 0; b < n; b++) {
      place[b * n + c] = tableauRefusal(rules, ids[b]!, id) === null ? 1 : 0;
      accept[(b + 1) * n + c] = singlesUp && foundationRefusal(rules, ids[b]!, id, base) === null ? 1 : 0;
    }
  }
  const suited = rules.tableau.moveUnit === 'suitedRun';
  const link = suited ? place.map((v, i) => (v && suit[(i / n) | 0] === suit[i % n] ? 1 : 0)) : place;
  // What the twins must keep besides the builds: the runs that move (one suit) and the runs that go up (one suit,
  // King to Ace), both read off suit and rank.
  const runsRead = suited || !singlesUp;
  const kept = runsRead
    ? place.map((v, i) => {
        const below = (i / n) | 0,
          c = i % n;
        return v + (suit[below] === suit[c] && rank[below] === rank[c]! + 1 ? 2 : 0);
      })
    : place;
  const whenEmpty = rules.tableau.whenEmpty;
  const emptyTakes = Uint8Array.from({ length: n }, (_, c) =>
    whenEmpty === 'anyCard' || (whenEmpty === 'kingOnly' && rank[c] === KING) ? 1 : 0,
  );
  const takesAt = new Int32Array(n + 2),
    takes: number[] = [];
  for (let t = -1; t < n; t++) {
    takesAt[t + 1] = takes.length;
    for (let c = 0; c < n; c++) if (accept[(t + 1) * n + c]) takes.push(c);
  }
  takesAt[n + 1] = takes.length;
  const [aboveStart, aboveList] = cardLists(n, (c, x) => place[c * n + x] === 1);
  const [underStart, underList] = cardLists(n, (c, x) => place[x * n + c] === 1);
  const twin =
    rules.redeal?.kind === 'shuffleTableau'
      ? Uint8Array.from({ length: n }, (_, c) => c)
      : twinClasses(n, kept, accept, emptyTakes, rank);
  const twins = twin.some((t, c) => t !== c);
  const keys = {
    pileKeysA: randomKeys(n * 2 * room, 0x51ed27),
    pileKeysB: randomKeys(n * 2 * room, 0x7a3c11),
    foundationKeysA: randomKeys(n * FOUNDATION_ROOM, 0x1b873593),
    foundationKeysB: randomKeys(n * FOUNDATION_ROOM, 0x2545f491),
    floatKeysA: randomKeys(n, 0x6a09e667),
    floatKeysB: randomKeys(n, 0xbb67ae85),
    // The talon is hashed by card, not by twin class (see `hashA`); without twins it needs no keys.
    talonKeysA: twins ? randomKeys(n, 0x3f84d5b5) : new Uint32Array(n),
    talonKeysB: twins ? randomKeys(n, 0xa4093822) : new Uint32Array(n),
    cellKeysA: randomKeys(n, 0x299f31d0),
    cellKeysB: randomKeys(n, 0x082efa98),
  };
  // Twins share their keys, so a position and its twin-swapped copy hash alike.
  for (let c = 0; c < n; c++) {
    const t = twin[c]!;
    if (t === c) continue;
    keys.pileKeysA.copyWithin(c * 2 * room, t * 2 * room, (t + 1) * 2 * room);
    keys.pileKeysB.copyWithin(c * 2 * room, t * 2 * room, (t + 1) * 2 * room);
    keys.foundationKeysA.copyWithin(c * FOUNDATION_ROOM, t * FOUNDATION_ROOM, (t + 1) * FOUNDATION_ROOM);
    keys.foundationKeysB.copyWithin(c * FOUNDATION_ROOM, t * FOUNDATION_ROOM, (t + 1) * FOUNDATION_ROOM);
    keys.floatKeysA[c] = keys.floatKeysA[t]!;
    keys.floatKeysB[c] = keys.floatKeysB[t]!;
    keys.cellKeysA[c] = keys.cellKeysA[t]!;
    keys.cellKeysB[c] = keys.cellKeysB[t]!;
  }
  const P = rules.tableau.count;
  const pileAt = new Uint8Array(P * room);
  for (let at = 0; at < P * room; at++) pileAt[at] = (at / room) | 0;
  let blocks: boolean | null = null;
  const tables: RuleTables = {
    gameCard: ids,
    boardCard: indexOf,
    place,
    link,
    accept,
    rank,
    upRank,
    suit,
    base,
    emptyTakes,
    takesAt,
    takes: Uint8Array.from(takes),
    aboveStart,
    aboveList,
    underStart,
    underList,
    twinOf: twin,
    hasTwins: twins,
    pileRoom: room,
    ...keys,
    extraKeysA: randomKeys(3 * (n + 2) + 64, 0x68e31da4),
    extraKeysB: randomKeys(3 * (n + 2) + 64, 0x3c6ef372),
    pileSaltA: randomKeys(P, 0x9b05688c),
    pileSaltB: randomKeys(P, 0x510e527f),
    pileAt,
    blockStructured: () => (blocks ??= blockStructured(place, n)),
  };
  tableCache.set(rules, [tables, ...cached.slice(0, TABLES_PER_RULES - 1)]);
  return tables;
};
