import { type VariantDefinition, cardCount, dealTableau } from '@solitaire/engine';

/** The starting layout as counts and faces only: what the rules text and the picture say about the deal. */
export interface DealShape {
  /** Tableau piles, bottom first: true for a face-up card. */
  readonly piles: readonly (readonly boolean[])[];
  /** Aces placed on the foundations before the deal. */
  readonly aces: number;
  /** The card turned up onto a foundation to name the base rank (1), or 0 when foundations start at the Ace. */
  readonly baseCard: number;
  readonly tableauCards: number;
  readonly reserve: number;
  /** Cards the deal puts in free cells. */
  readonly cells: number;
  /** Cards left for the stock (0 when the game has none). */
  readonly stock: number;
}

/**
 * Deals placeholder cards through the engine's own dealing code, so every count the pages print (28 on the
 * tableau, 24 in the stock, 17 fans of 3 and one of 1) comes from the same code that deals real games.
 */
export const dealShape = (def: VariantDefinition): DealShape => {
  const aces = def.deal.acesToFoundations ? def.foundations.count : 0;
  const baseCard = def.foundations.base === 'dealt' ? 1 : 0;
  const available = cardCount(def) - aces - baseCard;
  const [piles, used] = dealTableau(
    def.deal.tableau,
    def.tableau.count,
    Array.from({ length: available }, (_, i) => i),
  );
  // The engine fills the cells after the tableau, then the reserve.
  const cells = Math.min(def.cells?.dealt ?? 0, available - used);
  const reserve = Math.min(def.deal.reserve, available - used - cells);
  return {
    piles: piles.map((p) => p.map((c) => c.up)),
    aces,
    baseCard,
    tableauCards: used,
    reserve,
    cells,
    stock: def.stock ? available - used - cells - reserve : 0,
  };
};
