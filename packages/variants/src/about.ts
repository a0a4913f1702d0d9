// What is known about each game beside its rules: its family, the one source followed where sources differ,
// who is credited with it, its other names, and the variants played elsewhere but not here. Facts only, each
// with where it comes from; the sentences are written by @solitaire/game-text in each language.
import type { PublishedOdds } from './published.js';

/**
 * Where a fact or a rule set comes from. `onlinePage` is the online rules page the project started from.
 * @public
 */
export const sourceIds = [
  'onlinePage',
  'aisleriot',
  'pysolfc',
  'solitaireGg',
  'prettyGoodSolitaire',
  'parlett',
  'moreheadMottSmith',
  'wikipedia',
  'microsoft',
  'microsoftSpider',
  'fcSolve',
  'jerryBryan',
  'microsoftCollection',
  'blackHoleSolver',
  'playsolitaireIo',
] as const;
/** A source. */
export type SourceId = (typeof sourceIds)[number];

/**
 * The families of the collection: games dealt like Klondike, games dealt in small fans, games of open piles
 * played through free cells, Klondike's staircase played with groups of face-up cards and no stock, and games
 * whose piles refill from a reserve onto foundations of a dealt rank, two-deck games of face-up rows and a single pass
 * through the stock, one-deck games of short face-up piles with no stock at all, and games of runs gathered in one
 * suit that leave the table whole; games of face-up piles whose cards leave for one foundation or the discards, and
 * games of overlapping rows.
 */
export const families = [
  'klondike',
  'fan',
  'freecell',
  'yukon',
  'canfield',
  'fortyThieves',
  'bakersDozen',
  'spider',
  'golf',
  'pyramid',
] as const;
/** A family. */
export type Family = (typeof families)[number];

/**
 * The points on which sources give a game different rules; a definition says which source it follows on each.
 * @public
 */
export const disputedPoints = [
  'draw',
  'redeals',
  'scoring',
  'playBack',
  'kingsToBottom',
  'reserve',
  'emptyPile',
  'foundationBuild',
  'dealShape',
  'completeRuns',
  'goal',
] as const;
/** A disputed point. */
type DisputedPoint = (typeof disputedPoints)[number];

/**
 * Variants of a game that other sources play and this collection does not (each has its own sentence).
 * @public
 */
export const variantNotes = [
  'lucieMerci',
  'shamrocksSwap',
  'athenaDrawOne',
  'athenaPysolUnlimited',
  'klondikeVegas',
  'klondikeLimitedPasses',
  'minervaPlayBack',
] as const;
/** A note on a variant not played here. */
type VariantNote = (typeof variantNotes)[number];

/**
 * Facts of a game's history (each has its own sentence).
 * @public
 */
export const historyNotes = [
  'athenaInventor',
  'lucieOld',
  'lucieCadogan',
  'klondikeClassic',
  'klondikeCanfield',
  'shamrocksCousin',
  'freecellPlato',
  'freecellWindows',
  'bakersGameGardner',
  'canfieldDemon',
  'canfieldCasino',
  'spiderClassic',
] as const;
/** A history note. */
type HistoryNote = (typeof historyNotes)[number];

/**
 * Where a game's name comes from, where that is known (each has its own sentence).
 * @public
 */
export const nameNotes = [
  'athenaGoddess',
  'minervaGoddess',
  'klondikeRegion',
  'shamrocksClover',
  'lucieFrench',
  'bakersDozenThirteen',
] as const;
/** A note on a game's name. */
type NameNote = (typeof nameNotes)[number];

/** One fact with the source that states it. */
interface Sourced<T> {
  readonly note: T;
  readonly source: SourceId;
}

/**
 * The public address of each source, null for a book, for the online rules page the project started from (the
 * project has no address for it) or for a page served without https. A game may point at its own page of a source
 * instead (`GameAbout.pages`).
 */
export const sourceHomes: Readonly<Record<SourceId, string | null>> = {
  onlinePage: null,
  aisleriot: 'https://gitlab.gnome.org/GNOME/aisleriot',
  pysolfc: 'https://pysolfc.sourceforge.io/',
  solitaireGg: 'https://github.com/KyleU/solitaire.gg',
  prettyGoodSolitaire: 'https://www.goodsol.com/',
  parlett: null,
  moreheadMottSmith: null,
  wikipedia: 'https://en.wikipedia.org/',
  microsoft: null,
  microsoftSpider: null,
  fcSolve: 'https://fc-solve.shlomifish.org/',
  jerryBryan: null,
  microsoftCollection: 'https://apps.microsoft.com/detail/9wzdncrfhwd2',
  blackHoleSolver: 'https://github.com/shlomif/black-hole-solver',
  playsolitaireIo: 'https://playsolitaire.io/',
};

// PySolFC keeps a rules page per game in its repository.
const pysolRules = (file: string): string =>
  `https://github.com/shlomif/PySolFC/blob/master/html-src/rules/${file}.html`;

/** Everything known about a game beside its rules. */
export interface GameAbout {
  readonly family: Family;
  /** The one source these rules follow where sources differ, and the points on which they differ. */
  readonly follows: { readonly source: SourceId; readonly points: readonly DisputedPoint[] };
  /** Other names the game goes by (proper names, shown untranslated), each list with the source that gives it. */
  readonly otherNames: readonly { readonly names: readonly string[]; readonly source: SourceId }[];
  /** Where the name comes from, when known; `source` null for a plain fact of language or geography. */
  readonly name: { readonly note: NameNote; readonly source: SourceId | null } | null;
  readonly history: readonly Sourced<HistoryNote>[];
  /** Well-known variants that this collection does not play. */
  readonly notPlayed: readonly Sourced<VariantNote>[];
  /** The registered game this one is described against, difference by difference (its nearest relative). */
  readonly compareWith: string;
  /** The page of a source that is about this game, where it has one (else the source's home is linked). */
  readonly pages: Readonly<Partial<Record<SourceId, string>>>;
  /** Counts of deals won and lost that others have published for these rules, set beside the solver's own. */
  readonly published?: readonly PublishedOdds[];
}

/** What is known about each registered game, by variant id. */
export const about: Readonly<Record<string, GameAbout>> = {
  athena: {
    family: 'klondike',
    follows: { source: 'onlinePage', points: ['draw', 'redeals', 'scoring'] },
    otherNames: [],
    name: { note: 'athenaGoddess', source: 'onlinePage' },
    history: [{ note: 'athenaInventor', source: 'onlinePage' }],
    notPlayed: [{ note: 'athenaDrawOne', source: 'pysolfc' }],
    compareWith: 'klondike',
    pages: { pysolfc: pysolRules('athena') },
  },
  'athena-aisleriot': {
    family: 'klondike',
    follows: { source: 'aisleriot', points: ['draw', 'redeals', 'scoring'] },
    otherNames: [],
    name: { note: 'athenaGoddess', source: 'onlinePage' },
    history: [{ note: 'athenaInventor', source: 'onlinePage' }],
    notPlayed: [{ note: 'athenaPysolUnlimited', source: 'pysolfc' }],
    compareWith: 'athena',
    pages: { pysolfc: pysolRules('athena') },
  },
  klondike: {
    family: 'klondike',
    follows: { source: 'pysolfc', points: ['draw', 'redeals'] },
    otherNames: [{ names: ['Classic Solitaire', 'American Patience'], source: 'pysolfc' }],
    name: { note: 'klondikeRegion', source: null },
    history: [
      { note: 'klondikeClassic', source: 'onlinePage' },
      { note: 'klondikeCanfield', source: 'wikipedia' },
    ],
    notPlayed: [
      { note: 'klondikeVegas', source: 'pysolfc' },
      { note: 'klondikeLimitedPasses', source: 'aisleriot' },
    ],
    compareWith: 'athena',
    pages: { pysolfc: pysolRules('klondike'), wikipedia: 'https://en.wikipedia.org/wiki/Klondike_(solitaire)' },
  },
  minerva: {
    family: 'klondike',
    follows: { source: 'pysolfc', points: ['reserve', 'redeals', 'playBack'] },
    otherNames: [],
    name: { note: 'minervaGoddess', source: null },
    history: [],
    notPlayed: [{ note: 'minervaPlayBack', source: 'solitaireGg' }],
    compareWith: 'athena',
    pages: { pysolfc: pysolRules('minerva') },
  },
  bureau: {
    family: 'klondike',
    follows: { source: 'solitaireGg', points: ['foundationBuild', 'emptyPile', 'redeals'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'athena',
    pages: {},
  },
  shamrocks: {
    family: 'fan',
    follows: { source: 'onlinePage', points: ['kingsToBottom'] },
    otherNames: [{ names: ['Three Card Fan'], source: 'pysolfc' }],
    name: { note: 'shamrocksClover', source: 'onlinePage' },
    history: [{ note: 'shamrocksCousin', source: 'pysolfc' }],
    notPlayed: [{ note: 'shamrocksSwap', source: 'pysolfc' }],
    compareWith: 'fan',
    pages: { pysolfc: pysolRules('shamrocks') },
  },
  fan: {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'la-belle-lucie',
    pages: { pysolfc: pysolRules('fan') },
  },
  'la-belle-lucie': {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['redeals'] },
    otherNames: [
      { names: ['Fair Lucy', 'Midnight Oil', 'Lovely Lucy', 'Beautiful Lutecia'], source: 'pysolfc' },
      { names: ['Fair Lucy', 'Midnight Oil', 'Alexander the Great', 'Clover Leaf'], source: 'prettyGoodSolitaire' },
    ],
    name: { note: 'lucieFrench', source: null },
    history: [
      { note: 'lucieOld', source: 'prettyGoodSolitaire' },
      { note: 'lucieCadogan', source: 'wikipedia' },
    ],
    notPlayed: [{ note: 'lucieMerci', source: 'moreheadMottSmith' }],
    compareWith: 'fan',
    pages: { pysolfc: pysolRules('labellelucie'), wikipedia: 'https://en.wikipedia.org/wiki/La_Belle_Lucie' },
  },
  freecell: {
    family: 'freecell',
    follows: { source: 'microsoft', points: ['playBack'] },
    otherNames: [],
    name: null,
    history: [
      { note: 'freecellPlato', source: 'wikipedia' },
      { note: 'freecellWindows', source: 'wikipedia' },
    ],
    notPlayed: [],
    compareWith: 'bakers-game',
    pages: { pysolfc: pysolRules('freecell'), wikipedia: 'https://en.wikipedia.org/wiki/FreeCell' },
    // Microsoft's first 32,000 deals, every one of them solved or proved lost by Freecell Solver and others.
    published: [
      {
        source: 'fcSolve',
        deals: { kind: 'numbered', first: 1, last: 32000 },
        won: 31999,
        lost: 1,
        lostDeals: [11982],
      },
    ],
  },
  'bakers-game': {
    family: 'freecell',
    follows: { source: 'pysolfc', points: ['playBack'] },
    otherNames: [],
    name: null,
    history: [{ note: 'bakersGameGardner', source: 'wikipedia' }],
    notPlayed: [],
    compareWith: 'freecell',
    pages: { pysolfc: pysolRules('bakersgame'), wikipedia: 'https://en.wikipedia.org/wiki/Baker%27s_Game' },
    // Jerry Bryan's solver on a million random deals with four free cells, posted in 2004 on a page served over
    // plain http only (jerrybryan.com/math/baker4.html), so it is named here without a link.
    published: [{ source: 'jerryBryan', deals: { kind: 'random', count: 1_000_000 }, won: 750_611, lost: 249_389 }],
  },
  'eight-off': {
    family: 'freecell',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'bakers-game',
    pages: { pysolfc: pysolRules('eightoff') },
  },
  'seahaven-towers': {
    family: 'freecell',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'eight-off',
    pages: { pysolfc: pysolRules('seahaventowers'), wikipedia: 'https://en.wikipedia.org/wiki/Seahaven_Towers' },
  },
  yukon: {
    family: 'yukon',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'russian-solitaire',
    pages: { pysolfc: pysolRules('yukon'), wikipedia: 'https://en.wikipedia.org/wiki/Yukon_(solitaire)' },
  },
  'russian-solitaire': {
    family: 'yukon',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'yukon',
    pages: { pysolfc: pysolRules('russiansolitaire') },
  },
  canfield: {
    family: 'canfield',
    follows: { source: 'pysolfc', points: ['draw', 'redeals'] },
    otherNames: [{ names: ['Demon'], source: 'wikipedia' }],
    name: null,
    history: [
      { note: 'canfieldDemon', source: 'wikipedia' },
      { note: 'canfieldCasino', source: 'wikipedia' },
    ],
    notPlayed: [],
    compareWith: 'rainbow',
    pages: { pysolfc: pysolRules('canfield'), wikipedia: 'https://en.wikipedia.org/wiki/Canfield_(solitaire)' },
  },
  rainbow: {
    family: 'canfield',
    follows: { source: 'pysolfc', points: ['redeals'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'canfield',
    pages: { pysolfc: pysolRules('rainbow') },
  },
  'forty-thieves': {
    family: 'fortyThieves',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [{ names: ['Napoleon at St Helena', 'Big Forty'], source: 'wikipedia' }],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'limited',
    pages: {
      pysolfc: pysolRules('fortythieves'),
      wikipedia: 'https://en.wikipedia.org/wiki/Forty_Thieves_(solitaire)',
    },
  },
  limited: {
    family: 'fortyThieves',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'forty-thieves',
    pages: { pysolfc: pysolRules('limited') },
  },
  'bakers-dozen': {
    family: 'bakersDozen',
    follows: { source: 'pysolfc', points: ['kingsToBottom', 'emptyPile'] },
    otherNames: [],
    name: { note: 'bakersDozenThirteen', source: null },
    history: [],
    notPlayed: [],
    compareWith: 'portuguese-solitaire',
    pages: {
      pysolfc: pysolRules('bakersdozen'),
      wikipedia: 'https://en.wikipedia.org/wiki/Baker%27s_Dozen_(solitaire)',
    },
  },
  'portuguese-solitaire': {
    family: 'bakersDozen',
    follows: { source: 'pysolfc', points: ['kingsToBottom', 'emptyPile'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'bakers-dozen',
    pages: { pysolfc: pysolRules('portuguesesolitaire') },
  },
  // Microsoft and PySolFC differ on which piles get the sixth card, and PySolFC sends complete runs up only while its
  // automatic drop is on (RULES.md U2, U6).
  spider: {
    family: 'spider',
    follows: { source: 'microsoftSpider', points: ['dealShape', 'completeRuns', 'scoring'] },
    otherNames: [],
    name: null,
    history: [{ note: 'spiderClassic', source: 'pysolfc' }],
    notPlayed: [],
    compareWith: 'spiderette',
    pages: { pysolfc: pysolRules('spider'), wikipedia: 'https://en.wikipedia.org/wiki/Spider_(solitaire)' },
  },
  spiderette: {
    family: 'spider',
    follows: { source: 'pysolfc', points: ['completeRuns'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'spider',
    pages: { pysolfc: pysolRules('spiderette') },
  },
  'will-o-the-wisp': {
    family: 'spider',
    follows: { source: 'pysolfc', points: ['completeRuns'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'spiderette',
    pages: { pysolfc: pysolRules('willothewisp') },
  },
  'simple-simon': {
    family: 'spider',
    follows: { source: 'pysolfc', points: ['completeRuns'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'spider',
    pages: { pysolfc: pysolRules('simplesimon') },
  },
  scorpion: {
    family: 'spider',
    follows: { source: 'pysolfc', points: ['completeRuns'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'spiderette',
    pages: { pysolfc: pysolRules('scorpion') },
  },
  // PySolFC's Golf puts a Queen on a King and nothing else; Dead King and Relaxed Golf are its settings (RULES.md O2).
  golf: {
    family: 'golf',
    follows: { source: 'pysolfc', points: ['foundationBuild'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'black-hole',
    pages: { pysolfc: pysolRules('golf'), wikipedia: 'https://en.wikipedia.org/wiki/Golf_(patience)' },
    // No count quoted yet: Jan Wolter's (politaire.com, one per setting of what goes on a King) is the one to find.
  },
  'black-hole': {
    family: 'golf',
    follows: { source: 'pysolfc', points: [] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'golf',
    pages: { pysolfc: pysolRules('blackhole'), wikipedia: 'https://en.wikipedia.org/wiki/Black_Hole_(solitaire)' },
    // Shlomi Fish's solver on PySolFC's deals 1 to 1,000,000 (other deals than ours: compared as shares).
    published: [
      { source: 'blackHoleSolver', deals: { kind: 'random', count: 1_000_000 }, won: 869_413, lost: 130_587 },
    ],
  },
  'aces-up': {
    family: 'golf',
    follows: { source: 'pysolfc', points: [] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'golf',
    pages: { pysolfc: pysolRules('acesup'), wikipedia: 'https://en.wikipedia.org/wiki/Aces_Up' },
    // No count quoted: solitairewinrates.com's 11.57% (no count of deals given) comes from a solver that never moves a
    // pile's only card to an empty pile, a move that chooses which card the next deal covers, so it finds fewer wins
    // than these rules allow.
  },
  // Microsoft's Pyramid goes through the stock three times and is won with the pyramid cleared (RULES.md Q3, Q4).
  pyramid: {
    family: 'pyramid',
    follows: { source: 'microsoftCollection', points: ['redeals', 'goal'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'tripeaks',
    pages: { pysolfc: pysolRules('pyramid'), wikipedia: 'https://en.wikipedia.org/wiki/Pyramid_(solitaire)' },
    // No count quoted: playsolitaire.io's (65.8% of 1,520 random deals, so 1,000) keeps the stock face down, so its
    // next card never pairs, which loses about one deal in a hundred (deals 1 to 1,000 here: 681 won with that card
    // free, 671 without, 9 and 3 undecided); solitairewinrates.com counts one pass or unlimited passes, not three.
  },
  // PySolFC's TriPeaks goes round the corner from King to Ace; many programs stop at the King (RULES.md Q6).
  tripeaks: {
    family: 'pyramid',
    follows: { source: 'pysolfc', points: ['foundationBuild', 'scoring'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'pyramid',
    pages: { pysolfc: pysolRules('tripeaks'), wikipedia: 'https://en.wikipedia.org/wiki/Tri_Peaks_(game)' },
    // An exact solver's count on 1,000 random deals with King and Ace next to each other and no redeal.
    published: [{ source: 'playsolitaireIo', deals: { kind: 'random', count: 1_000 }, won: 966, lost: 34 }],
  },
  trefoil: {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['redeals'] },
    otherNames: [],
    name: null,
    history: [],
    notPlayed: [],
    compareWith: 'la-belle-lucie',
    pages: { pysolfc: pysolRules('trefoil') },
  },
};

/** What is known about a registered game, or null for a definition the registry does not hold (tests, cousins). */
export const aboutGame = (id: string): GameAbout | null => about[id] ?? null;

/** The address to link a source at, for a game: its page about the game, else its home; null when it has none. */
export const sourceLink = (id: string, source: SourceId): string | null =>
  aboutGame(id)?.pages[source] ?? sourceHomes[source];
