import {
  type Card,
  type GameState,
  type Move,
  type Rules,
  type VariantDefinition,
  applyMove,
  legalMoves,
  newDeal,
  pileAt,
  rankNames,
  rankOf,
  suitOf,
} from '@solitaire/engine';
import { type Locale, cardLabel } from '@solitaire/game-text';
import { siteText } from '@solitaire/game-text/rules';
import { PICTURED_DEAL, asRules } from './svg.js';

/** One step of a worked opening: its moves (draws in a row make one step), as the engine played them. */
export interface OpeningStep {
  /** The position the step starts from and the moves played from it, in order; each is among `legalMoves`. */
  readonly start: GameState;
  readonly moves: readonly Move[];
  readonly end: GameState;
}

/** The most steps an opening shows: enough to see the game move, few enough to follow on the picture. */
export const OPENING_STEPS = 5;

type PlayMove = Extract<Move, { kind: 'move' }>;

const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);
const undoes = (m: PlayMove, last: Move | undefined): boolean =>
  last?.kind === 'move' &&
  m.from.zone === last.to.zone &&
  m.from.index === last.to.index &&
  m.to.zone === last.from.zone &&
  m.to.index === last.from.index;

/**
 * How much a beginner's eye likes a move, 0 for one an opening should not show: a card to a foundation first; then
 * a move that turns up a face-down card; a card from the reserve, the waste or a cell into play; a move that frees
 * a card for a foundation; a draw, or in a game without a stock a build onto a card or a move that uncovers one,
 * then a card parked in a cell to free a lower one, last. Never a card back off a foundation, a redeal, nor a move
 * undoing the last.
 */
const appeal = (rules: Rules, state: GameState, m: Move, last: Move | undefined): number => {
  // A row dealt onto every pile is no beginner's first step: such a game opens on the piles, as one without a stock.
  // Where cards are discarded, though, dealing the next row is how the game goes on once nothing else can go, and
  // elsewhere a row is dealt when nothing else can be played (Will o' the Wisp's pictured deal).
  const drawsToWaste = rules.stock !== null && rules.stock.dealsTo !== 'tableau';
  if (m.kind === 'draw') return drawsToWaste ? 1 : rules.discard ? 0.5 : rules.stock ? 0.25 : 0;
  // Cards leaving play go where a foundation move would: first.
  if (m.kind === 'discard' || m.kind === 'pair') return 6;
  if (m.kind === 'redeal' || m.from.zone === 'foundation' || undoes(m, last)) return 0;
  if (m.to.zone === 'foundation') return 6;
  if (m.from.zone === 'reserve') return 4;
  if (m.from.zone === 'waste' || m.from.zone === 'cell') return 3;
  if (m.from.zone !== 'tableau') return 0;
  const pile = state.tableau[m.from.index]!;
  const under = pile[pile.length - m.count - 1];
  if (under && !under.up) return 5;
  if (!under) return 0;
  // A face-up card freed: worth it when it can go straight to a foundation.
  const after = applyMove(rules, state, m);
  if (!after.ok) return 0;
  const freed = (n: Move) =>
    n.kind === 'move' && n.to.zone === 'foundation' && n.from.zone === 'tableau' && n.from.index === m.from.index;
  const next = legalMoves(rules, after.value);
  if (next.some(freed)) return 2;
  if (drawsToWaste) return 0;
  // With nothing to draw, an open game starts by building on a card, or by parking one that uncovers such a build.
  if (m.to.zone === 'tableau' && state.tableau[m.to.index]!.length > 0) return 1;
  const buildsFrom = (n: Move) =>
    n.kind === 'move' &&
    n.from.zone === 'tableau' &&
    n.from.index === m.from.index &&
    n.to.zone === 'tableau' &&
    after.value.tableau[n.to.index]!.length > 0;
  if (next.some(buildsFrom)) return 1;
  // Failing that, dig: park a card that lies on a lower one, which comes free.
  return m.to.zone === 'cell' && rankOf(under.card) < rankOf(pile.at(-1)!.card) ? 0.5 : 0;
};

/** How many positions an opening may try before it settles for the longest line found: a few hundred at most. */
const SEARCH_LIMIT = 400;

/**
 * A few opening moves of the pictured deal, each chosen among the engine's legal moves and played by it, so the
 * text can never describe a move the game refuses. The choice is a beginner's sensible one, not the solver's: the
 * most appealing move each time, unless that line runs out of moves before the opening is long enough (on a single
 * foundation every card that fits looks alike, and the first may be the one after which nothing fits); then the
 * next most appealing moves are tried, depth first, and failing a full opening the longest line found is shown.
 */
export const openingOf = (
  def: VariantDefinition | Rules,
  deal = PICTURED_DEAL,
  steps = OPENING_STEPS,
): OpeningStep[] => {
  const rules = asRules(def);
  let tried = 0;
  let longest: OpeningStep[] = [];
  const extend = (state: GameState, out: OpeningStep[], last: Move | undefined): OpeningStep[] | null => {
    if (out.length >= steps) return out;
    if (trimmed(out).length > longest.length) longest = trimmed(out);
    // Most appealing first; among equals, the engine's order, so the first line is the plain greedy one.
    const ranked = legalMoves(rules, state)
      .map((m) => ({ m, score: appeal(rules, state, m, last) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score);
    for (const { m } of ranked) {
      if (++tried > SEARCH_LIMIT) return null;
      const played = applyMove(rules, state, m);
      if (!played.ok) continue;
      const done = extend(played.value, withStep(rules, out, state, m, played.value), m);
      if (done) return done;
    }
    return null;
  };
  return trimmed(extend(newDeal(rules, deal), [], undefined) ?? longest);
};

/** The opening with one more move: a step of its own, or one more draw in a row of draws ("draw twice"). */
const withStep = (rules: Rules, out: OpeningStep[], start: GameState, m: Move, end: GameState): OpeningStep[] => {
  const prev = out.at(-1);
  // Draws onto a waste make one step together (not a card turned onto a foundation, each a play of its own).
  const merges = m.kind === 'draw' && (rules.stock?.dealsTo ?? 'waste') === 'waste';
  return merges && prev && prev.moves.every((p) => p.kind === 'draw')
    ? [...out.slice(0, -1), { ...prev, moves: [...prev.moves, m], end }]
    : [...out, { start, moves: [m], end }];
};

/** An opening without the draws at its end: it would show nothing played from them. */
const trimmed = (out: readonly OpeningStep[]): OpeningStep[] => {
  let n = out.length;
  while (n && out[n - 1]!.moves[0]!.kind === 'draw') n--;
  return out.slice(0, n);
};

const rank = (card: Card): string => rankNames[rankOf(card) - 1]!;
const topCard = (pile: readonly { card: Card }[]): Card | undefined => pile.at(-1)?.card;

/** The first card of a table of overlapping cards that a step turned face up, if any. */
const turnedUp = (step: OpeningStep): Card | undefined =>
  step.end.tableau.flatMap((p, i) => {
    const top = p.at(-1);
    const before = step.start.tableau[i]!.at(-1);
    return top?.up && before && !before.up ? [top.card] : [];
  })[0];

/** The rank of a card with the Ace above the King, as a higher card of its suit is reckoned for a discard. */
const aceHigh = (card: Card): number => (rankOf(card) === 1 ? 14 : rankOf(card));

/** A discard or a pair in words: the cards that leave, and what allows it. */
const removalText = (rules: Rules, step: OpeningStep, locale: Locale): string => {
  const named = (arg: string, card: Card) => ({ [arg]: cardLabel(card, locale), [`${arg}Rank`]: rank(card) });
  const m = step.moves[0] as Extract<Move, { kind: 'discard' | 'pair' }>;
  const total = rules.discard?.by === 'rankSum' ? rules.discard.total : 0;
  const cardAt = (ref: Parameters<typeof pileAt>[1]) => topCard(pileAt(step.start, ref)!)!;
  if (m.kind === 'pair') {
    const card = cardAt(m.first);
    return siteText(locale, 'site.opening.removal', {
      kind: 'pair',
      total,
      ...named('card', card),
      ...named('other', cardAt(m.second)),
    });
  }
  const card = cardAt(m.from);
  // The higher card of its suit that lets a card go: the highest on top of another pile.
  const higher = step.start.tableau
    .flatMap((p, i) => {
      const top = topCard(p);
      const other = m.from.zone !== 'tableau' || m.from.index !== i;
      return top && other && suitOf(top) === suitOf(card) && aceHigh(top) > aceHigh(card) ? [top] : [];
    })
    .sort((a, b) => aceHigh(b) - aceHigh(a))[0];
  return siteText(locale, 'site.opening.removal', {
    kind: total ? 'alone' : 'discard',
    total,
    ...named('card', card),
    ...named('other', higher ?? card),
  });
};

/** One step in words, in the language of the page, its cards named as the apps name them. */
export const openingStepText = (rules: Rules, step: OpeningStep, locale: Locale): string => {
  type Values = Record<string, string | number | boolean>;
  const t = (key: Parameters<typeof siteText>[1], values: Values) => siteText(locale, key, values);
  const named = (arg: string, card: Card) => ({ [arg]: cardLabel(card, locale), [`${arg}Rank`]: rank(card) });
  const fans = rules.tableau.fans;
  const first = step.moves[0]!;
  if (first.kind === 'discard' || first.kind === 'pair') return removalText(rules, step, locale);
  if (first.kind === 'draw' && rules.stock?.dealsTo === 'foundation')
    return t('site.opening.turn', named('card', topCard(step.end.foundations[0]!)!));
  if (first.kind === 'draw' && rules.stock?.dealsTo === 'tableau') return t('site.opening.row', {});
  if (first.kind !== 'move') {
    const drawn = topCard(step.end.waste)!;
    return t('site.opening.step', {
      kind: 'draw',
      single: false,
      times: step.moves.length,
      from: 'stock',
      count: 1,
      above: 0,
      fans,
      ...named('card', drawn),
      ...named('onto', drawn),
    });
  }
  const from = first.from.zone === 'tableau' ? 'tableau' : first.from.zone;
  const source = step.start.tableau[first.from.index];
  const moving =
    first.from.zone === 'tableau'
      ? source!.at(-first.count)!.card
      : first.from.zone === 'waste'
        ? topCard(step.start.waste)!
        : first.from.zone === 'cell'
          ? topCard(step.start.cells[first.from.index]!)!
          : topCard(step.start.reserve)!;
  const target = first.to.zone === 'tableau' ? topCard(step.start.tableau[first.to.index]!) : undefined;
  const kind =
    first.to.zone === 'foundation'
      ? 'foundation'
      : first.to.zone === 'cell'
        ? 'cell'
        : target === undefined
          ? 'empty'
          : 'build';
  const sentence = t('site.opening.step', {
    kind,
    single: rules.foundations.count === 1,
    from,
    times: 1,
    count: first.count,
    above: first.count - 1,
    fans,
    ...named('card', moving),
    ...named('onto', target ?? moving),
  });
  if (first.from.zone !== 'tableau') return sentence;
  if (rules.tableau.spots) {
    const turned = turnedUp(step);
    return turned ? `${sentence} ${t('site.opening.flip', { ...named('revealed', turned), twin: false })}` : sentence;
  }
  const left = step.end.tableau[first.from.index]!;
  const top = left.at(-1);
  const after = !top
    ? t('site.opening.emptied', { fans })
    : !source!.at(-first.count - 1)!.up
      ? // Two decks: the card turned up may be the twin of the one just moved.
        t('site.opening.flip', {
          ...named('revealed', top.card),
          twin: cardLabel(top.card, 'en') === cardLabel(moving, 'en'),
        })
      : fans
        ? t('site.opening.freed', named('revealed', top.card))
        : '';
  return after ? `${sentence} ${after}` : sentence;
};

/** Whether every move of an opening is one the engine lists as legal where it is played, and lands where it says. */
export const openingIsLegal = (def: VariantDefinition | Rules, opening: readonly OpeningStep[]): boolean => {
  const rules = asRules(def);
  return opening.every((step) => {
    let state = step.start;
    for (const m of step.moves) {
      if (!legalMoves(rules, state).some((l) => sameMove(l, m))) return false;
      const r = applyMove(rules, state, m);
      if (!r.ok) return false;
      state = r.value;
    }
    return JSON.stringify(state) === JSON.stringify(step.end);
  });
};
