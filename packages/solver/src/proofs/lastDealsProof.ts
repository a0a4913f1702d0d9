import type { GameState } from '@solitaire/engine';
import { ACE_HIGH, HIGH, SUIT } from '../board/singleFoundationBoard.js';

/** What `lastDealsStuck` found: whether the position is lost by its last deals alone, and the positions it took. */
export interface LastDealsAnswer {
  readonly lost: boolean;
  readonly positions: number;
}

/**
 * Whether a position of a game `licensedDiscardsFit` accepts (Aces Up) is lost by its last deals alone
 * (SINGLE_FOUNDATION.md, "The last deals"). Right after a deal every pile's top is a card of that deal, and until a
 * card under one of them shows, only that deal's cards and the later ones play: a game whose positions are the deals
 * made and, for each pile, which of the cards dealt onto it since are still there. Where no line of that game shows a
 * card under the deal (or empties a pile) or leaves only Aces, the real game, which must make that deal, has no win.
 * Each deal still in the stock is tried, from the last one back, within `maxPositions` positions each (past them, it
 * proves nothing). Asked once a solve, before any search.
 */
export const lastDealsStuck = (state: GameState, maxPositions: number): LastDealsAnswer => {
  const n = state.tableau.length;
  // The stock deals from its end.
  const stock = state.stock.map((c) => c.card).reverse();
  let positions = 0;
  if (n === 0 || stock.length < n || stock.length % n !== 0) return { lost: false, positions };
  const rows = stock.length / n;
  // For each pile, a bit for each deal since the first one tried whose card is still there.
  const held = new Int32Array(n);
  for (let first = rows - 1; first >= 0; first--) {
    const seen = new Set<string>();
    let budget = maxPositions;
    /** The top card of pile `i`: the card of the latest deal still held. */
    const topOf = (i: number): number => stock[(first + 31 - Math.clz32(held[i]!)) * n + i]!;
    /** Whether some line from here shows what lies under deal `first`, or leaves only Aces (`dealt` deals made). */
    const open = (dealt: number): boolean => {
      const key = `${dealt} ${held.join(' ')}`;
      if (seen.has(key)) return false;
      // Out of positions: nothing proved.
      if (--budget < 0) return true;
      seen.add(key);
      positions++;
      for (let i = 0; i < n; i++) {
        const x = topOf(i);
        let helped = false;
        for (let k = 0; k < n && !helped; k++) {
          const w = topOf(k);
          helped = k !== i && SUIT[w] === SUIT[x] && HIGH[w]! > HIGH[x]!;
        }
        if (!helped) continue;
        // The first deal's card goes: what lay under it shows.
        if (held[i] === 1) return true;
        const top = 1 << (31 - Math.clz32(held[i]!));
        held[i]! ^= top;
        const shows = open(dealt);
        held[i]! ^= top;
        if (shows) return true;
      }
      if (first + dealt < rows) {
        for (let i = 0; i < n; i++) held[i]! |= 1 << dealt;
        const shows = open(dealt + 1);
        for (let i = 0; i < n; i++) held[i]! ^= 1 << dealt;
        return shows;
      }
      for (let i = 0; i < n; i++)
        for (let d = 0; d < dealt; d++)
          if (held[i]! & (1 << d) && HIGH[stock[(first + d) * n + i]!] !== ACE_HIGH) return false;
      return true;
    };
    held.fill(1);
    if (!open(1)) return { lost: true, positions };
  }
  return { lost: false, positions };
};
