import type { Rules, TableSpot } from './rules.js';
import type { GameState, Pile } from './state.js';

const coverCache = new WeakMap<readonly TableSpot[], readonly (readonly number[])[]>();

/**
 * For each pile of a table of overlapping cards, the piles whose cards cover it: those of the next row less than a
 * card's width away (two half-widths), so each card of a pyramid is covered by the two below it. Empty lists when
 * the piles lie side by side.
 */
export const coveringPiles = (rules: Pick<Rules, 'tableau'>): readonly (readonly number[])[] => {
  const spots = rules.tableau.spots;
  if (!spots) return Array.from({ length: rules.tableau.count }, () => []);
  let covers = coverCache.get(spots);
  if (!covers) {
    covers = spots.map((a) =>
      spots.flatMap((b, j) => (b.row === a.row + 1 && Math.abs(b.column - a.column) < 2 ? [j] : [])),
    );
    coverCache.set(spots, covers);
  }
  return covers;
};

/** Whether the card of tableau pile `index` lies uncovered: every pile covering it is empty. */
export const isUncovered = (rules: Rules, tableau: readonly Pile[], index: number): boolean =>
  // Most games lay their piles side by side: answer at once, without building empty cover lists on every move.
  !rules.tableau.spots || coveringPiles(rules)[index]!.every((j) => tableau[j]!.length === 0);

/** Turns up every face-down card of a table of overlapping cards that nothing covers any more. */
export const turnUpUncovered = (rules: Rules, state: GameState): GameState => {
  if (!rules.tableau.spots) return state;
  let changed = false;
  const tableau = state.tableau.map((p, i) => {
    const top = p[p.length - 1];
    if (!top || top.up || !isUncovered(rules, state.tableau, i)) return p;
    changed = true;
    return [...p.slice(0, -1), { card: top.card, up: true }];
  });
  return changed ? { ...state, tableau } : state;
};
