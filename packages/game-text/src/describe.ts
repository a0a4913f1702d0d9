import {
  type Card,
  type OptionKey,
  type OptionSpec,
  type RuleAspect,
  type Rules,
  type VariantDefinition,
  KING,
  UNLIMITED,
  cardCount,
  coveringPiles,
  fullDeck,
  makeCard,
  optionValue,
  parseCard,
  rankNames,
  rankOf,
  ranks,
  suitOf,
  tableauRefusal,
} from '@solitaire/engine';
import { type Family, type SourceId, aboutGame, findVariant, sourceLink, variants } from '@solitaire/variants';
import { differences } from './compare.js';
import { dealShape } from './dealShape.js';
import { optionArgs, redealArgs, scoringArgs } from './optionArgs.js';
import { tipsOf } from './tips.js';
import type { MessageArgs } from './format.js';

/** The sections of a rules page, in reading order. */
export const sectionIds = [
  'overview',
  'goal',
  'layout',
  'foundations',
  'tableau',
  'stock',
  'scoring',
  'tips',
  'variations',
  'related',
  'about',
] as const;
/** A section of a rules page. */
export type SectionId = (typeof sectionIds)[number];

/**
 * One sentence about a game: a message key, the definition values it reads, and the RULES.md ids it states (data
 * for the pages' `data-rules`, never shown as words). `link` names a registered game the sentence refers to (its
 * name fills the `other` argument, and a page may link it). `items` are short phrases the message lists as one
 * argument, `items`, joined with "and" or "or" per `list` (an option's choices, the games of a family). `href` is
 * the public address of what the clause names (a source cited), for pages that link it.
 */
export interface Clause {
  ruleIds: string[];
  key: string;
  args: Record<string, string | number | boolean>;
  link?: string;
  href?: string;
  items?: Clause[];
  list?: 'and' | 'or';
}

/** Sentences that belong together, rendered as one paragraph. */
interface DescribedParagraph {
  clauses: Clause[];
}

/** A section: its heading message and its paragraphs, in order. */
interface DescribedSection {
  id: SectionId;
  heading: { key: string; args: MessageArgs };
  paragraphs: DescribedParagraph[];
}

/** A whole game described, with no text yet: every locale renders this same structure. */
export interface Description {
  nameKey: string;
  /** The variant id, for links and anchors. */
  id: string;
  /** The game's family, null for a definition the registry does not hold. */
  family: Family | null;
  /** Two to four sentences that tell this game apart from every other registered game (the index line). */
  summary: Clause[];
  sections: DescribedSection[];
}

/** Where each option's effect is stated, so an option clause carries the ids of the rule it changes. */
const optionAspect: Readonly<Record<OptionKey, RuleAspect>> = {
  draw: 'draw',
  redeals: 'redeal',
  playBack: 'playBack',
  kingsToBottom: 'dealAction',
  suits: 'decks',
  onKing: 'foundationBuild',
  goal: 'goal',
};

/** The card the building example is shown on; any middle rank works, the 8 of spades reads naturally. */
const EXAMPLE_CARD: Card = makeCard('spades', 8);

const asRules = (def: VariantDefinition | Rules): Rules => ('chosen' in def ? def : { ...def, chosen: {} });

/** Distinct ranks among cards, ascending. */
const ranksOf = (cards: readonly Card[]): number[] => [...new Set(cards.map(rankOf))].sort((a, b) => a - b);

/** Which cards of one deck a tableau pile topped by `below` accepts, by the engine's own predicate. */
const acceptedOn = (rules: Rules, below: Card): Card[] =>
  fullDeck(1).filter((c) => c !== below && tableauRefusal(rules, below, c) === null);

/** The building example, summarised so a message can say it in one sentence. */
const exampleArgs = (rules: Rules): Record<string, string | number> => {
  const fits = acceptedOn(rules, EXAMPLE_CARD);
  const fitRanks = ranksOf(fits);
  const base = {
    onRank: rankOf(EXAMPLE_CARD),
    onSuit: suitOf(EXAMPLE_CARD),
    count: fits.length,
    r1: fitRanks[0] ?? 0,
    r2: fitRanks[1] ?? 0,
  };
  const everySuit = fitRanks.every((r) => fits.filter((c) => rankOf(c) === r).length === 4);
  if (fits.length > 0 && everySuit && fitRanks.length <= 2)
    return { ...base, shape: fitRanks.length === 1 ? 'anyRank' : 'anyTwoRanks' };
  if (fits.length === 1) return { ...base, shape: 'oneCard', s1: suitOf(fits[0]!) };
  if (fits.length === 2 && fitRanks.length === 1)
    return { ...base, shape: 'twoCards', s1: suitOf(fits[0]!), s2: suitOf(fits[1]!) };
  return { ...base, shape: 'other' };
};

/** What fits on a King and on an Ace, the two ends of the ranks. */
const endsArgs = (rules: Rules): Record<string, string> => {
  const onKing = ranksOf(acceptedOn(rules, makeCard('spades', KING)));
  const onAce = ranksOf(acceptedOn(rules, makeCard('spades', 1)));
  const name = (r: number | undefined) => (r === undefined ? 'none' : rankNames[r - 1]!);
  const ends = onKing.length && onAce.length ? 'both' : onKing.length ? 'king' : onAce.length ? 'ace' : 'none';
  return { ends, kingTakes: name(onKing[0]), aceTakes: name(onAce[0]) };
};

/** How the rows of a rows deal are faced, as one word a message can select on. */
const rowFaces = (rows: readonly string[]): string => {
  if (rows.every((f) => f === 'up')) return 'allUp';
  if (rows.every((f) => f === 'down')) return 'allDown';
  if (rows.every((f, i) => f === (i % 2 === 0 ? 'down' : 'up'))) return 'alternateDown';
  if (rows.every((f, i) => f === (i % 2 === 0 ? 'up' : 'down'))) return 'alternateUp';
  return 'mixed';
};

/** How many tableau piles the deal leaves one card short of the others (a rows deal that runs out mid-row). */
const shortPiles = (shape: ReturnType<typeof dealShape>): number => {
  const longest = Math.max(0, ...shape.piles.map((p) => p.length));
  return shape.piles.filter((p) => p.length < longest).length;
};

/** How a `piles` deal faces its cards, as one word a message can select on, with the counts it names. */
const pilesFaces = (faceDown: readonly number[], sizes: readonly number[]) => {
  const downPiles = faceDown.filter((d) => d > 0).length;
  const down = Math.max(0, ...faceDown);
  const faces =
    downPiles === 0
      ? 'allUp'
      : faceDown.every((d, i) => d === sizes[i]! - 1)
        ? 'topUp'
        : faceDown.every((d, i) => (i < downPiles ? d === down : d === 0))
          ? 'firstDown'
          : 'mixed';
  return { faces, down, downPiles };
};

/** The fewest and most cards a `piles` deal gives a pile, and whether they are equal, one apart, or further. */
const sizeSpread = (sizes: readonly number[]) => {
  const min = Math.min(...sizes),
    max = Math.max(...sizes);
  return { min, max, spread: min === max ? 'even' : max - min === 1 ? 'twoSizes' : 'range' };
};

/** Consecutive piles of a `piles` deal that get as many cards, left to right: their first pile, count and size. */
const pileGroups = (sizes: readonly number[]): { first: number; count: number; size: number }[] => {
  const out: { first: number; count: number; size: number }[] = [];
  sizes.forEach((size, i) => {
    const last = out[out.length - 1];
    if (last && last.size === size) last.count++;
    else out.push({ first: i, count: 1, size });
  });
  return out;
};

/** Whether the foundations are one pile: a foundation built up or down whatever the suit, or a discard pile. */
const isSingle = (def: Rules): boolean => def.foundations.build === 'rankStep' || def.foundations.build === 'discard';

/**
 * A table of overlapping cards (`tableau.spots`) in numbers a message can say: its rows' sizes from the top, how
 * many peaks its top row starts (one for a pyramid), how many cards cover each covered card, how it is faced.
 */
const tableArgs = (def: Rules) => {
  const spots = def.tableau.spots ?? [];
  const rowIds = [...new Set(spots.map((s) => s.row))].sort((a, b) => a - b);
  const sizes = rowIds.map((r) => spots.filter((s) => s.row === r).length);
  const covering = new Set<number>(coveringPiles(def).flatMap((c: readonly number[]) => (c.length ? [c.length] : [])));
  const pattern = def.deal.tableau;
  return {
    sizes,
    args: {
      total: spots.length,
      rows: sizes.length,
      peaks: sizes[0] ?? 0,
      bottom: sizes.at(-1) ?? 0,
      covers: covering.size === 1 ? [...covering][0]! : 0,
      // Face-down cards turn up once nothing covers them, so the bottom row starts face up whatever the deal says.
      faces: pattern.kind === 'rows' && pattern.rows.includes('down') ? 'bottomUp' : 'allUp',
    },
  };
};

/** The single foundation or discard pile, as the values its sentences select on. */
const singleArgs = (def: Rules): Record<string, string | number | boolean> => {
  const f = def.foundations;
  const start = f.startCard ? parseCard(f.startCard) : null;
  const card = start?.ok ? start.value : null;
  return {
    build: f.build,
    start: card === null ? 'dealt' : 'card',
    rank: card === null ? 'none' : rankNames[rankOf(card) - 1]!,
    suit: card === null ? 'none' : suitOf(card),
    wrap: f.wrap === true,
    kingStops: f.kingStops === true,
    by: def.discard?.by ?? 'none',
    total: def.discard?.by === 'rankSum' ? def.discard.total : 0,
    empty: def.tableau.whenEmpty,
    table: def.tableau.spots !== undefined,
    peaks: tableArgs(def).args.peaks,
    fans: def.tableau.fans,
  };
};

/** The sentences of the index line: the deal, the building, the stock; enough to tell each registered game apart. */
const summaryOf = (def: Rules, shape: ReturnType<typeof dealShape>): Clause[] => {
  const pattern = def.deal.tableau;
  const piles = def.tableau.count;
  const out: Clause[] = [];
  const c = (key: string, args: Clause['args']): Clause => ({ ruleIds: [], key, args });
  if (def.tableau.spots) out.push(c('summary.table', tableArgs(def).args));
  else
    switch (pattern.kind) {
      case 'rows':
        out.push(
          c('summary.rows', {
            piles,
            perPile: pattern.rows.length,
            down: pattern.rows.filter((f) => f === 'down').length,
            decks: def.decks,
            short: shortPiles(shape),
            fewer: pattern.rows.length - 1,
            kings: def.deal.afterDeal.includes('kingsToBottom'),
          }),
        );
        break;
      case 'staircase':
        out.push(c('summary.staircase', { piles, decks: def.decks, extraUp: pattern.extraUp ?? 0 }));
        break;
      case 'fans':
        {
          // A card placed on the foundation before the deal (Black Hole's A♠) leaves the others to the fans.
          const aces = shape.aces > 0 ? true : def.foundations.startCard ? 'card' : false;
          out.push(c('summary.fans', { fans: piles, size: pattern.size, aces, decks: def.decks }));
        }
        break;
      case 'piles':
        out.push(
          c('summary.piles', {
            piles,
            decks: def.decks,
            ...sizeSpread(pattern.sizes),
            ...pilesFaces(pattern.faceDown, pattern.sizes),
          }),
        );
        break;
    }
  if (shape.reserve)
    out.push(c('summary.reserve', { reserve: shape.reserve, refill: def.tableau.refillFromReserve === true }));
  if (shape.baseCard && !isSingle(def)) out.push(c('summary.base', { wrap: def.foundations.wrap === true }));
  if (def.cells) out.push(c('summary.cells', { cells: def.cells.count, dealt: def.cells.dealt }));
  const b = def.tableau.build;
  // Where no card goes on another, the one foundation or the discards are what the game is about.
  if (b.direction === 'none') out.push(c('summary.single', singleArgs(def)));
  else
    out.push(
      c('summary.build', {
        build: `${b.direction}_${b.suit}`,
        fans: def.tableau.fans,
        capacity: def.tableau.capacity ?? 0,
        foundations: def.foundations.build,
        moveUnit: def.tableau.moveUnit,
        empty: def.tableau.whenEmpty,
      }),
    );
  if (def.foundations.completeRuns) out.push(c('summary.runs', { foundations: def.foundations.count }));
  const r = def.redeal;
  if (def.stock?.dealsTo === 'tableau') out.push(c('summary.stockRow', { ...rowArgs(def, shape.stock), piles }));
  else if (def.stock?.dealsTo === 'foundation') out.push(c('summary.stockTurn', {}));
  else if (def.stock) {
    const limit = r?.limit ?? 0;
    out.push(
      c('summary.stock', {
        draw: def.stock.draw,
        unlimited: limit === UNLIMITED,
        passes: limit === UNLIMITED ? -1 : limit + 1,
      }),
    );
  } else
    out.push(
      c('summary.noStock', { unlimited: r?.limit === UNLIMITED, shuffles: r && r.limit !== UNLIMITED ? r.limit : 0 }),
    );
  if (def.scoring !== 'none') out.push(c('summary.scoring', scoringArgs(def)));
  return out;
};

/** How a stock that deals to the tableau empties: full rows across the piles, then a part row onto the first ones. */
const rowArgs = (def: Rules, stock: number): Record<string, number | boolean> => ({
  stock,
  rows: Math.floor(stock / def.tableau.count),
  rest: stock % def.tableau.count,
  needsEveryPile: def.stock?.needsEveryPile === true,
});

/** The values one option can take, as list items; the default is marked. */
const choiceItems = (def: Rules, spec: OptionSpec): Clause[] => {
  const current = optionValue(def, spec.key);
  return spec.choices.map((value) => ({
    ruleIds: [],
    key: 'variations.choice',
    args: { option: spec.key, ...optionArgs(def, spec.key, value), current: value === current },
  }));
};

/**
 * Reads a definition (or resolved rules) aloud as clauses, one per rule primitive it uses, grouped in paragraphs
 * and sections. Every number and choice comes from the definition or from the engine's own dealing and building
 * code; family, source, history and relations come from the registry's `about` facts.
 */
export const describe = (input: VariantDefinition | Rules): Description => {
  const def = asRules(input);
  const info = aboutGame(def.id);
  const ids = (...aspects: RuleAspect[]): string[] => [...new Set(aspects.flatMap((a) => def.ruleIds[a] ?? []))];
  const shape = dealShape(def);
  const fans = def.tableau.fans;
  const cards = cardCount(def);
  const sections: DescribedSection[] = [];
  const section = (id: SectionId, paragraphs: Clause[][], headingArgs: MessageArgs = {}) => {
    const kept = paragraphs.filter((p) => p.length).map((clauses) => ({ clauses }));
    if (kept.length) sections.push({ id, heading: { key: `section.${id}`, args: headingArgs }, paragraphs: kept });
  };
  const clause = (key: string, ruleIds: string[], args: Clause['args'] = {}): Clause => ({ ruleIds, key, args });
  const summary = summaryOf(def, shape);

  const pattern = def.deal.tableau;
  // Rows dealt face up that a later face-down row covers: visible, but not movable until uncovered (A2).
  const coveredRows =
    pattern.kind === 'rows'
      ? pattern.rows.flatMap((face, i) => (face === 'up' && pattern.rows.slice(i + 1).includes('down') ? [i + 1] : []))
      : [];
  const hasFaceDown = shape.piles.some((p) => p.includes(false)) || shape.reserve > 1;
  // A stock dealt onto the piles or turned onto the one foundation keeps no waste.
  const hasWaste = def.stock !== null && (def.stock.dealsTo ?? 'waste') === 'waste';
  const removal = def.foundations.build === 'discard';

  section('overview', [
    [clause('overview.intro', [], { family: info?.family ?? 'none', head: def.id === info?.family }), ...summary],
    [
      clause('overview.deck', ids('decks'), {
        decks: def.decks,
        cards,
        suits: def.suits ?? 4,
        copies: (def.decks * 4) / (def.suits ?? 4),
      }),
    ],
  ]);

  section('goal', [
    [
      def.foundations.completeRuns
        ? clause('goal.runs', ids('goal'), { foundations: def.foundations.count })
        : def.goal === 'tableauCleared'
          ? clause('goal.cleared', ids('goal'), {
              piles: def.tableau.count,
              table: def.tableau.spots !== undefined,
              peaks: tableArgs(def).args.peaks,
              waste: def.stock !== null && (def.stock.dealsTo ?? 'waste') === 'waste',
              fans,
            })
          : def.goal === 'acesLeft'
            ? clause('goal.acesLeft', ids('goal'), { aces: 4 * def.decks, piles: def.tableau.count })
            : clause('goal.win', ids('goal'), {
                cards,
                foundations: def.foundations.count,
                removal: def.foundations.build === 'discard',
              }),
    ],
    [
      clause('goal.lost', [], {
        stock: def.stock !== null,
        redeal: def.redeal?.kind ?? 'none',
        unlimited: def.redeal?.limit === UNLIMITED,
        fans,
      }),
    ],
  ]);

  const deal: Clause[] = [];
  if (shape.aces) deal.push(clause('layout.aces', ids('foundationDeal'), { aces: shape.aces }));
  if (shape.baseCard) deal.push(clause('layout.baseCard', ids('foundationDeal'), { single: isSingle(def) }));
  if (def.foundations.startCard) deal.push(clause('layout.startCard', ids('foundationDeal'), singleArgs(def)));
  const table = def.tableau.spots ? tableArgs(def) : null;
  if (table)
    deal.push({
      ...clause('layout.table', ids('tableauDeal', 'table'), table.args),
      items: table.sizes.map((size) => clause('layout.rowSize', [], { size })),
      list: 'and',
    });
  else
    switch (pattern.kind) {
      case 'rows': {
        const perPile = Math.max(...shape.piles.map((p) => p.length));
        const short = shortPiles(shape);
        const downRows = pattern.rows.flatMap((f, i) => (f === 'down' ? [i + 1] : []));
        deal.push({
          ...clause('layout.rows', ids('tableauDeal'), {
            piles: def.tableau.count,
            rows: pattern.rows.length,
            perPile,
            total: shape.tableauCards,
            faces: rowFaces(pattern.rows),
            down: downRows.length,
            short,
            long: def.tableau.count - short,
            fewer: perPile - 1,
          }),
          items: downRows.map((row) => clause('layout.rowNumber', [], { row })),
          list: 'and',
        });
        break;
      }
      case 'staircase': {
        // The staircase alone, counted by the engine's dealing code; then Yukon's face-up rows.
        const stairs = dealShape({ ...def, deal: { ...def.deal, tableau: { kind: 'staircase' } } }).tableauCards;
        const extraUp = pattern.extraUp ?? 0;
        deal.push(clause('layout.staircase', ids('tableauDeal'), { piles: def.tableau.count, total: stairs }));
        if (extraUp)
          deal.push(
            clause('layout.extraUp', ids('tableauDeal'), {
              extraUp,
              piles: def.tableau.count - 1,
              total: shape.tableauCards,
            }),
          );
        break;
      }
      case 'fans': {
        const sizes = shape.piles.map((p) => p.length).filter((n) => n > 0);
        const full = sizes.filter((n) => n === pattern.size).length;
        deal.push(
          clause('layout.fans', ids('tableauDeal'), {
            shape: full === sizes.length ? 'even' : 'lastShort',
            whole: shape.tableauCards === cards,
            total: shape.tableauCards,
            fans: sizes.length,
            size: pattern.size,
            full,
            last: sizes[sizes.length - 1] ?? 0,
          }),
        );
        break;
      }
      case 'piles': {
        const groups = pileGroups(pattern.sizes);
        deal.push({
          ...clause('layout.piles', ids('tableauDeal'), {
            piles: def.tableau.count,
            groups: groups.length,
            size: pattern.sizes[0] ?? 0,
            total: shape.tableauCards,
          }),
          items: groups.map((g, i) =>
            clause('layout.pileGroup', [], {
              count: g.count,
              size: g.size,
              position: i === 0 ? 'first' : i === groups.length - 1 && g.count > 1 ? 'rest' : 'next',
              pile: g.first + 1,
            }),
          ),
          list: 'and',
        });
        deal.push(clause('layout.pileFaces', ids('tableauDeal'), pilesFaces(pattern.faceDown, pattern.sizes)));
        break;
      }
    }
  if (def.deal.afterDeal.includes('kingsToBottom'))
    deal.push(clause('layout.kingsToBottom', ids('dealAction'), { fans }));
  if (def.cells) deal.push(clause('layout.cells', ids('cells'), { cells: def.cells.count, dealt: def.cells.dealt }));
  if (shape.reserve) deal.push(clause('layout.reserve', ids('reserve'), { reserve: shape.reserve }));
  deal.push(
    def.stock
      ? clause('layout.stock', ids('stockDeal'), { stock: shape.stock, waste: hasWaste })
      : clause('layout.noStock', ids('stockDeal'), { redeal: def.redeal !== null }),
  );
  // The row whose face-down cards lie on a covered face-up row: the next face-down one.
  const coverOf = (row: number): number => (pattern.kind === 'rows' ? pattern.rows.indexOf('down', row) + 1 : 0);
  const covered = coveredRows.map((row) =>
    clause('layout.coveredFaceUp', ids('coveredFaceUp'), { row, coverRow: coverOf(row) }),
  );
  const numbering =
    def.dealNumbering === 'microsoft'
      ? [clause('layout.numbering', ids('dealNumbering'), { scheme: 'microsoft' })]
      : [];
  section('layout', [deal, covered, numbering]);

  // A discard pile: which cards leave play, and that they never come back; nothing is built, so no shortcut.
  if (removal)
    section(
      'foundations',
      [
        [clause('foundations.removal', ids('discard', 'foundationBuild'), singleArgs(def))],
        [clause('foundations.removed', ids('playBack'), singleArgs(def))],
      ],
      { kind: def.discard?.by ?? 'none' },
    );
  // One foundation built up or down from a dealt card or a card placed there before the deal.
  else if (def.foundations.build === 'rankStep')
    section(
      'foundations',
      [
        [
          clause('foundations.single', ids('foundationBase'), singleArgs(def)),
          clause('foundations.step', ids('foundationBuild'), singleArgs(def)),
        ],
        [clause('foundations.removed', ids('playBack'), { by: 'step' })],
        [clause('foundations.shortcut', ids('foundationShortcut'), { single: true })],
      ],
      { kind: 'single' },
    );
  // Foundations that take only whole runs: no single card, no base, nothing played back, no shortcut to press.
  else if (def.foundations.completeRuns)
    section(
      'foundations',
      [
        [clause('foundations.runs', ids('foundationBase', 'foundationBuild'), { count: def.foundations.count })],
        [clause('foundations.runsStay', ids('playBack'))],
      ],
      { kind: 'runs' },
    );
  else
    section(
      'foundations',
      [
        [
          clause('foundations.base', ids('foundationBase'), {
            count: def.foundations.count,
            aces: shape.aces > 0,
            base: def.foundations.base ?? 'ace',
          }),
          clause('foundations.build', ids('foundationBuild'), {
            build: def.foundations.build,
            max: ranks.length,
            wrap: def.foundations.wrap === true,
          }),
        ],
        [
          clause('foundations.playBack', ids('playBack'), { playBack: def.foundations.playBack, fans }),
          // A base that stays says something only where Aces start there or other foundation cards may come back.
          ...(def.foundations.baseFixed && (shape.aces > 0 || def.foundations.playBack)
            ? [clause('foundations.baseFixed', ids('foundationBase'), { aces: shape.aces > 0 })]
            : []),
        ],
        [clause('foundations.shortcut', ids('foundationShortcut'), { single: false })],
      ],
      { kind: 'piles' },
    );

  const t = def.tableau;
  // No card goes on another: one sentence says where a card may go instead, and how cards move.
  const noBuild = t.build.direction === 'none';
  const building: Clause[] = noBuild
    ? [clause('tableau.noBuild', ids('tableauBuild', 'moveUnit'), singleArgs(def))]
    : [
        clause('tableau.rank', ids('tableauBuild'), { direction: t.build.direction, fans }),
        clause('tableau.suit', ids('tableauBuild'), { suit: t.build.suit }),
        clause('tableau.example', ids('tableauBuild'), exampleArgs(def)),
        clause('tableau.wrap', ids('tableauBuild'), { wrap: t.build.wrap }),
      ];
  if (!noBuild && !t.build.wrap) building.push(clause('tableau.ends', ids('tableauBuild'), endsArgs(def)));
  const moving: Clause[] = noBuild
    ? []
    : [
        clause('tableau.moveUnit', ids('moveUnit'), {
          moveUnit: t.moveUnit,
          fans,
          emptyPiles: t.whenEmpty === 'anyCard',
        }),
      ];
  if (table) moving.push(clause('tableau.free', ids('table', 'autoFlip'), { ...table.args, removal }));
  if (def.cells) moving.unshift(clause('tableau.cells', ids('cells')));
  if (t.moveUnit === 'faceUpRun' && coveredRows.length) moving.push(clause('tableau.runStart', ids('moveUnit')));
  // A reserve that refills the piles turns its own next card up (said with the refill); only piles flip here.
  const pilesHideCards = shape.piles.some((p) => p.includes(false));
  if (!table && (t.refillFromReserve ? pilesHideCards : hasFaceDown))
    moving.push(clause('tableau.autoFlip', ids('autoFlip')));
  // A table's places hold one card each by their nature: the free-card sentence says it all.
  if (t.capacity !== null && !table)
    moving.push(clause('tableau.capacity', ids('capacity'), { capacity: t.capacity, fans }));
  const empty: Clause[] = [
    clause('tableau.empty', ids('emptyPile'), {
      policy: t.whenEmpty,
      moveUnit: t.moveUnit,
      fans,
      table: table !== null,
    }),
  ];
  // Some games move a reserve card into an emptied pile by themselves (Canfield's D4); say which way this one goes.
  if (shape.reserve && t.refillFromReserve) empty.push(clause('tableau.reserveRefill', ids('emptyPile')));
  else if (shape.reserve && t.whenEmpty !== 'never') empty.push(clause('tableau.reserveNoRefill', ids('emptyPile')));
  section('tableau', [building, moving, empty], { fans });

  const stock: Clause[] = [];
  const redeal: Clause[] = [];
  if (def.stock?.dealsTo === 'tableau')
    stock.push(clause('stock.row', ids('draw'), { ...rowArgs(def, shape.stock), piles: def.tableau.count }));
  else if (def.stock?.dealsTo === 'foundation') stock.push(clause('stock.turn', ids('draw')));
  else if (def.stock) {
    stock.push(clause('stock.draw', ids('draw'), { draw: def.stock.draw }));
    stock.push(
      clause('stock.waste', ids('waste'), {
        removal,
        total: singleArgs(def).total as number,
        stockTop: def.discard?.by === 'rankSum' && def.discard.stockTopFree === true,
      }),
    );
  }
  if (def.redeal?.kind === 'shuffleTableau') {
    const size = pattern.kind === 'fans' ? pattern.size : 0;
    redeal.push(
      clause('stock.shuffle', ids('redeal'), { fans: fans && size > 0, size, ...redealArgs(def.redeal.limit) }),
    );
  } else if (def.stock) redeal.push(clause('stock.redeal', ids('redeal'), redealArgs(def.redeal?.limit ?? 0)));
  section('stock', [stock, redeal], { hasStock: def.stock !== null, waste: hasWaste });

  section('scoring', [[clause('scoring.scheme', ids('scoring'), { ...scoringArgs(def), max: cards })]]);

  section('tips', [
    tipsOf(def, ids, {
      coveredRows: coveredRows.length > 0,
      reserve: shape.reserve > 0,
      stock: shape.stock,
      faceDownTable: table?.args.faces === 'bottomUp',
    }),
  ]);

  const settings: Clause[] = def.options.map((spec) => ({
    ...clause('variations.setting', ids(optionAspect[spec.key], 'options'), {
      option: spec.key,
      kind: def.redeal?.kind ?? 'none',
    }),
    items: choiceItems(def, spec),
    list: 'or' as const,
  }));
  if (settings.length) settings.unshift(clause('variations.intro', [], { count: def.options.length }));
  const notPlayed = (info?.notPlayed ?? []).map((n) =>
    clause('variations.notPlayed', [], { note: n.note, source: n.source }),
  );
  section('variations', [settings, notPlayed]);

  if (info) {
    const other = findVariant(info.compareWith);
    const diffs = other ? differences(def, other) : [];
    const like: Clause[] = other
      ? [
          { ...clause('related.like', [], { count: diffs.length }), link: other.id },
          ...diffs.map((d) => ({ ...clause(`related.diff.${d.aspect}`, [], d.args), link: other.id })),
        ]
      : [];
    const kin = variants.filter((v) => v.id !== def.id && aboutGame(v.id)?.family === info.family);
    const family: Clause[] = kin.length
      ? [
          {
            ...clause('related.family', [], { family: info.family }),
            items: kin.map((v) => ({ ...clause('related.member', []), link: v.id })),
            list: 'and',
          },
        ]
      : [];
    section('related', [like, family]);

    // Where the sources agree there is no point to list, only the source the page was written from.
    const follows: Clause[] = info.follows.points.length
      ? [
          {
            ...clause('about.follows', [], { source: info.follows.source }),
            items: info.follows.points.map((point) =>
              clause('about.point', [], {
                point,
                kind: def.redeal?.kind ?? 'none',
                fans,
                foundations: def.foundations.count,
              }),
            ),
            list: 'and',
          },
        ]
      : [clause('about.followsOnly', [], { source: info.follows.source })];
    const origin: Clause[] = info.name
      ? [clause('about.origin', [], { note: info.name.note, source: info.name.source ?? 'none' })]
      : [];
    // A later source says only the names an earlier one has not given ("Pretty Good Solitaire adds...").
    const given = new Set<string>();
    const names: Clause[] = info.otherNames.flatMap((n, i) => {
      const fresh = n.names.filter((name) => !given.has(name));
      for (const name of fresh) given.add(name);
      return fresh.length
        ? [
            {
              ...clause('about.otherNames', [], { source: n.source, count: fresh.length, adds: i > 0 }),
              items: fresh.map((name) => clause('about.name', [], { name })),
              list: 'and' as const,
            },
          ]
        : [];
    });
    const history = info.history.map((h) => clause('about.history', [], { note: h.note, source: h.source }));
    // Every source the page cites, once, in the order cited, each linked where it has a public address.
    const cited = [
      ...new Set<SourceId>([
        info.follows.source,
        ...(info.name?.source ? [info.name.source] : []),
        ...info.otherNames.map((n) => n.source),
        ...info.history.map((h) => h.source),
        ...info.notPlayed.map((n) => n.source),
        ...(info.published ?? []).map((p) => p.source),
      ]),
    ];
    const sources: Clause[] = [
      {
        ...clause('about.sources', [], { count: cited.length }),
        list: 'and',
        items: cited.map((source) => {
          const href = sourceLink(def.id, source);
          return { ...clause('about.source', [], { source, linked: href !== null }), ...(href ? { href } : {}) };
        }),
      },
    ];
    section('about', [follows, [...origin, ...names], history, sources]);
  }

  return { nameKey: def.nameKey, id: def.id, family: info?.family ?? null, summary, sections };
};
