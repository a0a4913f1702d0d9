import { ACE_HIGH as ACE, HIGH, SUIT } from '../board/singleFoundationBoard.js';
import { WordSet } from '../tables/wordSet.js';

/** Cards of the one deck these games use. */
const DECK = 52;
/** Words of a key: 4 bits a card (its pile + 1) and each suit's highest rank gone, then the pointer. */
const KEY_WORDS = 8;
/** Words of a slot of the table: the key, then the search it was stored by. */
const SLOT_WORDS = KEY_WORDS + 1;
/** The sets kept from search to search hash a key without its ranks gone, so that keys differing there meet. */
const RANKS_OUT_OF_HASH = Int32Array.from({ length: KEY_WORDS }, (_, i) => (i === KEY_WORDS - 2 ? 0xffff : -1));
/** The caller's cancellation is asked once every this many positions (a power of two, minus one). */
const STOP_CHECK_MASK = 1023;

/** What the looser game's search found: `lost` is a proof for the real game; `open` proves nothing. */
export interface HigherGoneAnswer {
  readonly outcome: 'lost' | 'open';
  readonly nodes: number;
}

/**
 * A looser game than Aces Up's (where the licensed game fits, `licensedDiscardsFit`): a top card may also go when a
 * higher card of its suit has gone before, and every card that may go goes at once. Take a real line and keep, beside
 * the loose game, the set of cards the loose game has discarded and the real one still holds; each is below the
 * highest card of its suit gone in the loose game. The loose piles are the real ones less those cards, so a real top
 * card is a loose top card, an empty real pile is empty there too, and each real move is a loose one or nothing: a card
 * moved or discarded that the loose game has already discarded is nothing there; a discard helped by such a card is a
 * loose discard, that card being gone and higher. So a real win is a loose win, and a position with no loose win is
 * lost. One instance serves many searches from positions `load` sets, each of at most `maxNodes` positions (past it,
 * when the table is half full or when `stopped()`, the answer is `open`): its table is marked by search, never cleared.
 * It keeps for the searches after it every position a search that ends lost entered (each is lost) and every position
 * on the line of a loose win found (each has that win), so that most searches end within a few positions. A suit's
 * rank gone is keyed as the cards left below it see it, so positions it does not tell apart meet; and a position with
 * each rank gone as high as one kept lost is lost, as low as one kept won is won (the argument above, run between two
 * loose positions: the one with the higher ranks does all the other does).
 */
export class HigherGoneGame {
  private readonly piles: Int32Array[];
  private readonly height: Int32Array;
  /** Each suit's highest rank gone (0: none). */
  private readonly gone = new Int32Array(4);
  /** Each suit's cards left, in piles or stock, as bits by rank (`HIGH`). */
  private readonly left = new Int32Array(4);
  private pointer = 0;
  /** The undo journal: a card that left a pile (pile, card), or a suit's rank gone before (-1 - suit, rank). */
  private journal = new Int32Array(1024);
  private journalLength = 0;
  private readonly key = new Int32Array(KEY_WORDS);
  private readonly table: Int32Array;
  /** The table's slots less one, and those of the part a search uses: four slots a position it may enter. */
  private readonly mask: number;
  private searchMask = 0;
  private stamp = 0;
  private stored = 0;
  /** Where this search stored its keys, in `table` (the first `stored`). */
  private readonly storedAt: Int32Array;
  private nodes = 0;
  private open = false;
  private limit = 0;
  private stopped: () => boolean = () => false;

  /** Positions proven lost by earlier searches (every position a search that ends lost enters is lost). */
  private readonly lost: WordSet | null;
  /** Positions on the loose wins earlier searches found: each has a loose win, so a search reaching one is open. */
  private readonly wins: WordSet | null;

  constructor(
    private readonly pileCount: number,
    /** The stock in dealing order. */
    private readonly stock: Int32Array,
    /** The most positions a search enters. */
    private readonly maxNodes: number,
    /** Bytes for each of the two sets kept from search to search, lost positions and wins' (0: none kept). */
    keptBytes = 0,
  ) {
    this.lost = keptBytes > 0 ? new WordSet(KEY_WORDS, keptBytes, RANKS_OUT_OF_HASH) : null;
    this.wins = keptBytes > 0 ? new WordSet(KEY_WORDS, keptBytes, RANKS_OUT_OF_HASH) : null;
    this.piles = Array.from({ length: pileCount }, () => new Int32Array(DECK));
    this.height = new Int32Array(pileCount);
    let slots = 1024;
    while (slots < 4 * maxNodes) slots *= 2;
    this.table = new Int32Array(slots * SLOT_WORDS);
    this.storedAt = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /**
   * Sets the position: the piles' cards but those `gone` marks, which count as gone (the highest of each suit sets
   * its rank gone), and the stock from `pointer`.
   */
  load(piles: readonly Int32Array[], height: Int32Array, gone: Uint8Array | null, pointer: number): void {
    this.gone.fill(0);
    this.left.fill(0);
    for (let i = 0; i < this.pileCount; i++) {
      let h = 0;
      for (let k = 0; k < height[i]!; k++) {
        const c = piles[i]![k]!;
        if (gone !== null && gone[c]) this.gone[SUIT[c]!] = Math.max(this.gone[SUIT[c]!]!, HIGH[c]!);
        else {
          this.piles[i]![h++] = c;
          this.left[SUIT[c]!]! |= 1 << HIGH[c]!;
        }
      }
      this.height[i] = h;
    }
    this.pointer = pointer;
    for (let k = pointer; k < this.stock.length; k++) this.left[SUIT[this.stock[k]!]!]! |= 1 << HIGH[this.stock[k]!]!;
  }

  /** Searches the loaded position: `lost` where it has no loose win, `open` where it has one or the search stopped. */
  search(stopped: () => boolean, maxNodes = this.maxNodes): HigherGoneAnswer {
    if (++this.stamp === 0x7fffffff) {
      this.table.fill(0);
      this.stamp = 1;
    }
    this.stored = 0;
    this.nodes = 0;
    this.open = false;
    this.limit = Math.min(maxNodes, this.maxNodes);
    // A short search keeps to the start of the table, where its few slots stay in the cache.
    let slots = 1024;
    while (slots < 4 * this.limit) slots *= 2;
    this.searchMask = Math.min(slots - 1, this.mask);
    this.stopped = stopped;
    this.journalLength = 0;
    const found = this.step();
    const outcome = found || this.open ? 'open' : 'lost';
    if (outcome === 'lost' && this.lost !== null) {
      for (let i = 0; i < this.stored; i++) this.lost.add(this.table, this.storedAt[i]!);
    }
    return { outcome, nodes: this.nodes };
  }

  /** Hands the kept sets back; the game must not be searched again. */
  release(): void {
    this.lost?.release();
    this.wins?.release();
  }

  private note(a: number, b: number): void {
    if (this.journalLength + 2 > this.journal.length) {
      const grown = new Int32Array(this.journal.length * 2);
      grown.set(this.journal);
      this.journal = grown;
    }
    this.journal[this.journalLength++] = a;
    this.journal[this.journalLength++] = b;
  }

  private rollback(mark: number): void {
    while (this.journalLength > mark) {
      const b = this.journal[--this.journalLength]!,
        a = this.journal[--this.journalLength]!;
      if (a < 0) this.gone[-1 - a] = b;
      else {
        this.piles[a]![this.height[a]!++] = b;
        this.left[SUIT[b]!]! |= 1 << HIGH[b]!;
      }
    }
  }

  private top(i: number): number {
    return this.height[i]! > 0 ? this.piles[i]![this.height[i]! - 1]! : -1;
  }

  /** Discards every top card that may go, until none may. */
  private discardAll(): void {
    const gone = this.gone;
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < this.pileCount; i++) {
        const x = this.top(i);
        if (x < 0 || HIGH[x] === ACE) continue;
        const suit = SUIT[x]!,
          rank = HIGH[x]!;
        let goes = gone[suit]! > rank;
        for (let j = 0; j < this.pileCount && !goes; j++) {
          const w = this.top(j);
          goes = j !== i && w >= 0 && SUIT[w] === suit && HIGH[w]! > rank;
        }
        if (!goes) continue;
        this.note(i, x);
        this.height[i]!--;
        this.left[suit]! &= ~(1 << rank);
        if (rank > gone[suit]!) {
          this.note(-1 - suit, gone[suit]!);
          gone[suit] = rank;
        }
        changed = true;
      }
    }
  }

  private won(): boolean {
    if (this.pointer < this.stock.length) return false;
    for (let i = 0; i < this.pileCount; i++)
      for (let h = 0; h < this.height[i]!; h++) if (HIGH[this.piles[i]![h]!] !== ACE) return false;
    return true;
  }

  /**
   * Stores the position's key and returns its slot; -1 where this search stored it already or it is known lost, -2
   * where an earlier search found a loose win through it.
   */
  private firstVisit(): number {
    const key = this.key,
      gone = this.gone;
    key.fill(0);
    for (let i = 0; i < this.pileCount; i++)
      for (let h = 0; h < this.height[i]!; h++) {
        const c = this.piles[i]![h]!;
        key[c >> 3]! |= (i + 1) << ((c & 7) * 4);
      }
    // A rank gone acts only on the cards left below it: keyed as one above the highest of them, positions whose ranks
    // gone differ only where no card is left meet (what goes later raises it the same in both).
    let ranks = 0;
    for (let suit = 0; suit < 4; suit++) {
      const under = this.left[suit]! & ((1 << gone[suit]!) - 1);
      ranks |= (under === 0 ? 0 : 32 - Math.clz32(under)) << (16 + 4 * suit);
    }
    // Cards 48-51 fill the low half of word 6; the ranks gone take its high half.
    key[KEY_WORDS - 2]! |= ranks;
    key[KEY_WORDS - 1] = this.pointer;
    if (this.lost !== null && this.lost.hasWithFields(key, 0, KEY_WORDS - 2, 16, 4, 4, true)) return -1;
    if (this.wins !== null && this.wins.hasWithFields(key, 0, KEY_WORDS - 2, 16, 4, 4, false)) return -2;
    let h = 0x9e3779b9;
    for (let i = 0; i < KEY_WORDS; i++) {
      h = Math.imul(h ^ key[i]!, 0x85ebca6b);
      h ^= h >>> 13;
    }
    const table = this.table;
    for (let slot = (h >>> 0) & this.searchMask; ; slot = (slot + 1) & this.searchMask) {
      const at = slot * SLOT_WORDS;
      if (table[at + KEY_WORDS] !== this.stamp) {
        for (let i = 0; i < KEY_WORDS; i++) table[at + i] = key[i]!;
        table[at + KEY_WORDS] = this.stamp;
        this.storedAt[this.stored++] = at;
        return at;
      }
      let same = true;
      for (let i = 0; i < KEY_WORDS && same; i++) same = table[at + i] === key[i];
      if (same) return -1;
    }
  }

  /** Keeps the position stored at `at` as one with a loose win, for the searches after this one. */
  private winThrough(at: number): true {
    this.wins?.add(this.table, at);
    return true;
  }

  private step(): boolean {
    const mark = this.journalLength,
      piles = this.piles,
      height = this.height;
    this.discardAll();
    if (this.won()) return true;
    const at = this.firstVisit();
    if (at === -2) return true;
    if (at === -1) {
      this.rollback(mark);
      return false;
    }
    if (
      ++this.nodes > this.limit ||
      2 * this.stored > this.searchMask ||
      ((this.nodes & STOP_CHECK_MASK) === 0 && this.stopped())
    ) {
      this.open = true;
      this.rollback(mark);
      return false;
    }
    for (let e = 0; e < this.pileCount && !this.open; e++) {
      if (height[e] !== 0) continue;
      for (let i = 0; i < this.pileCount && !this.open; i++) {
        if (height[i] === 0) continue;
        const x = piles[i]![--height[i]!]!;
        piles[e]![height[e]!++] = x;
        if (this.step()) return this.winThrough(at);
        height[e]!--;
        piles[i]![height[i]!++] = x;
      }
    }
    if (this.pointer < this.stock.length && !this.open) {
      const from = this.pointer;
      for (let i = 0; i < this.pileCount && this.pointer < this.stock.length; i++)
        piles[i]![height[i]!++] = this.stock[this.pointer++]!;
      if (this.step()) return this.winThrough(at);
      for (let i = 0; i < this.pileCount && from + i < this.pointer; i++) height[i]!--;
      this.pointer = from;
    }
    this.rollback(mark);
    return false;
  }
}
