import { type Card, KING, parseCard, rankOf, suitIndexOf } from './card.js';
import { microsoftDeck } from './numbering.js';
import { type RandomState, seedForDeal, shuffle } from './random.js';
import { type DealPattern, type Rules, cardCount, cellCount, deckCards, isSingleFoundation } from './rules.js';
import { type Result, err, ok } from './result.js';
import type { GameState, Pile, PileCard } from './state.js';
import { turnUpUncovered } from './table.js';
import { withStockTopShown } from './discards.js';

/**
 * Reasons a deal cannot be made.
 * @public
 */
export const dealErrors = ['ERR_DECK_SIZE', 'ERR_DECK_CARDS', 'ERR_DEAL_TOO_SMALL'] as const;
/** A deal error code. */
export type DealError = (typeof dealErrors)[number];

/**
 * The cards of deal `deal` in deal order, with the random state left after shuffling. Under Microsoft's numbering
 * the random state is still seeded from the deal, for any later shuffle the rules may ask for.
 */
export const shuffledDeck = (
  rules: Pick<Rules, 'decks' | 'suits' | 'dealNumbering'>,
  deal: number,
): [Card[], RandomState] =>
  rules.dealNumbering === 'microsoft'
    ? [microsoftDeck(deal), seedForDeal(deal)]
    : shuffle(deckCards(rules), seedForDeal(deal));

/** Lays `cards` (in deal order) on `piles` tableau piles according to a pattern; returns the piles and cards left. */
export const dealTableau = (pattern: DealPattern, piles: number, cards: readonly Card[]): [PileCard[][], number] => {
  const out: PileCard[][] = Array.from({ length: piles }, () => []);
  let next = 0;
  const take = (up: boolean): PileCard | undefined => (next < cards.length ? { card: cards[next++]!, up } : undefined);
  switch (pattern.kind) {
    case 'rows':
      for (const face of pattern.rows)
        for (const pile of out) {
          const c = take(face === 'up');
          if (c) pile.push(c);
        }
      break;
    case 'staircase':
      for (let r = 0; r < piles; r++)
        for (let p = r; p < piles; p++) {
          const c = take(p === r);
          if (c) out[p]!.push(c);
        }
      for (let r = 0; r < (pattern.extraUp ?? 0); r++)
        for (let p = 1; p < piles; p++) {
          const c = take(true);
          if (c) out[p]!.push(c);
        }
      break;
    case 'fans':
      for (const pile of out)
        for (let k = 0; k < pattern.size; k++) {
          const c = take(true);
          if (c) pile.push(c);
        }
      break;
    case 'piles': {
      // Row by row, as cards are dealt by hand, each pile skipped once it has its size.
      const rows = Math.max(0, ...pattern.sizes);
      for (let r = 0; r < rows; r++)
        out.forEach((pile, p) => {
          if (r >= (pattern.sizes[p] ?? 0)) return;
          const c = take(r >= (pattern.faceDown[p] ?? 0));
          if (c) pile.push(c);
        });
      break;
    }
  }
  return [out, next];
};

/** Slides every King of a pile to its bottom, Kings keeping their dealt order, the other cards theirs. */
export const kingsToBottom = (pile: Pile): Pile => [
  ...pile.filter((c) => rankOf(c.card) === KING),
  ...pile.filter((c) => rankOf(c.card) !== KING),
];

/**
 * Deals a given deck (in deal order) into a starting position:
 * Aces to the foundations when the rules say so (in suit order), or the first card to the foundation of its suit
 * under a dealt base, then the tableau
 * by its pattern, then the cells the rules fill at the deal, then the reserve, then the stock (the first card left is
 * dealt from the stock first).
 */
export const dealFromDeck = (
  rules: Rules,
  deck: readonly Card[],
  rng: RandomState = 0,
): Result<GameState, DealError> => {
  if (deck.length !== cardCount(rules)) return err('ERR_DECK_SIZE', `${deck.length}`);
  const own = deckCards(rules);
  const ownSet = new Set(own);
  if (new Set(deck).size !== deck.length || deck.some((c) => !ownSet.has(c))) return err('ERR_DECK_CARDS');
  let rest = deck.slice();
  const foundations: PileCard[][] = Array.from({ length: rules.foundations.count }, () => []);
  if (rules.deal.acesToFoundations) {
    // Foundation i gets the i-th Ace in numbering order (in four suits, the Ace of suit i mod 4 from deck i div 4),
    // so the seating never depends on the shuffle.
    const aces = own.filter((c) => rankOf(c) === 1);
    foundations.forEach((f, i) => f.push({ card: aces[i]!, up: true }));
    const placed = new Set(foundations.flat().map((p) => p.card));
    rest = rest.filter((c) => !placed.has(c));
  }
  const start = rules.foundations.startCard === undefined ? null : parseCard(rules.foundations.startCard);
  if (start?.ok) {
    // A named card starts the single foundation before the deal (Black Hole's A♠); the others are dealt as usual.
    foundations[0]!.push({ card: start.value, up: true });
    rest = rest.filter((c) => c !== start.value);
  }
  if (rules.foundations.base === 'dealt') {
    // The first card turned up starts the foundation of its suit (the single one, when there is one) and names every
    // foundation's base rank.
    const base = rest[0]!;
    foundations[isSingleFoundation(rules) ? 0 : suitIndexOf(base)]!.push({ card: base, up: true });
    rest = rest.slice(1);
  }
  const [tableau, used] = dealTableau(rules.deal.tableau, rules.tableau.count, rest);
  rest = rest.slice(used);
  const dealtToCells = rules.cells?.dealt ?? 0;
  if (rest.length < dealtToCells) return err('ERR_DEAL_TOO_SMALL', 'cells');
  const cells: Pile[] = Array.from({ length: cellCount(rules) }, (_, i) =>
    i < dealtToCells ? [{ card: rest[i]!, up: true }] : [],
  );
  rest = rest.slice(dealtToCells);
  if (rest.length < rules.deal.reserve) return err('ERR_DEAL_TOO_SMALL', 'reserve');
  const reserveCards = rest.slice(0, rules.deal.reserve);
  rest = rest.slice(rules.deal.reserve);
  const reserve: PileCard[] = reserveCards.map((card, i) => ({ card, up: i === reserveCards.length - 1 }));
  if (!rules.stock && rest.length > 0) return err('ERR_DEAL_TOO_SMALL', `${rest.length} cards left without a stock`);
  const stock: PileCard[] = rest.map((card) => ({ card, up: false })).reverse();
  let piles: Pile[] = tableau;
  if (rules.deal.afterDeal.includes('kingsToBottom')) piles = piles.map(kingsToBottom);
  return ok(
    turnUpUncovered(rules, {
      tableau: piles,
      foundations,
      stock,
      waste: [],
      reserve,
      cells,
      redeals: 0,
      moveCount: 0,
      rng,
      playedBack: [],
    }),
  );
};

/** The starting position of deal number `deal` under `rules`. */
export const newDeal = (rules: Rules, deal: number): GameState => {
  const [deck, rng] = shuffledDeck(rules, deal);
  const dealt = dealFromDeck(rules, deck, rng);
  // A validated definition always deals its own full deck; anything else is a programming error.
  if (!dealt.ok) throw new Error(`variant ${rules.id} cannot deal: ${dealt.error}`);
  return withStockTopShown(rules, dealt.value);
};
