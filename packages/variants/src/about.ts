// What is known about each game beside its rules: its family, the one source followed where sources differ,
// who is credited with it, its other names, and the variants played elsewhere but not here. Facts only, each
// with where it comes from; the sentences are written by @solitaire/game-text in each language.

/** Where a fact or a rule set comes from. `onlinePage` is the online rules page the project started from. */
export const sourceIds = ['onlinePage', 'aisleriot', 'pysolfc', 'solitaireGg', 'prettyGoodSolitaire', 'parlett', 'moreheadMottSmith', 'wikipedia'] as const;
/** A source. */
export type SourceId = (typeof sourceIds)[number];

/** The families of the collection: games dealt like Klondike, and games dealt in small fans. */
export const families = ['klondike', 'fan'] as const;
/** A family. */
export type Family = (typeof families)[number];

/** The points on which sources give a game different rules; a definition says which source it follows on each. */
export const disputedPoints = ['draw', 'redeals', 'scoring', 'playBack', 'kingsToBottom', 'reserve', 'emptyPile', 'foundationBuild'] as const;
/** A disputed point. */
export type DisputedPoint = (typeof disputedPoints)[number];

/** Variants of a game that other sources play and this collection does not (each has its own sentence). */
export const variantNotes = [
  'lucieMerci', 'shamrocksSwap', 'athenaDrawOne', 'klondikeVegas', 'klondikeLimitedPasses', 'minervaPlayBack',
] as const;
/** A note on a variant not played here. */
export type VariantNote = (typeof variantNotes)[number];

/** Facts of a game's history (each has its own sentence). */
export const historyNotes = ['athenaInventor', 'lucieOld', 'lucieCadogan', 'klondikeClassic', 'klondikeCanfield', 'shamrocksCousin'] as const;
/** A history note. */
export type HistoryNote = (typeof historyNotes)[number];

/** One fact with the source that states it. */
export interface Sourced<T> {
  readonly note: T;
  readonly source: SourceId;
}

/** Everything known about a game beside its rules. */
export interface GameAbout {
  readonly family: Family;
  /** The one source these rules follow where sources differ, and the points on which they differ. */
  readonly follows: { readonly source: SourceId; readonly points: readonly DisputedPoint[] };
  /** Other names the game goes by (proper names, shown untranslated), and who lists them. */
  readonly otherNames: { readonly names: readonly string[]; readonly source: SourceId } | null;
  readonly history: readonly Sourced<HistoryNote>[];
  /** Well-known variants that this collection does not play. */
  readonly notPlayed: readonly Sourced<VariantNote>[];
  /** The registered game this one is described against, difference by difference (its nearest relative). */
  readonly compareWith: string;
}

/** What is known about each registered game, by variant id. */
export const about: Readonly<Record<string, GameAbout>> = {
  athena: {
    family: 'klondike',
    follows: { source: 'onlinePage', points: ['draw', 'redeals', 'scoring'] },
    otherNames: null,
    history: [{ note: 'athenaInventor', source: 'onlinePage' }],
    notPlayed: [{ note: 'athenaDrawOne', source: 'pysolfc' }],
    compareWith: 'klondike',
  },
  'athena-aisleriot': {
    family: 'klondike',
    follows: { source: 'aisleriot', points: ['draw', 'redeals', 'scoring'] },
    otherNames: null,
    history: [{ note: 'athenaInventor', source: 'onlinePage' }],
    notPlayed: [{ note: 'athenaDrawOne', source: 'pysolfc' }],
    compareWith: 'athena',
  },
  klondike: {
    family: 'klondike',
    follows: { source: 'pysolfc', points: ['draw', 'redeals'] },
    otherNames: null,
    history: [{ note: 'klondikeClassic', source: 'onlinePage' }, { note: 'klondikeCanfield', source: 'wikipedia' }],
    notPlayed: [
      { note: 'klondikeVegas', source: 'pysolfc' },
      { note: 'klondikeLimitedPasses', source: 'aisleriot' },
    ],
    compareWith: 'athena',
  },
  minerva: {
    family: 'klondike',
    follows: { source: 'pysolfc', points: ['reserve', 'redeals', 'playBack'] },
    otherNames: null,
    history: [],
    notPlayed: [{ note: 'minervaPlayBack', source: 'solitaireGg' }],
    compareWith: 'athena',
  },
  bureau: {
    family: 'klondike',
    follows: { source: 'solitaireGg', points: ['foundationBuild', 'emptyPile', 'redeals'] },
    otherNames: null,
    history: [],
    notPlayed: [],
    compareWith: 'athena',
  },
  shamrocks: {
    family: 'fan',
    follows: { source: 'onlinePage', points: ['kingsToBottom'] },
    otherNames: null,
    history: [{ note: 'shamrocksCousin', source: 'pysolfc' }],
    notPlayed: [{ note: 'shamrocksSwap', source: 'pysolfc' }],
    compareWith: 'fan',
  },
  fan: {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['emptyPile'] },
    otherNames: null,
    history: [],
    notPlayed: [],
    compareWith: 'la-belle-lucie',
  },
  'la-belle-lucie': {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['redeals'] },
    otherNames: { names: ['Fair Lucy', 'Midnight Oil', 'Alexander the Great', 'Clover Leaf'], source: 'prettyGoodSolitaire' },
    history: [{ note: 'lucieOld', source: 'prettyGoodSolitaire' }, { note: 'lucieCadogan', source: 'wikipedia' }],
    notPlayed: [{ note: 'lucieMerci', source: 'moreheadMottSmith' }],
    compareWith: 'fan',
  },
  trefoil: {
    family: 'fan',
    follows: { source: 'pysolfc', points: ['redeals'] },
    otherNames: null,
    history: [],
    notPlayed: [],
    compareWith: 'la-belle-lucie',
  },
};

/** What is known about a registered game, or null for a definition the registry does not hold (tests, cousins). */
export const aboutGame = (id: string): GameAbout | null => about[id] ?? null;
