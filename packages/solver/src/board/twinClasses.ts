/**
 * Cards the rules cannot tell apart. Two cards are twins when swapping them everywhere changes none of the rule
 * tables the solver plays by: what each may be built on and what may be built on it, which foundation tops take
 * each and what a foundation topped by each takes, and whether an empty pile takes each. Then a position and
 * the one with the twins swapped have the same moves, card for card, and the same future: one is won exactly
 * when the other is. Two decks make twins of the two copies of a card; builds and foundations that read only
 * colour make twins of the four cards of one rank and colour.
 *
 * Why a swap that keeps the tables is enough: every legal move is read off `place`, `accept` and `emptyTakes`,
 * and the goal (every card on a foundation) names no card, so the swap maps each line of play onto a line of
 * play, wins onto wins.
 */
export const twinClasses = (
  n: number,
  place: Uint8Array,
  accept: Uint8Array,
  emptyTakes: Uint8Array,
  rank: Uint8Array,
): Uint8Array => {
  const rep = Uint8Array.from({ length: n }, (_, c) => c);
  const find = (c: number): number => {
    while (rep[c] !== c) c = rep[c]!;
    return c;
  };
  for (let x = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++) {
      // Only cards of one rank are tried: cheap, and every pair merged is checked in full below.
      if (rank[x] !== rank[y] || find(x) === find(y) || !swapKeeps(n, x, y, place, accept, emptyTakes)) continue;
      rep[find(y)] = find(x);
    }
  }
  for (let c = 0; c < n; c++) rep[c] = find(c);
  return rep;
};

/** Whether swapping cards x and y maps every rule table onto itself. */
const swapKeeps = (
  n: number,
  x: number,
  y: number,
  place: Uint8Array,
  accept: Uint8Array,
  emptyTakes: Uint8Array,
): boolean => {
  if (emptyTakes[x] !== emptyTakes[y] || accept[x] !== accept[y]) return false;
  const swap = (c: number) => (c === x ? y : c === y ? x : c);
  for (let z = 0; z < n; z++) {
    const w = swap(z);
    // place[below * n + card] and accept[(top + 1) * n + card], with both sides swapped.
    if (place[x * n + z] !== place[y * n + w] || place[z * n + x] !== place[w * n + y]) return false;
    if (accept[(x + 1) * n + z] !== accept[(y + 1) * n + w]) return false;
    if (accept[(z + 1) * n + x] !== accept[(w + 1) * n + y]) return false;
  }
  return true;
};
