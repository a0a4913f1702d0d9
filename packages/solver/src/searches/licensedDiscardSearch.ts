import { type GameState, type Move, type Rules } from '@solitaire/engine';
import { ACE_HIGH as ACE, HIGH, SUIT } from '../board/singleFoundationBoard.js';
import { doubled } from '../tables/arrayPool.js';
import { HigherGoneGame } from '../proofs/higherGoneProof.js';
import { HIGHER_GONE_NODES, LICENSED_LOOSE_NODES, LOOSE_KEPT_SHARE } from '../tuning.js';
import { NO_ROOM, PRESENT, WordSet, keyAmong } from '../tables/wordSet.js';
import type { SingleFoundationAnswer } from './singleFoundationSearch.js';

/** Cards of the one deck these games use. */
const DECK = 52;
/** Piles the key has room for (3 bits a card). */
const MAX_PILES = 7;
/** Words of a key: 4 bits for each card (pile + 1, licensed), then the pointer and the piles owed a use. */
const KEY_WORDS = 7;
/** Positions between two looks at the caller's clock and cancellation. */
const CHECK_EVERY = 1024;
/** Longest line searched: no line comes near (every move but a lone card's changing piles discards or deals). */
const MAX_DEPTH = 1000;

// Events of the line, kept to turn a win into engine moves (see `engineLine`).
const LICENSED = 0,
  FREE = 1,
  REAL = 2,
  MOVE = 3,
  DEAL = 4;

/**
 * Whether `searchLicensedDiscards` decides this game: one deck, cards discarded by a higher card of their suit, the
 * stock dealt onto the piles, any card to an empty pile, won with only the Aces left (Aces Up).
 */
export const licensedDiscardsFit = (rules: Rules, state: GameState): boolean =>
  rules.discard?.by === 'higherOfSuit' &&
  rules.stock?.dealsTo === 'tableau' &&
  rules.stock.needsEveryPile !== true &&
  rules.tableau.whenEmpty === 'anyCard' &&
  rules.goal === 'acesLeft' &&
  rules.decks === 1 &&
  state.tableau.length <= MAX_PILES &&
  state.waste.length === 0;

/** A growing list of records of four numbers (the undo journal, the line's events). */
class Quads {
  words = new Int32Array(4096);
  length = 0;
  push(a: number, b: number, c: number, d: number): void {
    if (this.length + 4 > this.words.length) this.words = doubled(this.words);
    this.words[this.length++] = a;
    this.words[this.length++] = b;
    this.words[this.length++] = c;
    this.words[this.length++] = d;
  }
}

/**
 * Decides a position of a game `licensedDiscardsFit` accepts by an exact search of the licensed game (see
 * SINGLE_FOUNDATION.md): a card that has once been discardable holds a licence and may be discarded later from
 * wherever it lies, as if it had been discarded then, for as long as it has not helped another card away. Every
 * line of the real game is a line of this one and back, so `lost` is a proof; a win is turned back into real moves
 * (`moves`, not yet replayed: the caller replays them through the engine).
 */
export const searchLicensedDiscards = (
  rules: Rules,
  state: GameState,
  maxNodes: number,
  memoryBytes: number,
  stopped: () => boolean,
  looseNodes = LICENSED_LOOSE_NODES,
): SingleFoundationAnswer => {
  const pileCount = state.tableau.length;
  const stock = Int32Array.from(state.stock.map((c) => c.card).reverse());
  const piles = Array.from({ length: pileCount }, () => new Int32Array(DECK).fill(-1));
  const height = new Int32Array(pileCount);
  state.tableau.forEach((p, i) => {
    for (const c of p) piles[i]![height[i]!++] = c.card;
  });
  const licensed = new Uint8Array(DECK);
  let pointer = 0;
  const journal = new Quads();
  const log = (op: number, a: number, b: number, c: number): void => journal.push(op, a, b, c);
  const J_REMOVED = 0,
    J_PUSHED = 1,
    J_LICENCE = 2,
    J_POINTER = 3;
  // The pile cards of each suit, unlicensed and licensed, a bit for each rank from the 2 (Aces are never counted).
  const unlicensedBits = new Int32Array(4),
    licensedBits = new Int32Array(4);
  const inPiles = new Uint8Array(DECK);
  const count = (card: number, on: boolean): void => {
    inPiles[card] = on ? 1 : 0;
    if (HIGH[card] === ACE) return;
    const bits = licensed[card] ? licensedBits : unlicensedBits;
    if (on) bits[SUIT[card]!]! |= 1 << (HIGH[card]! - 2);
    else bits[SUIT[card]!]! &= ~(1 << (HIGH[card]! - 2));
  };
  const relicense = (card: number, v: number): void => {
    const counted = inPiles[card] === 1;
    if (counted) count(card, false);
    licensed[card] = v;
    if (counted) count(card, true);
  };
  piles.forEach((p, i) => {
    for (let h = 0; h < height[i]!; h++) count(p[h]!, true);
  });
  const removeAt = (i: number, k: number): number => {
    const p = piles[i]!;
    const card = p[k]!;
    for (let h = k; h < height[i]! - 1; h++) p[h] = p[h + 1]!;
    height[i]!--;
    count(card, false);
    log(J_REMOVED, i, k, card);
    return card;
  };
  const push = (i: number, card: number): void => {
    piles[i]![height[i]!++] = card;
    count(card, true);
    log(J_PUSHED, i, 0, 0);
  };
  const setLicence = (card: number, v: number): void => {
    log(J_LICENCE, card, licensed[card]!, 0);
    relicense(card, v);
  };
  const rollback = (mark: number): void => {
    const j = journal.words;
    while (journal.length > mark) {
      journal.length -= 4;
      const at = journal.length,
        op = j[at]!,
        a = j[at + 1]!,
        b = j[at + 2]!,
        c = j[at + 3]!;
      if (op === J_REMOVED) {
        const p = piles[a]!;
        for (let h = height[a]!; h > b; h--) p[h] = p[h - 1]!;
        p[b] = c;
        height[a]!++;
        count(c, true);
      } else if (op === J_PUSHED) count(piles[a]![--height[a]!]!, false);
      else if (op === J_LICENCE) relicense(a, b);
      else pointer = a;
    }
  };
  const top = (i: number): number => (height[i]! > 0 ? piles[i]![height[i]! - 1]! : -1);

  // The line's events (kind, card, a, b), kept to rebuild a win.
  const line = new Quads();
  const event = (kind: number, card: number, a: number, b: number): void => line.push(kind, card, a, b);

  /**
   * Licenses each top card that an unlicensed higher card of its suit tops another pile beside: discarding it now
   * would cost that helper nothing. Returns the piles these licences touched.
   */
  const license = (): number => {
    let touched = 0;
    for (let i = 0; i < pileCount; i++) {
      const x = top(i);
      if (x < 0 || HIGH[x] === ACE || licensed[x]) continue;
      let helpers = 0;
      for (let j = 0; j < pileCount; j++) {
        const w = top(j);
        if (j !== i && w >= 0 && SUIT[w] === SUIT[x] && HIGH[w]! > HIGH[x]! && licensed[w] !== 1) helpers |= 1 << j;
      }
      if (helpers !== 0) {
        setLicence(x, 2);
        event(LICENSED, x, 0, 0);
        touched |= helpers | (1 << i);
      }
    }
    for (let i = 0; i < pileCount; i++) {
      const x = top(i);
      if (x >= 0 && licensed[x] === 2) licensed[x] = 1;
    }
    return touched;
  };
  // A stock card dealt beside a higher card of its suit (the same deal's cards are the only top cards then) is
  // licensed as it arrives, by a helper fresh from the stock: it never needs help.
  const servedOnArrival = new Uint8Array(stock.length);
  for (let k = 0; k < stock.length; k++) {
    const row = k - (k % pileCount);
    for (let j = row; j < Math.min(row + pileCount, stock.length); j++)
      if (j !== k && SUIT[stock[j]!] === SUIT[stock[k]!] && HIGH[stock[j]!]! > HIGH[stock[k]!]!) servedOnArrival[k] = 1;
  }
  // For each pointer and suit, the lowest stock card from there on that will need help (ACE + 1: none).
  const stockNeedy = new Int32Array((stock.length + 1) * 4).fill(ACE + 1);
  for (let k = stock.length - 1; k >= 0; k--) {
    for (let suit = 0; suit < 4; suit++) stockNeedy[k * 4 + suit] = stockNeedy[(k + 1) * 4 + suit]!;
    const c = stock[k]!;
    if (!servedOnArrival[k] && HIGH[c] !== ACE)
      stockNeedy[k * 4 + SUIT[c]!] = Math.min(stockNeedy[k * 4 + SUIT[c]!]!, HIGH[c]!);
  }
  // For each pointer at a deal's first card and each suit, the lowest over the deals from there on of the highest
  // card of the suit each deals (0 where a deal has none; ACE + 1 with no deal left).
  const rowsServe = new Int32Array((stock.length + 1) * 4).fill(ACE + 1);
  for (let row = Math.floor((stock.length - 1) / pileCount) * pileCount; row >= 0; row -= pileCount) {
    const next = Math.min(row + pileCount, stock.length);
    for (let suit = 0; suit < 4; suit++) {
      let highest = 0;
      for (let j = row; j < next; j++) if (SUIT[stock[j]!] === suit) highest = Math.max(highest, HIGH[stock[j]!]!);
      rowsServe[row * 4 + suit] = Math.min(highest, rowsServe[next * 4 + suit]!);
    }
  }
  const lowestNeedy = new Int32Array(4);
  const servedFrom = new Int32Array(4);
  /**
   * Discards every licensed card below the lowest card of its suit still needing a helper (unlicensed, or in the
   * stock): it can help nothing that needs help. Returns whether any went.
   */
  const dropUseless = (): boolean => {
    // Until the next deal, the highest unlicensed top card of a suit stays a top card until a higher unlicensed one
    // shows (it leaves only so, or by helping as it gives up its licence), and after each deal to come so does the
    // highest card of the suit dealt: a card below all of these is licensed whenever it turns up.
    servedFrom.fill(0);
    for (let i = 0; i < pileCount; i++) {
      const t = top(i);
      if (t >= 0 && !licensed[t] && HIGH[t]! > servedFrom[SUIT[t]!]!) servedFrom[SUIT[t]!] = HIGH[t]!;
    }
    const rows = Math.min(pointer, stock.length) * 4;
    for (let suit = 0; suit < 4; suit++) servedFrom[suit] = Math.min(servedFrom[suit]!, rowsServe[rows + suit]!);
    const fromStock = Math.min(pointer, stock.length) * 4;
    let useless = false;
    for (let suit = 0; suit < 4; suit++) {
      // The unlicensed pile cards from the lowest not served up, then the stock's.
      const from = Math.max(servedFrom[suit]! - 2, 0);
      const needy = from > 12 ? 0 : unlicensedBits[suit]! & ~((1 << from) - 1);
      const lowest = needy === 0 ? ACE + 1 : 31 - Math.clz32(needy & -needy) + 2;
      lowestNeedy[suit] = Math.min(lowest, stockNeedy[fromStock + suit]!);
      useless ||= (licensedBits[suit]! & ((1 << (lowestNeedy[suit]! - 2)) - 1)) !== 0;
    }
    if (!useless) return false;
    let any = false;
    for (let i = 0; i < pileCount; i++)
      for (let h = height[i]! - 1; h >= 0; h--) {
        const c = piles[i]![h]!;
        if (licensed[c] && HIGH[c]! < lowestNeedy[SUIT[c]!]!) {
          removeAt(i, h);
          setLicence(c, 0);
          event(FREE, c, 0, 0);
          any = true;
        }
      }
    return any;
  };
  const key = new Int32Array(KEY_WORDS);
  /** The position's key: where each card lies and whether it is licensed, the pointer, the uses owed. */
  const keyOf = (owed: number): void => {
    key.fill(0);
    for (let i = 0; i < pileCount; i++)
      for (let h = 0; h < height[i]!; h++) {
        const c = piles[i]![h]!;
        key[c >> 3]! |= ((i + 1) | (licensed[c]! << 3)) << ((c & 7) * 4);
      }
    key[KEY_WORDS - 1]! |= (pointer << 16) | (owed << 22);
  };
  /** Won once the stock is dealt out and every card left but the Aces holds a licence. */
  const won = (): boolean =>
    pointer >= stock.length &&
    (unlicensedBits[0]! | unlicensedBits[1]! | unlicensedBits[2]! | unlicensedBits[3]!) === 0;

  // At the start and right after each deal, the looser game of cards gone as helpers may prove the position lost: a
  // licensed card may go at any moment, so it counts as gone (SINGLE_FOUNDATION.md, "Cards gone as helpers").
  const loose =
    looseNodes > 0 ? new HigherGoneGame(pileCount, stock, HIGHER_GONE_NODES, memoryBytes * LOOSE_KEPT_SHARE) : null;
  const seen = new WordSet(KEY_WORDS, memoryBytes);
  let nodes = 0;
  let stop: 'nodes' | 'stopped' | null = null;
  // Once the set is full, positions are searched again: the keys of those on the line (not in the set) keep a lone
  // card from going round the empty piles for ever, so a search that ends without a win is still a proof.
  const lineKeys = new Int32Array(KEY_WORDS * (MAX_DEPTH + 2));
  let lineKeyCount = 0;
  /**
   * Searches from the position on the board, `owed` the piles where a licensed card was discarded and nothing has
   * used what that uncovered yet (SINGLE_FOUNDATION.md: such a discard can wait for its use, so a deal needs none
   * owed).
   */
  const search = (owedBefore: number, depth: number, dealt: boolean): boolean => {
    let owed = owedBefore & ~license();
    while (dropUseless()) owed &= ~license();
    if (won()) return true;
    keyOf(owed);
    const added = seen.add(key);
    if (added === PRESENT) return false;
    if (added !== NO_ROOM) return expand(owed, depth, dealt);
    if (keyAmong(lineKeys, lineKeyCount, KEY_WORDS, key)) return false;
    lineKeys.set(key, lineKeyCount++ * KEY_WORDS);
    const found = expand(owed, depth, dealt);
    lineKeyCount--;
    return found;
  };
  /** Searches on from the position, entered and keyed (see `search`). */
  const expand = (owed: number, depth: number, dealt: boolean): boolean => {
    if (++nodes > maxNodes || depth > MAX_DEPTH) {
      stop = 'nodes';
      return false;
    }
    if (nodes % CHECK_EVERY === 0 && stopped()) {
      stop = 'stopped';
      return false;
    }
    if (loose !== null && dealt && maxNodes - nodes > 1) {
      loose.load(piles, height, licensed, pointer);
      // Its positions count in the budget, as the licensed game's do; the deal as a whole gets the longest look.
      const a = loose.search(stopped, Math.min(maxNodes - nodes - 1, depth === 0 ? HIGHER_GONE_NODES : looseNodes));
      nodes += a.nodes;
      if (a.outcome === 'lost') return false;
    }
    const mark = journal.length,
      eventMark = line.length;
    const back = (): void => {
      rollback(mark);
      line.length = eventMark;
    };
    // A licensed top card goes without a helper.
    for (let i = 0; i < pileCount && stop === null; i++) {
      const x = top(i);
      if (x < 0 || !licensed[x]) continue;
      removeAt(i, height[i]! - 1);
      setLicence(x, 0);
      event(FREE, x, 0, 0);
      if (search(owed | (1 << i), depth + 1, false)) return true;
      back();
    }
    // An unlicensed top card whose helpers are all licensed: the helper gives up its licence.
    for (let i = 0; i < pileCount && stop === null; i++) {
      const x = top(i);
      if (x < 0 || HIGH[x] === ACE || licensed[x]) continue;
      for (let j = 0; j < pileCount && stop === null; j++) {
        const w = top(j);
        if (j === i || w < 0 || SUIT[w] !== SUIT[x] || HIGH[w]! <= HIGH[x]!) continue;
        removeAt(i, height[i]! - 1);
        setLicence(w, 0);
        event(REAL, x, w, 0);
        if (search(owed & ~((1 << i) | (1 << j)), depth + 1, false)) return true;
        back();
      }
    }
    // A top card to an empty pile.
    for (let e = 0; e < pileCount && stop === null; e++) {
      if (height[e]! > 0) continue;
      for (let i = 0; i < pileCount && stop === null; i++) {
        if (height[i] === 0) continue;
        const x = removeAt(i, height[i]! - 1);
        push(e, x);
        event(MOVE, x, i, e);
        if (search(owed & ~((1 << i) | (1 << e)), depth + 1, false)) return true;
        back();
      }
    }
    // The deal, once no discard waits for its use.
    if (pointer < stock.length && owed === 0 && stop === null) {
      log(J_POINTER, pointer, 0, 0);
      for (let i = 0; i < pileCount && pointer < stock.length; i++) push(i, stock[pointer++]!);
      event(DEAL, -1, 0, 0);
      if (search(0, depth + 1, true)) return true;
      back();
    }
    return false;
  };
  const found = search(0, 0, true);
  const tableBytes = seen.bytes;
  seen.release();
  loose?.release();
  const outcome = found ? 'won' : stop === null ? 'lost' : 'unknown';
  return {
    outcome,
    moves: found ? engineLine(state, stock, line.words.subarray(0, line.length), piles, height) : null,
    nodes,
    stop: found ? null : stop,
    tableBytes,
  };
};

/**
 * The real moves of a won line of the licensed game: each licensed card's discard goes back to where it was last
 * licensed (it was a top card then, a higher one of its suit beside it), moves of cards already gone are dropped,
 * and the cards left licensed at the end are discarded so too. `endPiles` are the piles at the win.
 */
const engineLine = (
  state: GameState,
  stock: Int32Array,
  events: Int32Array,
  endPiles: readonly Int32Array[],
  endHeight: Int32Array,
): Move[] => {
  const lastLicence = new Map<number, number>();
  const discardAt = new Map<number, number>();
  for (let e = 0; e < events.length; e += 4) {
    const kind = events[e]!,
      card = events[e + 1]!;
    if (kind === LICENSED) lastLicence.set(card, e);
    else if (kind === REAL) lastLicence.delete(events[e + 2]!);
    else if (kind === FREE) discardAt.set(lastLicence.get(card)!, card);
  }
  endPiles.forEach((p, i) => {
    for (let h = 0; h < endHeight[i]!; h++) if (HIGH[p[h]!] !== ACE) discardAt.set(lastLicence.get(p[h]!)!, p[h]!);
  });
  const piles = state.tableau.map((p) => p.map((c) => c.card));
  const gone = new Set<number>();
  const moves: Move[] = [];
  let pointer = 0;
  const pileOf = (card: number): number => piles.findIndex((p) => p[p.length - 1] === card);
  const discard = (card: number): void => {
    const i = pileOf(card);
    piles[i]!.pop();
    gone.add(card);
    moves.push({ kind: 'discard', from: { zone: 'tableau', index: i } });
  };
  const move = (from: number, to: number): void => {
    piles[to]!.push(piles[from]!.pop()!);
    moves.push({ kind: 'move', from: { zone: 'tableau', index: from }, to: { zone: 'tableau', index: to }, count: 1 });
  };
  for (let e = 0; e < events.length; e += 4) {
    const kind = events[e]!,
      card = events[e + 1]!;
    if (kind === LICENSED) {
      const x = discardAt.get(e);
      if (x !== undefined) discard(x);
    } else if (kind === REAL) discard(card);
    else if (kind === MOVE && !gone.has(card)) {
      move(pileOf(card), events[e + 3]!);
    } else if (kind === DEAL) {
      for (let i = 0; i < piles.length && pointer < stock.length; i++) piles[i]!.push(stock[pointer++]!);
      moves.push({ kind: 'draw' });
    }
  }
  return moves;
};
