import { type Card, KING, type SuitCount, fullDeck, parseCard, suitCounts } from './card.js';
import { type Result, err, ok, printable } from './result.js';

/** Rank step a tableau pile accepts: one lower, one higher, either, or no card at all (`none`: no building). */
const buildDirections = ['down', 'up', 'upOrDown', 'none'] as const;
/** A tableau build direction. */
type BuildDirection = (typeof buildDirections)[number];

/** How the suit of a card placed on a tableau pile must relate to the card below it. */
const suitRelations = ['alternateColour', 'sameSuit', 'any'] as const;
/** A tableau suit relation. */
type SuitRelation = (typeof suitRelations)[number];

/** What an empty tableau pile accepts: any card or unit, a King or King-headed unit only, or nothing ever again. */
const emptyPilePolicies = ['anyCard', 'kingOnly', 'never'] as const;
/** An empty-pile policy. */
export type EmptyPilePolicy = (typeof emptyPilePolicies)[number];

/**
 * What may be moved off a tableau pile: its top card alone; any face-up run that is itself a valid build; such a
 * run no longer than the free cells and empty piles could carry across one card at a time (`carriedRun`); or any
 * face-up card with every card lying on it, in sequence or not (`faceUpGroup`, Yukon's rule); or the top card
 * alone or the whole pile when it is a valid build (`cardOrPile`, Canfield's rule); or a face-up run that is a
 * valid build and all of one suit, whatever the build allows (`suitedRun`, Spider's rule).
 */
const moveUnits = ['topCard', 'faceUpRun', 'carriedRun', 'faceUpGroup', 'cardOrPile', 'suitedRun'] as const;
/** A move unit. */
type MoveUnit = (typeof moveUnits)[number];

/**
 * How foundations build: up from the Ace in one suit, or in alternating colours; or, on a single foundation, one rank
 * up or down from its top card whatever the suit (`rankStep`, Golf's waste-foundation); or a single discard pile that
 * no card is moved to, only discarded to (`discard`: the discard and pair moves of `VariantDefinition.discard`).
 */
const foundationBuilds = ['sameSuit', 'alternateColour', 'rankStep', 'discard'] as const;
/** A foundation build. */
type FoundationBuild = (typeof foundationBuilds)[number];

/** How a redeal works: turn the waste over into a new stock, or gather, shuffle and redeal the tableau. */
const redealKinds = ['turnWaste', 'shuffleTableau'] as const;
/** A redeal kind. */
type RedealKind = (typeof redealKinds)[number];

/**
 * Where the stock's cards go: one or more at a time to the waste, one face up onto each tableau pile, or one at a
 * time onto the single `rankStep` foundation, whatever its rank (Golf's and TriPeaks' stock).
 */
const stockTargets = ['waste', 'tableau', 'foundation'] as const;
/** A stock target. */
type StockTarget = (typeof stockTargets)[number];

/** Card faces at the deal. */
const faces = ['up', 'down'] as const;
/** A face. */
type Face = (typeof faces)[number];

/** Actions applied to the tableau once the deal is done. */
const dealActions = ['kingsToBottom'] as const;
/** A deal-time action. */
type DealAction = (typeof dealActions)[number];

/**
 * How a deal number picks the cards: the project's own seeded shuffle, or Microsoft FreeCell's generator, so that
 * "game 11982" names the same cards as in Windows and in every FreeCell program and book.
 */
const dealNumberings = ['seeded', 'microsoft'] as const;
/** A deal-numbering scheme. */
type DealNumbering = (typeof dealNumberings)[number];

/**
 * When a game is won: every card on the foundations (the default); the tableau cleared, whatever the stock still holds
 * (`tableauCleared`); or every card but the Aces discarded, the stock dealt out (`acesLeft`, Aces Up).
 */
const goals = ['allCards', 'tableauCleared', 'acesLeft'] as const;
/** A goal. */
type Goal = (typeof goals)[number];

/**
 * Which cards may leave play for the discard pile: a top card when a higher card of its suit, Ace high, is the top
 * of another tableau pile (`higherOfSuit`, Aces Up); or two free cards whose ranks add up to `total`, or one card
 * whose rank alone is `total` (`rankSum`, Pyramid's 13: Jack 11, Queen 12, King 13); under `stockTopFree` the
 * stock's top card, the next to be turned, is free too (Microsoft's Pyramid).
 */
type DiscardRule =
  { readonly by: 'higherOfSuit' } | { readonly by: 'rankSum'; readonly total: number; readonly stockTopFree?: boolean };
const discardKinds = ['higherOfSuit', 'rankSum'] as const;

/**
 * Where one tableau pile lies on a table of overlapping cards, in half a card's width (`column`) and half its height
 * (`row`): a card is covered by every card of the next row that lies less than a card's width from it, so a
 * pyramid's card by the two below it.
 */
export interface TableSpot {
  readonly row: number;
  readonly column: number;
}

/**
 * Scoring schemes: one point per card on the foundations; 500 at the start, one less per move and 100 more per
 * complete run gone to a foundation (`runBonus`); points for each card played from the table in a streak, a streak
 * broken and points lost by each stock card turned, a bonus for each top-row card of the table removed (`streak`);
 * or no score.
 */
const scorings = ['foundationCards', 'runBonus', 'streak', 'none'] as const;
/** A scoring scheme. */
type Scoring = (typeof scorings)[number];

/** Settings a variant may let the player change. */
export const optionKeys = ['draw', 'redeals', 'playBack', 'kingsToBottom', 'suits', 'onKing', 'goal'] as const;
/** An option key. */
export type OptionKey = (typeof optionKeys)[number];

/** The deal shapes the engine knows. */
const dealPatternKinds = ['rows', 'staircase', 'fans', 'piles'] as const;

/**
 * How the tableau is dealt, in deal order:
 * - `rows`: one card to each pile per row, left to right, each row face up or down as listed;
 * - `staircase`: for row r, one face-up card to pile r, then one face-down card to each later pile; then, when
 *   `extraUp` is set, that many more rows of face-up cards, one to each pile but the first (Yukon's deal);
 * - `fans`: every remaining card, face up, `size` to a pile in pile order (the last pile filled takes what is left);
 * - `piles`: pile i gets `sizes[i]` cards, its first `faceDown[i]` face down and the rest face up, dealt one row at
 *   a time across the piles not yet full (any shape the others do not name: Spider's 6-and-5, Simple Simon's).
 */
export type DealPattern =
  | { readonly kind: 'rows'; readonly rows: readonly Face[] }
  | { readonly kind: 'staircase'; readonly extraUp?: number }
  | { readonly kind: 'fans'; readonly size: number }
  | { readonly kind: 'piles'; readonly sizes: readonly number[]; readonly faceDown: readonly number[] };

/**
 * Aspects of a game that one rule statement can be about; a definition maps them to rule ids.
 * @public
 */
export const ruleAspects = [
  'decks',
  'tableauDeal',
  'coveredFaceUp',
  'dealAction',
  'reserve',
  'cells',
  'dealNumbering',
  'foundationDeal',
  'stockDeal',
  'tableauBuild',
  'moveUnit',
  'autoFlip',
  'emptyPile',
  'capacity',
  'waste',
  'draw',
  'redeal',
  'foundationBase',
  'foundationBuild',
  'playBack',
  'scoring',
  'foundationShortcut',
  'goal',
  'options',
  'discard',
  'table',
] as const;
/** A rule aspect. */
export type RuleAspect = (typeof ruleAspects)[number];

/** Unlimited redeals. */
export const UNLIMITED = 'unlimited' as const;
/** A redeal limit: a count or unlimited. */
type RedealLimit = number | typeof UNLIMITED;

/**
 * What a single `rankStep` foundation takes on a King, as the published Golf rules differ: a Queen only (PySolFC's
 * Golf), nothing at all (Dead King Golf), or the Ace as well, King and Ace then counting as neighbours both ways
 * (Relaxed Golf, TriPeaks, Black Hole).
 */
const onKingChoices = ['queen', 'nothing', 'ace'] as const;
/** What goes on a King of a `rankStep` foundation. */
type OnKing = (typeof onKingChoices)[number];

/** The values an option may take. */
export type OptionValue = number | boolean | typeof UNLIMITED | OnKing | Goal;
/** A player-changeable option with its allowed values (the first listed need not be the default). */
export interface OptionSpec {
  readonly key: OptionKey;
  readonly choices: readonly OptionValue[];
}
/** Chosen option values. */
export type Options = Readonly<Partial<Record<OptionKey, OptionValue>>>;

/**
 * A game as data. The engine plays it, the front ends lay it out, the rules pages read it aloud.
 * No callbacks: a behaviour no value can express becomes a new vocabulary member.
 */
export interface VariantDefinition {
  /** Stable id used in saves and URLs; never changes once published. */
  readonly id: string;
  /** Message key of the game's name. */
  readonly nameKey: string;
  /**
   * The program or author whose rules this definition follows where sources disagree: a proper name, shown
   * untranslated.
   */
  readonly source: string;
  /** Number of decks' worth of cards (52 each). */
  readonly decks: number;
  /** How many suits those cards come in (two: hearts and spades; one: spades); absent means four, standard decks. */
  readonly suits?: SuitCount;
  readonly foundations: {
    readonly count: number;
    readonly build: FoundationBuild;
    /** Whether a foundation's top card may be played back onto the tableau. */
    readonly playBack: boolean;
    /** Whether the card a foundation starts from (its Ace) stays there for good, even when play-back is allowed. */
    readonly baseFixed: boolean;
    /**
     * The rank every foundation starts from: the Ace (when absent), or the rank of a card the deal turns up and
     * places on a foundation first (`dealt`, Canfield's rule).
     */
    readonly base?: 'ace' | 'dealt';
    /** Whether a foundation goes on from King to Ace (needed when it starts above the Ace). */
    readonly wrap?: boolean;
    /**
     * Whether a foundation takes only a complete run, King to Ace in one suit, which leaves the tableau as a whole
     * the moment it lies complete on top of a pile (Spider's rule); never a single card.
     */
    readonly completeRuns?: boolean;
    /** Whether nothing may go on a King of a `rankStep` foundation that does not wrap (PySolFC's Dead King Golf). */
    readonly kingStops?: boolean;
    /** A card (a code such as `AS`) placed on the single `rankStep` foundation before the deal (Black Hole's A♠). */
    readonly startCard?: string;
  };
  readonly tableau: {
    readonly count: number;
    readonly build: { readonly direction: BuildDirection; readonly suit: SuitRelation; readonly wrap: boolean };
    readonly moveUnit: MoveUnit;
    /** Most cards a pile may hold after a move; null for no limit. */
    readonly capacity: number | null;
    readonly whenEmpty: EmptyPilePolicy;
    /** Whether a pile that empties takes the reserve's top card at once, while the reserve has one (Canfield). */
    readonly refillFromReserve?: boolean;
    /** Whether the piles are drawn as fans (a presentation hint that the rules pages also use). */
    readonly fans: boolean;
    /**
     * A table of overlapping cards, one spot per pile, each pile holding one card: a card may leave only once the
     * cards covering it are gone, and a face-down card turns up then (Pyramid, TriPeaks). Absent: piles side by side.
     */
    readonly spots?: readonly TableSpot[];
  };
  readonly deal: {
    /** Aces placed on the foundations before the deal. */
    readonly acesToFoundations: boolean;
    readonly tableau: DealPattern;
    /** Cards dealt to the reserve, only the top one face up; 0 for no reserve. */
    readonly reserve: number;
    readonly afterDeal: readonly DealAction[];
  };
  /**
   * Free cells, each holding one card of any kind, and how many of them the deal fills (from the first cell on,
   * after the tableau); absent when the game has none.
   */
  readonly cells?: { readonly count: number; readonly dealt: number };
  /** How deal numbers pick the cards; absent means the project's seeded shuffle. */
  readonly dealNumbering?: DealNumbering;
  /**
   * The stock, or null when every card is dealt. It deals `draw` cards at a time to its waste, or (`dealsTo:
   * 'tableau'`, `draw` 1) one card face up onto each tableau pile from the first while it lasts; `needsEveryPile`
   * refuses that deal while a pile is empty.
   */
  readonly stock: {
    readonly draw: number;
    readonly dealsTo?: StockTarget;
    readonly needsEveryPile?: boolean;
  } | null;
  /** How and how often the cards are dealt again, or null when they never are. */
  readonly redeal: { readonly kind: RedealKind; readonly limit: RedealLimit } | null;
  readonly scoring: Scoring;
  /** When the game is won; absent means every card on the foundations. */
  readonly goal?: Goal;
  /** Which cards may be discarded or removed in pairs to the discard foundation; absent when none may. */
  readonly discard?: DiscardRule;
  /** Options the player may change, where sources differ. */
  readonly options: readonly OptionSpec[];
  /** Ids of the RULES.md statements this definition implements, by aspect. */
  readonly ruleIds: Readonly<Partial<Record<RuleAspect, readonly string[]>>>;
}

/** A definition with its options applied: what the engine plays. Same shape, so every reader stays simple. */
export type Rules = VariantDefinition & { readonly options: readonly OptionSpec[]; readonly chosen: Options };

/**
 * Reasons a definition or an option set is refused.
 * @public
 */
export const definitionErrors = [
  'ERR_DEF_DECKS',
  'ERR_DEF_FOUNDATIONS',
  'ERR_DEF_TABLEAU',
  'ERR_DEF_DEAL',
  'ERR_DEF_STOCK',
  'ERR_DEF_CELLS',
  'ERR_DEF_REDEAL',
  'ERR_DEF_VOCABULARY',
  'ERR_OPTION_UNKNOWN',
  'ERR_OPTION_VALUE',
] as const;
/** A definition error code. */
export type DefinitionError = (typeof definitionErrors)[number];

/** The most free cells a game may have (Eight Off has eight). */
const MAX_CELLS = 8;

const has = <T>(list: readonly T[], v: unknown): v is T => list.includes(v as T);
const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The value an option has in a definition before the player changes it. */
export const optionValue = (def: VariantDefinition, key: OptionKey): OptionValue | undefined => {
  switch (key) {
    case 'draw':
      return def.stock?.draw;
    case 'redeals':
      return def.redeal?.limit;
    case 'playBack':
      return def.foundations.playBack;
    case 'kingsToBottom':
      return def.deal.afterDeal.includes('kingsToBottom');
    case 'suits':
      return def.suits ?? 4;
    case 'onKing': {
      const f = def.foundations;
      if (f.build !== 'rankStep') return undefined;
      return f.wrap ? 'ace' : f.kingStops ? 'nothing' : 'queen';
    }
    case 'goal':
      return def.goal ?? 'allCards';
  }
};

const withOption = (def: VariantDefinition, key: OptionKey, value: OptionValue): VariantDefinition => {
  switch (key) {
    case 'draw':
      return def.stock ? { ...def, stock: { ...def.stock, draw: value as number } } : def;
    case 'redeals':
      return def.redeal ? { ...def, redeal: { ...def.redeal, limit: value as RedealLimit } } : def;
    case 'playBack':
      return { ...def, foundations: { ...def.foundations, playBack: value as boolean } };
    case 'kingsToBottom': {
      const rest = def.deal.afterDeal.filter((a) => a !== 'kingsToBottom');
      return { ...def, deal: { ...def.deal, afterDeal: value ? [...rest, 'kingsToBottom'] : rest } };
    }
    case 'suits':
      return { ...def, suits: value as SuitCount };
    case 'onKing':
      return { ...def, foundations: { ...def.foundations, wrap: value === 'ace', kingStops: value === 'nothing' } };
    case 'goal':
      return { ...def, goal: value as Goal };
  }
};

/** How many cards a deal pattern places on `piles` piles at most. */
const patternRoom = (pattern: DealPattern, piles: number): number => {
  switch (pattern.kind) {
    case 'rows':
      return pattern.rows.length * piles;
    case 'staircase':
      return (piles * (piles + 1)) / 2 + (pattern.extraUp ?? 0) * (piles - 1);
    case 'fans':
      return pattern.size * piles;
    case 'piles':
      return pattern.sizes.reduce((a, b) => a + b, 0);
  }
};

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Why a `piles` pattern does not fit `piles` piles: a size and a face-down count per pile, the top card face up. */
const pilesPatternRefusal = (pattern: DealPattern & { kind: 'piles' }, piles: number): string | null => {
  const { sizes, faceDown } = pattern;
  if (!Array.isArray(sizes) || !Array.isArray(faceDown) || sizes.length !== piles || faceDown.length !== piles)
    return 'piles: one size and one face-down count per pile';
  if (!sizes.every(isPositiveInt) || !faceDown.every((n, i) => isCount(n) && n < sizes[i]!))
    return 'piles: sizes positive, each top card face up';
  return null;
};

/** Why the stock's target and refusal rule do not fit the rest of the definition, or null. */
const stockRefusal = (def: VariantDefinition): string | null => {
  const s = def.stock;
  if (!s) return null;
  if (!isPositiveInt(s.draw)) return 'draw';
  if (s.dealsTo !== undefined && !has(stockTargets, s.dealsTo)) return 'dealsTo';
  const toTableau = s.dealsTo === 'tableau';
  if (s.needsEveryPile !== undefined && (typeof s.needsEveryPile !== 'boolean' || !toTableau))
    return 'needsEveryPile belongs to a stock that deals to the tableau';
  // A deal to the tableau puts one card on each pile and keeps no waste to turn over, nor a limit to break.
  if (toTableau && (s.draw !== 1 || def.redeal?.kind === 'turnWaste' || def.tableau.capacity !== null))
    return 'a stock that deals to the tableau draws 1, has no waste redeal and no pile capacity';
  // Turned onto the foundation, a card is played at once: there is no waste to hold it nor to turn over.
  if (s.dealsTo === 'foundation' && (s.draw !== 1 || def.redeal !== null || def.foundations.build !== 'rankStep'))
    return 'a stock that deals to the foundation draws 1 onto a rankStep foundation, without redeals';
  return null;
};

/** Why complete-run foundations do not fit the rest of the definition, or null. */
const completeRunsRefusal = (def: VariantDefinition): string | null => {
  const f = def.foundations;
  if (f.completeRuns === undefined || f.completeRuns === false) return null;
  if (f.completeRuns !== true) return 'completeRuns';
  // A run leaves whole and never comes back: nothing starts a foundation but the run, nothing is played off it.
  if (f.build !== 'sameSuit' || f.playBack || f.wrap || (f.base ?? 'ace') !== 'ace' || def.deal.acesToFoundations)
    return 'complete runs are one suit, never played back, and start no foundation before play';
  return null;
};

/** Whether the foundations are one pile (a waste-foundation or a discard pile) rather than one per suit and deck. */
export const isSingleFoundation = (def: Pick<VariantDefinition, 'foundations'>): boolean =>
  def.foundations.build === 'rankStep' || def.foundations.build === 'discard';

/** Why the single foundation's fields do not fit the rest of the definition, or null. */
const singleFoundationRefusal = (def: VariantDefinition): string | null => {
  const f = def.foundations;
  const single = isSingleFoundation(def);
  if (single ? f.count !== 1 : f.count !== 4 * def.decks) return 'count must be 4 per deck, or 1 for a single pile';
  if (single && (f.playBack || f.completeRuns || def.deal.acesToFoundations))
    return 'a single foundation is never played back from nor dealt Aces';
  if ((f.kingStops || f.startCard !== undefined) && f.build !== 'rankStep') return 'kingStops and startCard: rankStep';
  if (f.kingStops !== undefined && (typeof f.kingStops !== 'boolean' || (f.kingStops && f.wrap)))
    return 'kingStops: a foundation that wraps has no last King';
  if (f.startCard !== undefined) {
    const card = typeof f.startCard === 'string' ? parseCard(f.startCard) : null;
    // The card leaves the deck before the deal, so it must be one card of one deck.
    if (!card?.ok || !deckCards(def).includes(card.value) || def.decks !== 1 || f.base === 'dealt')
      return 'startCard: one card of a one-deck game, instead of a dealt base';
  }
  if (f.build === 'discard' && def.discard === undefined) return 'a discard pile needs a discard rule';
  return null;
};

/** Why the discard rule and the goal do not fit the rest of the definition, or null. */
const discardRefusal = (def: VariantDefinition): string | null => {
  const d = def.discard;
  if (d !== undefined) {
    if (typeof d !== 'object' || d === null || !has(discardKinds, d.by)) return 'discard.by';
    if (def.foundations.build !== 'discard') return 'discards go to a discard foundation';
    if (d.by === 'rankSum' && !(isPositiveInt(d.total) && d.total <= 2 * KING)) return 'discard.total';
    if (d.by === 'rankSum' && d.stockTopFree !== undefined && typeof d.stockTopFree !== 'boolean')
      return 'discard.stockTopFree';
  }
  if (def.goal !== undefined && !has(goals, def.goal)) return 'goal';
  if (def.goal === 'acesLeft' && d?.by !== 'higherOfSuit') return 'acesLeft needs discards by a higher card';
  return null;
};

/** Why a table of overlapping cards does not fit the tableau and its deal, or null. */
const spotsRefusal = (def: VariantDefinition): string | null => {
  const spots = def.tableau.spots;
  if (spots === undefined) return null;
  if (!Array.isArray(spots) || spots.length !== def.tableau.count) return 'spots: one per pile';
  if (!spots.every((p) => isCount(p?.row) && isCount(p.column))) return 'spots: rows and columns from 0';
  if (new Set(spots.map((p) => `${p.row},${p.column}`)).size !== spots.length) return 'spots: one pile a spot';
  const t = def.tableau,
    d = def.deal.tableau;
  // A spot holds the card dealt there and nothing else: it is played from, never built on.
  if (
    t.capacity !== 1 ||
    t.whenEmpty !== 'never' ||
    t.moveUnit !== 'topCard' ||
    d.kind !== 'rows' ||
    d.rows.length !== 1
  )
    return 'spots: one card each, dealt in one row, never refilled';
  return null;
};

/** Checks that a definition is internally consistent (the registry test runs this on every variant). */
export const validateDefinition = (def: VariantDefinition): Result<VariantDefinition, DefinitionError> => {
  if (!isPositiveInt(def.decks) || def.decks > 2) return err('ERR_DEF_DECKS', printable(def.decks));
  if (def.suits !== undefined && !has(suitCounts, def.suits))
    return err('ERR_DEF_DECKS', `suits ${printable(def.suits)}`);
  const f = def.foundations;
  if (!has(foundationBuilds, f.build)) return err('ERR_DEF_VOCABULARY', `foundations.build ${printable(f.build)}`);
  const singleProblem = singleFoundationRefusal(def);
  if (singleProblem) return err('ERR_DEF_FOUNDATIONS', singleProblem);
  const discardProblem = discardRefusal(def);
  if (discardProblem) return err('ERR_DEF_VOCABULARY', discardProblem);
  const t = def.tableau;
  if (!isPositiveInt(t.count)) return err('ERR_DEF_TABLEAU', 'count');
  if (
    !has(buildDirections, t.build.direction) ||
    !has(suitRelations, t.build.suit) ||
    !has(moveUnits, t.moveUnit) ||
    !has(emptyPilePolicies, t.whenEmpty)
  )
    return err('ERR_DEF_VOCABULARY', 'tableau');
  if (t.capacity !== null && !isPositiveInt(t.capacity)) return err('ERR_DEF_TABLEAU', 'capacity');
  const spotsProblem = spotsRefusal(def);
  if (spotsProblem) return err('ERR_DEF_TABLEAU', spotsProblem);
  const d = def.deal;
  if (!has(dealPatternKinds, d.tableau.kind)) return err('ERR_DEF_VOCABULARY', 'deal.tableau.kind');
  if (d.tableau.kind === 'rows' && (d.tableau.rows.length === 0 || !d.tableau.rows.every((r) => has(faces, r))))
    return err('ERR_DEF_DEAL', 'rows');
  if (d.tableau.kind === 'fans' && !isPositiveInt(d.tableau.size)) return err('ERR_DEF_DEAL', 'fan size');
  if (d.tableau.kind === 'staircase' && d.tableau.extraUp !== undefined && !isPositiveInt(d.tableau.extraUp))
    return err('ERR_DEF_DEAL', 'extraUp');
  if (d.tableau.kind === 'piles') {
    const refusal = pilesPatternRefusal(d.tableau, t.count);
    if (refusal) return err('ERR_DEF_DEAL', refusal);
  }
  if (!d.afterDeal.every((a) => has(dealActions, a))) return err('ERR_DEF_VOCABULARY', 'afterDeal');
  if (!Number.isInteger(d.reserve) || d.reserve < 0) return err('ERR_DEF_DEAL', 'reserve');
  const stockProblem = stockRefusal(def);
  if (stockProblem) return err('ERR_DEF_STOCK', stockProblem);
  const runsProblem = completeRunsRefusal(def);
  if (runsProblem) return err('ERR_DEF_FOUNDATIONS', runsProblem);
  if (def.cells !== undefined) {
    const c = def.cells;
    if (typeof c !== 'object' || c === null || !isPositiveInt(c.count) || c.count > MAX_CELLS)
      return err('ERR_DEF_CELLS', 'count');
    if (!Number.isInteger(c.dealt) || c.dealt < 0 || c.dealt > c.count) return err('ERR_DEF_CELLS', 'dealt');
  }
  if (def.dealNumbering !== undefined) {
    if (!has(dealNumberings, def.dealNumbering)) return err('ERR_DEF_VOCABULARY', 'dealNumbering');
    // Microsoft's generator shuffles one 52-card deck.
    if (def.dealNumbering === 'microsoft' && def.decks !== 1) return err('ERR_DEF_DECKS', 'microsoft numbering');
  }
  if (t.moveUnit === 'carriedRun' && !def.cells) return err('ERR_DEF_TABLEAU', 'carriedRun needs cells');
  if (t.refillFromReserve && d.reserve === 0) return err('ERR_DEF_TABLEAU', 'refillFromReserve needs a reserve');
  if (f.base !== undefined && f.base !== 'ace' && f.base !== 'dealt') return err('ERR_DEF_VOCABULARY', 'base');
  // The dealt card names the base rank for the whole game, so it must stay where it lies.
  if (f.base === 'dealt' && (d.acesToFoundations || def.decks !== 1 || (f.playBack && !f.baseFixed)))
    return err('ERR_DEF_FOUNDATIONS', 'a dealt base needs one deck and a base card that stays');
  if (def.redeal) {
    if (!has(redealKinds, def.redeal.kind)) return err('ERR_DEF_VOCABULARY', 'redeal.kind');
    const l = def.redeal.limit;
    if (l !== UNLIMITED && !(Number.isInteger(l) && l >= 0)) return err('ERR_DEF_REDEAL', 'limit');
    if (def.redeal.kind === 'turnWaste' && !def.stock) return err('ERR_DEF_REDEAL', 'turnWaste needs a stock');
    // A redeal that shuffles deals the gathered cards again by the deal's pattern, which must have room for every
    // card that can be in the piles (all but Aces dealt to foundations they never leave).
    const fixedAces = d.acesToFoundations && f.baseFixed ? 4 * def.decks : 0;
    if (def.redeal.kind === 'shuffleTableau' && patternRoom(d.tableau, t.count) < cardCount(def) - fixedAces)
      return err('ERR_DEF_REDEAL', 'shuffleTableau needs a deal pattern with room for every card');
  }
  if (!has(scorings, def.scoring)) return err('ERR_DEF_VOCABULARY', 'scoring');
  for (const o of def.options) {
    if (!has(optionKeys, o.key)) return err('ERR_DEF_VOCABULARY', `option ${printable(o.key)}`);
    if (optionValue(def, o.key) === undefined) return err('ERR_OPTION_UNKNOWN', `${o.key} does not apply`);
    const vocabulary = o.key === 'onKing' ? onKingChoices : o.key === 'goal' ? goals : null;
    if (vocabulary && !o.choices.every((c) => has(vocabulary, c))) return err('ERR_DEF_VOCABULARY', `${o.key} choices`);
    if (!o.choices.includes(optionValue(def, o.key)!))
      return err('ERR_OPTION_VALUE', `${o.key}: default not among choices`);
  }
  return ok(def);
};

/** Applies the player's options to a definition, refusing any option the definition does not offer. */
export const resolveRules = (def: VariantDefinition, options: Options = {}): Result<Rules, DefinitionError> => {
  let rules: VariantDefinition = def;
  const chosen: Partial<Record<OptionKey, OptionValue>> = {};
  for (const [key, value] of Object.entries(options) as [OptionKey, OptionValue | undefined][]) {
    if (value === undefined) continue;
    const spec = def.options.find((o) => o.key === key);
    if (!spec) return err('ERR_OPTION_UNKNOWN', key);
    if (!spec.choices.includes(value)) return err('ERR_OPTION_VALUE', `${printable(key)}=${printable(value)}`);
    rules = withOption(rules, key, value);
    if (value !== optionValue(def, key)) chosen[key] = value;
  }
  const checked = validateDefinition(rules);
  if (!checked.ok) return checked;
  return ok({ ...rules, chosen });
};

/** Number of cards the variant deals (all decks). */
export const cardCount = (def: VariantDefinition): number => def.decks * 52;

/** Every card the variant deals, in numbering order (its decks in its suits). */
export const deckCards = (def: Pick<VariantDefinition, 'decks' | 'suits'>): Card[] =>
  fullDeck(def.decks, def.suits ?? 4);

/** Number of free cells the variant has (0 when none). */
export const cellCount = (def: Pick<VariantDefinition, 'cells'>): number => def.cells?.count ?? 0;

/**
 * Whether two sets of options give the same rules for a definition: defaults filled in, key order ignored (a save
 * made with `draw: 3` and a link without `draw` are the same game when 3 is the default). False when either is refused.
 */
export const sameOptions = (def: VariantDefinition, a: Options, b: Options): boolean => {
  const ra = resolveRules(def, a),
    rb = resolveRules(def, b);
  return ra.ok && rb.ok && equalOptions(ra.value.chosen, rb.value.chosen);
};

/**
 * Whether two option sets give every option the same value, as written (an option absent from one is absent from
 * both).
 */
export const equalOptions = (a: Options, b: Options): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<OptionKey>;
  return [...keys].every((k) => a[k] === b[k]);
};

/**
 * Whether the game has a waste beside its stock: only a stock that turns cards onto a waste has one, not one that
 * deals onto the piles (Spider's) or turns straight onto the foundation (Golf's).
 */
export const hasWaste = (rules: Pick<VariantDefinition, 'stock'>): boolean =>
  rules.stock !== null && (rules.stock.dealsTo ?? 'waste') === 'waste';
