import type { GameState } from '@solitaire/engine';
import { HIGH, SUIT } from '../board/singleFoundationBoard.js';
import { NO_ROOM, PRESENT, WordSet } from '../tables/wordSet.js';

/** Cards of the one deck these games use. */
const DECK = 52;
/** The Ace's rank where it ranks above the King (`HIGH`): never discarded. */
const ACE = 14;
/** Words of a key: 4 bits a card (its pile + 1), then the pointer and each suit's highest rank gone. */
const KEY_WORDS = 8;
/** The caller's cancellation is asked once every this many positions (a power of two, minus one). */
const STOP_CHECK_MASK = 1023;

/** What the looser game's search found: `lost` is a proof for the real game; `open` proves nothing. */
export interface HigherGoneAnswer {
  readonly outcome: 'lost' | 'open';
  readonly nodes: number;
}

/**
 * Searches, where the licensed game fits (`licensedDiscardsFit`: Aces Up), a looser game than the real one: a top
 * card may also go when a higher card of its suit has gone before, and every card that may go goes at once. Take a
 * real line and keep, beside the loose game, the set of cards the loose game has discarded and the real one still
 * holds; each is below the highest card of its suit gone in the loose game. The loose piles are the real ones less
 * those cards, so a real top card is a loose top card, an empty real pile is empty there too, and each real move is a
 * loose one or nothing: a card moved or discarded that the loose game has already discarded is nothing there; a
 * discard helped by such a card is a loose discard, that card being gone and higher. So a real win is a loose win,
 * and a deal with no loose win is lost. Most deals have a loose win within a few hundred positions; those that have
 * none are settled so, where the real search may need millions (figures in CHANGELOG.md, 2.46.0). `maxNodes` bounds
 * the positions entered: past it, when the set is full or when `stopped()`, the answer is `open`.
 */
export const higherGoneSearch = (
  state: GameState,
  maxNodes: number,
  memoryBytes: number,
  stopped: () => boolean,
): HigherGoneAnswer => {
  const pileCount = state.tableau.length;
  const stock = Int32Array.from(state.stock.map((c) => c.card).reverse());
  const piles = Array.from({ length: pileCount }, () => new Int32Array(DECK));
  const height = new Int32Array(pileCount);
  state.tableau.forEach((p, i) => {
    for (const c of p) piles[i]![height[i]!++] = c.card;
  });
  // Each suit's highest rank gone (0: none).
  const gone = new Int32Array(4);
  let pointer = 0,
    nodes = 0,
    open = false;
  const seen = new WordSet(KEY_WORDS, memoryBytes);
  const key = new Int32Array(KEY_WORDS);
  // The undo journal: a pile's height before a card left it (pile, card), or a suit's rank gone before (-1 - suit).
  let journal = new Int32Array(1024),
    journalLength = 0;
  const note = (a: number, b: number): void => {
    if (journalLength + 2 > journal.length) {
      const grown = new Int32Array(journal.length * 2);
      grown.set(journal);
      journal = grown;
    }
    journal[journalLength++] = a;
    journal[journalLength++] = b;
  };
  const rollback = (mark: number): void => {
    while (journalLength > mark) {
      const b = journal[--journalLength]!,
        a = journal[--journalLength]!;
      if (a < 0) gone[-1 - a] = b;
      else piles[a]![height[a]!++] = b;
    }
  };
  const top = (i: number): number => (height[i]! > 0 ? piles[i]![height[i]! - 1]! : -1);
  /** Discards every top card that may go, until none may. */
  const discardAll = (): void => {
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < pileCount; i++) {
        const x = top(i);
        if (x < 0 || HIGH[x] === ACE) continue;
        const suit = SUIT[x]!,
          rank = HIGH[x]!;
        let goes = gone[suit]! > rank;
        for (let j = 0; j < pileCount && !goes; j++) {
          const w = top(j);
          goes = j !== i && w >= 0 && SUIT[w] === suit && HIGH[w]! > rank;
        }
        if (!goes) continue;
        note(i, x);
        height[i]!--;
        if (rank > gone[suit]!) {
          note(-1 - suit, gone[suit]!);
          gone[suit] = rank;
        }
        changed = true;
      }
    }
  };
  const won = (): boolean => {
    if (pointer < stock.length) return false;
    for (let i = 0; i < pileCount; i++)
      for (let h = 0; h < height[i]!; h++) if (HIGH[piles[i]![h]!] !== ACE) return false;
    return true;
  };
  const search = (): boolean => {
    const mark = journalLength;
    discardAll();
    if (won()) return true;
    key.fill(0);
    for (let i = 0; i < pileCount; i++)
      for (let h = 0; h < height[i]!; h++) {
        const c = piles[i]![h]!;
        key[c >> 3]! |= (i + 1) << ((c & 7) * 4);
      }
    key[KEY_WORDS - 1] = pointer | (gone[0]! << 8) | (gone[1]! << 12) | (gone[2]! << 16) | (gone[3]! << 20);
    const added = seen.add(key);
    const over =
      added !== PRESENT && (added === NO_ROOM || ++nodes > maxNodes || ((nodes & STOP_CHECK_MASK) === 0 && stopped()));
    if (added === PRESENT || over) {
      open ||= over;
      rollback(mark);
      return false;
    }
    for (let e = 0; e < pileCount && !open; e++) {
      if (height[e] !== 0) continue;
      for (let i = 0; i < pileCount && !open; i++) {
        if (height[i] === 0) continue;
        const x = piles[i]![--height[i]!]!;
        piles[e]![height[e]!++] = x;
        if (search()) return true;
        height[e]!--;
        piles[i]![height[i]!++] = x;
      }
    }
    if (pointer < stock.length && !open) {
      const from = pointer;
      for (let i = 0; i < pileCount && pointer < stock.length; i++) piles[i]![height[i]!++] = stock[pointer++]!;
      if (search()) return true;
      for (let i = 0; i < pileCount && from + i < pointer; i++) height[i]!--;
      pointer = from;
    }
    rollback(mark);
    return false;
  };
  const found = search();
  seen.release();
  return { outcome: found || open ? 'open' : 'lost', nodes };
};
