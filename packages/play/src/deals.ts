import {
  type OptionKey,
  type Options,
  type Rules,
  type VariantDefinition,
  cardsInPlay,
  newDeal,
  optionValue,
} from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, solve } from '@solitaire/solver';

/** How hard a winnable deal is, from the solver's effort to prove it. */
const dealRatings = ['easy', 'medium', 'hard'] as const;
/** A deal's rating. */
export type DealRating = (typeof dealRatings)[number];

/** What the solver found of a deal it proved winnable: the effort and the length of its win. */
export interface DealJudgement {
  /** Positions the solver reached before it proved the win. */
  readonly nodes: number;
  /** Moves of the win it found (draws and redeals included). */
  readonly length: number;
  /** Cards in the deal, so that the length is read per card (a 104-card game plays twice as long). */
  readonly cards: number;
}

/** A deal picked from a sequence: its number, its rating and how many deals were tried to find it. */
export interface DealPickResult extends DealJudgement {
  readonly deal: number;
  readonly rating: DealRating;
  readonly tried: number;
}

/**
 * The fixed thresholds of the ratings, the same for every game. Chosen from deals 1–30 of every game at a million
 * positions (package README) so that each rating turns up in every game: Athena proves three deals in four within
 * 1,000 positions and about one in fifteen needs more than 20,000; Aisleriot's Athena and the fans the other way.
 */
export const ratingThresholds = { easyNodes: 1_000, hardNodes: 20_000, easyMovesPerCard: 4 } as const;

/** The rating of a proven win: effort first, then a long win (many moves a card) makes an easy deal a medium one. */
export const rateDeal = (j: DealJudgement): DealRating => {
  if (j.nodes > ratingThresholds.hardNodes) return 'hard';
  if (j.nodes <= ratingThresholds.easyNodes && j.length <= ratingThresholds.easyMovesPerCard * j.cards) return 'easy';
  return 'medium';
};

/** Whether a text is a rating. */
export const isDealRating = (v: unknown): v is DealRating => (dealRatings as readonly unknown[]).includes(v);

// The murmur3 finaliser: every bit of the input moves every bit of the output, so neighbouring seeds give unrelated
// deals.
const mix32 = (x: number): number => {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A 32-bit FNV-1a hash of a text (its UTF-16 code units): the same number on every machine and in every engine. */
export const hashText = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** The largest deal number a sequence gives: short numbers are easier to share and type. */
export const MAX_PICKED_DEAL = 999_999;

/** The `index`-th deal number (from 1) of the sequence that starts from `seed`: the same on every machine. */
export const dealInSequence = (seed: number, index: number): number =>
  (mix32((seed + Math.imul(index, 0x9e3779b9)) >>> 0) % MAX_PICKED_DEAL) + 1;

/** Whether a text is a calendar day written `YYYY-MM-DD` (a real one: no 31 February). */
export const isDayText = (text: unknown): text is string => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

/** The UTC day of a time in milliseconds, `YYYY-MM-DD`: the day of the deal of the day, the same for every player. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day before a `YYYY-MM-DD` day. */
export const dayBefore = (day: string): string => utcDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000);

/** The options as a stable text, sorted by key: two front ends that chose the same options write the same. */
const optionsText = (options: Options): string =>
  Object.entries(options)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');

/**
 * The seed of a day's deal of a game: a hash of `YYYY-MM-DD/gameId` (with the options chosen, when any), so every
 * player and every front end starts the same sequence on the same day.
 */
export const dailySeed = (day: string, variant: string, options: Options = {}): number => {
  const opts = optionsText(options);
  return hashText(opts ? `${day}/${variant}/${opts}` : `${day}/${variant}`);
};

/**
 * The options that make a game differ from its defaults: a front end that names a default option and one that does
 * not get the same deal of the day.
 */
const explicitOptions = (def: VariantDefinition, chosen: Options): Options =>
  Object.fromEntries(
    Object.entries(chosen).filter(([k, v]) => v !== undefined && v !== optionValue(def, k as OptionKey)),
  ) as Options;

/** The seed of the deal of the day of `day` for a game played with the options `chosen`. */
export const dailySeedFor = (def: VariantDefinition, day: string, chosen: Options): number =>
  dailySeed(day, def.id, explicitOptions(def, chosen));

/** Judges a deal number: what the solver found, or null when it proved no win within its budget. */
export type DealJudge = (deal: number) => DealJudgement | null;

/**
 * The first deal of the sequence from `seed` that the judge proves winnable (of the wanted rating, when one is
 * wanted), within `maxTries` deals; null when none. Deterministic whenever the judge is.
 */
export const pickDeal = (
  judge: DealJudge,
  seed: number,
  want: DealRating | null,
  maxTries: number,
): DealPickResult | null => {
  for (let tried = 1; tried <= maxTries; tried++) {
    const deal = dealInSequence(seed, tried);
    const j = judge(deal);
    if (j === null) continue;
    const rating = rateDeal(j);
    if (want === null || rating === want) return { deal, rating, tried, ...j };
  }
  return null;
};

/** Judges a deal of a game with the solver, bounded by positions only, so every machine reaches the same judgement. */
export const solverJudge =
  (rules: Rules, nodes: number, memoryMB = DEFAULT_SOLVER_MEMORY_MB): DealJudge =>
  (deal) => {
    const state = newDeal(rules, deal);
    const r = solve(rules, state, { maxNodes: nodes, memoryMB });
    return r.outcome === 'won' && r.moves
      ? { nodes: r.nodes, length: r.moves.length, cards: cardsInPlay(state).length }
      : null;
  };
